/**
 * Under a pipeline card of an application in Interview: its upcoming interview (the picked time, or
 * that it waits for the candidate) and, for the team's owners and recruiters, "Schedule interview",
 * then "New times" (the candidate picks again) and "Cancel".
 * One query per job serves every card (the job's upcoming interviews).
 */
import { useQuery } from '@tanstack/react-query';
import { CalendarCheck, CalendarClock, CalendarPlus, CalendarX } from 'lucide-react';
import { useState } from 'react';
import { INTERVIEW_STATUS_LABEL } from '#shared/interview-values.ts';
import { findChosenSlot } from '#shared/schemas/interviews.ts';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { toast } from '#client/lib/use-toast.ts';
import { getCompanyInterviewsQueryOptions, useCancelInterview } from '../api/interviews.ts';
import { describeSlot } from '../utils/slot-times.ts';
import { ScheduleInterviewDialog, type TPanelMember } from './schedule-interview-dialog.tsx';

export function ApplicationInterview({
  employerId,
  jobId,
  applicationId,
  candidateName,
  jobTitle,
  isInInterviewStage,
  isReadOnly,
  members,
}: {
  employerId: number;
  jobId: number;
  applicationId: number;
  candidateName: string;
  /** For a template's {{jobTitle}} in the proposal's note. */
  jobTitle: string | undefined;
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
          <span className="min-w-0 wrap-anywhere">
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
      {isReadOnly ? null : (
        <div className="flex flex-wrap gap-2">
          {isInInterviewStage && !interview ? (
            <Button size="sm" onClick={() => setIsScheduling(true)} aria-label={`Schedule interview with ${candidateName}`}>
              <CalendarPlus aria-hidden="true" />
              Schedule interview
            </Button>
          ) : null}
          {interview ? (
            <>
              <Button
                size="sm"
                variant="outline"
                onClick={() => setIsScheduling(true)}
                aria-label={`Propose new times to ${candidateName}`}
              >
                <CalendarClock aria-hidden="true" />
                New times
              </Button>
              <CancelInterviewButton
                application={{ employerId, jobId, applicationId }}
                interviewId={interview.id}
                candidateName={candidateName}
              />
            </>
          ) : null}
        </div>
      )}
      {isReadOnly ? null : (
        <ScheduleInterviewDialog
          open={isScheduling}
          onOpenChange={setIsScheduling}
          employerId={employerId}
          jobId={jobId}
          applicationId={applicationId}
          candidateName={candidateName}
          jobTitle={jobTitle}
          members={members}
          interviewId={interview?.id}
        />
      )}
    </div>
  );
}

/** Cancels after a confirmation: the candidate is told, and every calendar invitation is withdrawn. */
function CancelInterviewButton({
  application,
  interviewId,
  candidateName,
}: {
  application: { employerId: number; jobId: number; applicationId: number };
  interviewId: number;
  candidateName: string;
}) {
  const [isConfirming, setIsConfirming] = useState(false);
  const cancel = useCancelInterview(application);
  const onConfirm = () =>
    cancel.mutate(interviewId, {
      onSuccess: () => {
        toast({ title: 'Interview Cancelled', description: `${candidateName} is told, and the calendar invitations are withdrawn.` });
        setIsConfirming(false);
      },
    });
  return (
    <>
      <Button size="sm" variant="ghost" onClick={() => setIsConfirming(true)} aria-label={`Cancel the interview with ${candidateName}`}>
        <CalendarX aria-hidden="true" />
        Cancel
      </Button>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title={`Cancel the interview with ${candidateName}?`}
        description={`${candidateName} is told in your conversation, and everyone invited gets a cancellation that removes it from their calendar.`}
        cancelText="Keep it"
        actionText="Cancel interview"
        isPending={cancel.isPending}
        onConfirm={onConfirm}
      />
    </>
  );
}
