import { FileX } from 'lucide-react';
import { useParams } from 'react-router';
import { StatusScreen } from '../../../components/layout/status-screen.tsx';

export function ResumePage() {
  const { resumeId = '' } = useParams();
  const isValidId = /^\d+$/.test(resumeId);
  return (
    <StatusScreen
      title={isValidId ? 'Resume Not Found' : 'Invalid Resume'}
      description={isValidId ? 'This resume does not exist or has been deleted.' : 'The resume link is not valid.'}
      icon={<FileX className="size-8" aria-hidden="true" />}
      action={{ label: 'Return to Dashboard', to: '/applicant' }}
    />
  );
}
