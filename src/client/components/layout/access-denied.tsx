import { ShieldAlert } from 'lucide-react';
import { StatusScreen } from './status-screen.tsx';

export function AccessDenied({ message }: { message: string }) {
  return <StatusScreen title="Access Denied" description={message} icon={<ShieldAlert className="size-8" aria-hidden="true" />} />;
}
