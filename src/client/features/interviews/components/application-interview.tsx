/**
 * Under a pipeline card of an application in Interview: its upcoming interview (the picked time, or
 * that it waits for the candidate) and "Schedule interview" for the team's owners and recruiters.
 * One query per job serves every card (the job's upcoming interviews).
 */
import { useQuery } from '@tanstack/react-query';
import { CalendarCheck, CalendarClock, CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { INTERVIEW_STATUS_LABEL } from '#shared/interview-values.ts';
import { Button } from '#client/components/ui/button.tsx';
import { getCompanyInterviewsQueryOptions } from '../api/interviews.ts';
import { describeSlot, findChosenSlot } from '../utils/slot-times.ts';
import { ScheduleInterviewDialog, type TPanelMember } from './schedule-interview-dialog.tsx';

export function ApplicationInterview({
  employerId,
  jobId,
  applicationId,
  candidateName,
  isInInterviewStage,
  isReadOnly,
  members,
}: {
  employerId: number;
  jobId: number;
  applicationId: number;
  candidateName: string;
  isInInterviewStage: boolean;
  isReadOnly: boolean;
  members: TPanelMember[];
}) {
  const interviews = useQuery(getCompanyInterviewsQueryOptions(employerId, { jobId }));
  const [isScheduling, setIsScheduling] = useState(false);
  const interview = interviews.data?.find((item) => item.applicationId === applicationId);
  const chosen = interview ? findChosenSlot(interview) : undefined;
  if (!interview && !isInInterviewStage) return null;

  return (
    <div className="grid gap-2 px-3 pt-3">
      {interview && chosen ? (
        <p className="flex items-start gap-2 text-sm">
          <CalendarCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <span className="min-w-0 break-words">
            <span className="font-medium">Interview: </span>
            <time dateTime={chosen.startsAt}>{describeSlot(chosen, interview.timeZone).local}</time>
          </span>
        </p>
      ) : interview ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <CalendarClock className="size-4 shrink-0" aria-hidden="true" />
          Interview: {INTERVIEW_STATUS_LABEL[interview.status].toLowerCase()}
        </p>
      ) : null}
      {isInInterviewStage && !isReadOnly && !interview ? (
        <>
          <Button size="sm" className="w-fit" onClick={() => setIsScheduling(true)} aria-label={`Schedule interview with ${candidateName}`}>
            <CalendarPlus aria-hidden="true" />
            Schedule interview
          </Button>
          <ScheduleInterviewDialog
            open={isScheduling}
            onOpenChange={setIsScheduling}
            employerId={employerId}
            jobId={jobId}
            applicationId={applicationId}
            candidateName={candidateName}
            members={members}
          />
        </>
      ) : null}
    </div>
  );
}
