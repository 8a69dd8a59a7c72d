/**
 * The team's upcoming interviews, soonest first: on the employer dashboard's Jobs tab (every job) and
 * above a job's pipeline (that job). Nothing shows while there are none.
 */
import { useQuery } from '@tanstack/react-query';
import { CalendarDays } from 'lucide-react';
import { useId } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { getCompanyInterviewsQueryOptions } from '../api/interviews.ts';
import { InterviewCard } from './interview-card.tsx';

export function UpcomingInterviews({ employerId, jobId }: { employerId: number; jobId?: number }) {
  const headingId = useId();
  const interviews = useQuery(getCompanyInterviewsQueryOptions(employerId, { jobId }));
  if (!interviews.data?.length) return null;
  return (
    <Card aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle id={headingId} className="flex items-center gap-2">
          <CalendarDays className="size-5 text-primary" aria-hidden="true" />
          Upcoming interviews
        </CardTitle>
        <CardDescription>
          {jobId === undefined ? 'Across your jobs, soonest first.' : 'For this job, soonest first.'} Times are in your time zone.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3 lg:grid-cols-2">
          {interviews.data.map((interview) => (
            <li key={interview.id}>
              <InterviewCard interview={interview} isCandidate={false} className="h-full" />
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
