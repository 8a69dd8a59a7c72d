import { UserRound } from 'lucide-react';
import { StatusScreen } from '#client/components/layout/status-screen.tsx';

export function CandidateProfilePage() {
  return (
    <StatusScreen
      title="Candidate not found"
      description="Candidate profiles open from the candidate search."
      icon={<UserRound className="size-8" aria-hidden="true" />}
      action={{ label: 'Back to Dashboard', to: '/employer' }}
    />
  );
}
