import { UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { StatusScreen } from '../../../components/layout/status-screen.tsx';
import { Button } from '../../../components/ui/button.tsx';

export function CandidateProfilePage() {
  return (
    <StatusScreen
      title="Candidate not found"
      description="Candidate profiles open from the candidate search."
      icon={<UserRound className="size-8" aria-hidden="true" />}
    >
      <Button asChild>
        <Link to="/employer">Back to Dashboard</Link>
      </Button>
    </StatusScreen>
  );
}
