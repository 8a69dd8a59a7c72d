/** A job card's count of applicants (withdrawn applications left out), for the Jobs tab's cards. */
import { useQuery } from '@tanstack/react-query';
import { UsersRound } from 'lucide-react';
import { formatCount } from '#client/lib/format.ts';
import { getApplicantsPerJobQueryOptions } from '../api/hiring-analytics.ts';

export function JobApplicantCount({ employerId, jobId }: { employerId: number; jobId: number }) {
  // One call for every card of the list.
  const counts = useQuery(getApplicantsPerJobQueryOptions(employerId));
  const applicants = counts.data?.get(jobId);
  if (applicants === undefined) return null;
  return (
    <p className="flex items-center gap-1.5 text-sm font-medium">
      <UsersRound className="size-4 text-muted-foreground" aria-hidden="true" />
      {applicants === 0 ? 'No applicants yet' : formatCount(applicants, 'applicant')}
    </p>
  );
}
