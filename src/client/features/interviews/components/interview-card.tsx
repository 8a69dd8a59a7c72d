/**
 * An interview as a card: in a conversation (the proposal message), on the developer's Applications
 * tab and in the team's lists. The developer picks a time or asks for others here; everyone reads the
 * times in their own zone, with the organiser's beside when it differs.
 */
import { CalendarCheck, CalendarClock, CalendarX, MapPin, Users } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { CANDIDATE_INTERVIEW_STATUS_LABEL, describeTimeZone, INTERVIEW_STATUS_LABEL } from '#shared/interview-values.ts';
import { findChosenSlot, INTERVIEW_NOTE_MAX, type TInterview, type TInterviewSlot } from '#shared/schemas/interviews.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { toast } from '#client/lib/use-toast.ts';
import { cn } from '#client/lib/utils.ts';
import { useAcceptInterview, useAskOtherTimes } from '../api/interviews.ts';
import { describeSlot, getBrowserTimeZone } from '../utils/slot-times.ts';

const STATUS_VARIANT = { proposed: 'secondary', other_times_requested: 'outline', scheduled: 'default', cancelled: 'outline' } as const;

export function InterviewCard({ interview, isCandidate, className }: { interview: TInterview; isCandidate: boolean; className?: string }) {
  const headingId = useId();
  const readerZone = getBrowserTimeZone();
  const chosen = findChosenSlot(interview);
  const title = isCandidate
    ? `Interview for ${interview.job.title}${interview.companyName ? ` at ${interview.companyName}` : ''}`
    : `Interview with ${interview.candidate.fullName}`;
  const Icon = interview.status === 'scheduled' ? CalendarCheck : interview.status === 'cancelled' ? CalendarX : CalendarClock;

  return (
    <section
      aria-labelledby={headingId}
      className={cn('grid gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-xs', className)}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <h3 id={headingId} className="flex min-w-0 items-center gap-2 text-sm font-semibold">
            <Icon className="size-4 shrink-0 text-primary" aria-hidden="true" />
            <span className="wrap-anywhere">{title}</span>
          </h3>
          {isCandidate ? null : <p className="pl-6 text-xs wrap-anywhere text-muted-foreground">{interview.job.title}</p>}
        </div>
        <Badge variant={STATUS_VARIANT[interview.status]}>
          {(isCandidate ? CANDIDATE_INTERVIEW_STATUS_LABEL : INTERVIEW_STATUS_LABEL)[interview.status]}
        </Badge>
      </div>

      {interview.status === 'scheduled' && chosen ? (
        <SlotTime slot={chosen} organiserZone={interview.timeZone} readerZone={readerZone} emphasis />
      ) : null}
      {interview.status === 'proposed' ? (
        <ProposedSlots interview={interview} isCandidate={isCandidate} readerZone={readerZone} headingId={headingId} />
      ) : null}
      {interview.status === 'other_times_requested' ? (
        <p className="text-sm text-muted-foreground">
          {isCandidate
            ? 'You asked for other times: the team will propose new ones.'
            : `${interview.candidate.fullName} asked for other times.`}
          {interview.otherTimesNote ? <span className="mt-1 block text-foreground">“{interview.otherTimesNote}”</span> : null}
        </p>
      ) : null}
      {interview.status === 'cancelled' ? <p className="text-sm text-muted-foreground">This interview was cancelled.</p> : null}

      <InterviewFacts interview={interview} />
      {interview.note && interview.status !== 'cancelled' ? (
        <p className="text-sm wrap-anywhere whitespace-pre-line">{interview.note}</p>
      ) : null}
      <p className="text-xs text-muted-foreground">
        Times in your time zone, {describeTimeZone(readerZone)}
        {interview.timeZone === readerZone ? '.' : `; the organiser's is ${describeTimeZone(interview.timeZone)}.`}
      </p>
    </section>
  );
}

