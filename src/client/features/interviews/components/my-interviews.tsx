/** The developer's Applications tab: their upcoming interviews and the proposals waiting for their pick. */
import { useQuery } from '@tanstack/react-query';
import { CalendarDays } from 'lucide-react';
import { useId } from 'react';
import { getOwnInterviewsQueryOptions } from '../api/interviews.ts';
import { InterviewCard } from './interview-card.tsx';

export function MyInterviews() {
  const headingId = useId();
  const interviews = useQuery(getOwnInterviewsQueryOptions());
  if (!interviews.data?.length) return null;
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
        <CalendarDays className="size-5 text-primary" aria-hidden="true" />
        Interviews
      </h2>
      <ul className="grid gap-3 md:grid-cols-2">
        {interviews.data.map((interview) => (
          <li key={interview.id}>
            <InterviewCard interview={interview} isCandidate className="h-full" />
          </li>
        ))}
      </ul>
    </section>
  );
}
