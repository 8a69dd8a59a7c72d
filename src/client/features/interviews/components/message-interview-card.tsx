/** A conversation message's interview (the proposal, a pick, a cancellation), as its card under the message. */
import { useQuery } from '@tanstack/react-query';
import { getInterviewQueryOptions } from '../api/interviews.ts';
import { InterviewCard } from './interview-card.tsx';

export function MessageInterviewCard({ interviewId, isCandidate }: { interviewId: number; isCandidate: boolean }) {
  const interview = useQuery(getInterviewQueryOptions(interviewId));
  if (interview.isError) return <p className="text-xs text-muted-foreground">This interview could not be loaded.</p>;
  if (!interview.data) return null;
  return <InterviewCard interview={interview.data} isCandidate={isCandidate} className="w-full max-w-md" />;
}