function SlotTime({
  slot,
  organiserZone,
  readerZone,
  emphasis = false,
}: {
  slot: TInterviewSlot;
  organiserZone: string;
  readerZone: string;
  emphasis?: boolean;
}) {
  const { local, organiser } = describeSlot(slot, organiserZone, readerZone);
  return (
    <div className="grid min-w-0 gap-0.5">
      <time dateTime={slot.startsAt} className={cn('wrap-anywhere', emphasis ? 'text-base font-semibold' : 'text-sm font-medium')}>
        {local}
      </time>
      {organiser ? <span className="text-xs wrap-anywhere text-muted-foreground">{organiser}</span> : null}
    </div>
  );
}

function ProposedSlots({
  interview,
  isCandidate,
  readerZone,
  headingId,
}: {
  interview: TInterview;
  isCandidate: boolean;
  readerZone: string;
  headingId: string;
}) {
  const accept = useAcceptInterview();
  const [isAsking, setIsAsking] = useState(false);
  const onPick = (slot: TInterviewSlot) =>
    accept.mutate(
      { interviewId: interview.id, slotId: slot.id },
      { onSuccess: () => toast({ title: 'Interview Scheduled', description: 'A calendar invitation is on its way to your inbox.' }) },
    );

  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">
        {isCandidate ? 'Pick the time that suits you best:' : `Waiting for ${interview.candidate.fullName} to pick one of these times:`}
      </p>
      <ul className="grid gap-2" aria-describedby={headingId}>
        {interview.slots.map((slot) => (
          <li key={slot.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border bg-background px-3 py-2">
            <SlotTime slot={slot} organiserZone={interview.timeZone} readerZone={readerZone} />
            {isCandidate ? (
              <Button
                size="sm"
                disabled={accept.isPending}
                onClick={() => onPick(slot)}
                aria-label={`Pick this time: ${describeSlot(slot, readerZone, readerZone).local}`}
              >
                Pick this time
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {isCandidate ? (
        isAsking ? (
          <AskOtherTimesForm interviewId={interview.id} onDone={() => setIsAsking(false)} />
        ) : (
          <Button variant="outline" size="sm" className="w-fit" onClick={() => setIsAsking(true)}>
            Ask for other times
          </Button>
        )
      ) : null}
    </div>
  );
}

function AskOtherTimesForm({ interviewId, onDone }: { interviewId: number; onDone: () => void }) {
  const id = useId();
  const ask = useAskOtherTimes();
  const [note, setNote] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    ask.mutate(
      { interviewId, note: note.trim() },
      {
        onSuccess: () => {
          toast({ title: 'Request Sent', description: 'The team will propose other times.' });
          onDone();
        },
      },
    );
  };
  return (
    <form onSubmit={onSubmit} className="grid gap-2">
      <Label htmlFor={`${id}-note`}>What suits you better? (optional)</Label>
      <Textarea
        id={`${id}-note`}
        rows={2}
        value={note}
        maxLength={INTERVIEW_NOTE_MAX}
        onChange={(event) => setNote(event.target.value)}
        placeholder="e.g. Mornings before 11:00 work best for me."
        autoFocus
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={ask.isPending}>
          Ask for other times
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function InterviewFacts({ interview }: { interview: TInterview }) {
  const isLink = interview.location !== null && /^https?:\/\//i.test(interview.location);
  if (!interview.location && interview.interviewers.length === 0) return null;
  return (
    <dl className="grid gap-1.5 text-sm">
      {interview.location ? (
        <div className="flex min-w-0 items-start gap-2">
          <dt>
            <MapPin className="mt-0.5 size-4 text-muted-foreground" aria-hidden="true" />
            <span className="sr-only">Where</span>
          </dt>
          <dd className="min-w-0 wrap-anywhere">
            {isLink ? (
              <a href={interview.location!} target="_blank" rel="noreferrer noopener" className="text-primary underline underline-offset-2">
                {interview.location}
              </a>
            ) : (
              interview.location
            )}
          </dd>
        </div>
      ) : null}
      {interview.interviewers.length > 0 ? (
        <div className="flex min-w-0 items-start gap-2">
          <dt>
            <Users className="mt-0.5 size-4 text-muted-foreground" aria-hidden="true" />
            <span className="sr-only">Interviewers</span>
          </dt>
          <dd className="min-w-0 wrap-anywhere">{interview.interviewers.map((member) => member.fullName).join(', ')}</dd>
        </div>
      ) : null}
    </dl>
  );
}
