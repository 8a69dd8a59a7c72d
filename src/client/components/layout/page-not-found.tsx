import { Compass } from 'lucide-react';
import { useScreenTitle } from '#client/lib/use-document-title.ts';
import { StatusScreen } from './status-screen.tsx';

export function PageNotFound() {
  useScreenTitle('Page Not Found');
  return (
    <StatusScreen
      title="Page Not Found"
      description="The page you are looking for does not exist or has moved."
      icon={<Compass className="size-8" aria-hidden="true" />}
      action={{ label: 'Go to the home page', to: '/' }}
    />
  );
}
