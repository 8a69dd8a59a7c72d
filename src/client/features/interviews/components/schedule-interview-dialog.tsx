/**
 * Proposing interview times: up to five, each a date and time in the recruiter's own zone (shown), one
 * duration, the panel from the team, a place or video link and a note (typed, or from one of the
 * team's message templates). The candidate picks one in the conversation or on their dashboard.
 */
import { Plus, Trash2 } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { describeTimeZone, INTERVIEW_DURATION_CHOICES, INTERVIEW_SLOTS_MAX } from '#shared/interview-values.ts';
import { INTERVIEW_LOCATION_MAX, INTERVIEW_NOTE_MAX } from '#shared/schemas/interviews.ts';
import { toFirstName, type TPlaceholderValues } from '#shared/schemas/message-templates.ts';
import { PlaceholderNotice, usePlaceholderCheck } from '#client/components/hiring/placeholder-notice.tsx';
import { TemplatePicker } from '#client/components/hiring/template-picker.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#client/components/ui/dialog.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { getCompanyQueryOptions } from '#client/lib/company-query.ts';
import { useSession } from '#client/lib/session-context.tsx';
import { toast } from '#client/lib/use-toast.ts';
import { useProposeInterview, useUpdateInterview } from '../api/interviews.ts';
import { getBrowserTimeZone, suggestLocalTime, toInstant } from '../utils/slot-times.ts';

export type TPanelMember = { userId: number; fullName: string };

export function ScheduleInterviewDialog({
  open,
  onOpenChange,
  employerId,
  jobId,
  applicationId,
  candidateName,
  jobTitle,
  members,
  interviewId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  employerId: number;
  jobId: number;
  applicationId: number;
  candidateName: string;
  jobTitle: string | undefined;
  /** The company's members, who may sit on the panel. */
  members: TPanelMember[];
  /** An interview to propose new times for (the candidate picks again); none for a first proposal. */
  interviewId?: number;
}) {
  const companyName = useQuery(getCompanyQueryOptions(employerId)).data?.company?.name;
  const recruiterName = useSession().user?.fullName;
  const placeholderValues = { firstName: toFirstName(candidateName), jobTitle, company: companyName, recruiterName };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>
            {interviewId === undefined ? `Schedule an interview with ${candidateName}` : `Propose new times to ${candidateName}`}
          </DialogTitle>
          <DialogDescription>
            Propose up to {INTERVIEW_SLOTS_MAX} times. {candidateName} picks one in your conversation, and everyone gets a calendar
            invitation.
          </DialogDescription>
        </DialogHeader>
        {open ? (
          <ProposalForm
            application={{ employerId, jobId, applicationId }}
            interviewId={interviewId}
            members={members}
            placeholderValues={placeholderValues}
            onDone={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function ProposalForm({
  application,
  interviewId,
  members,
  placeholderValues,
  onDone,
}: {
  application: { employerId: number; jobId: number; applicationId: number };
  interviewId: number | undefined;
  members: TPanelMember[];
  placeholderValues: TPlaceholderValues;
  onDone: () => void;
}) {
  const id = useId();
  const timeZone = getBrowserTimeZone();
  const proposeFirst = useProposeInterview(application);
  const proposeAgain = useUpdateInterview(application);
  const [times, setTimes] = useState(() => [suggestLocalTime(2, 10), suggestLocalTime(3, 14)]);
  const [duration, setDuration] = useState(60);
  const [panel, setPanel] = useState<number[]>([application.employerId]);
  const [location, setLocation] = useState('');
  const [note, setNote] = useState('');
  const placeholders = usePlaceholderCheck(note);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!placeholders.check()) return;
    const proposal = {
      slots: times.filter(Boolean).map((time) => ({ startsAt: toInstant(time), durationMinutes: duration })),
      timeZone,
      interviewerIds: panel,
      location: location.trim() || null,
      note: note.trim() || null,
    };
    const onSuccess = () => {
      toast({ title: 'Times Proposed', description: 'The candidate can now pick a time in your conversation.' });
      onDone();
    };
    if (interviewId === undefined) proposeFirst.mutate(proposal, { onSuccess });
    else proposeAgain.mutate({ interviewId, ...proposal }, { onSuccess });
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-5">
      <ProposedTimesFieldset times={times} timeZone={timeZone} onChange={setTimes} />

      <DurationField minutes={duration} onChange={setDuration} />

      <InterviewersFieldset members={members} chosen={panel} onChange={setPanel} />

      <div className="grid gap-2">
        <Label htmlFor={`${id}-location`}>Location or video link</Label>
        <Input
          id={`${id}-location`}
          value={location}
          maxLength={INTERVIEW_LOCATION_MAX}
          onChange={(event) => setLocation(event.target.value)}
          placeholder="e.g. https://meet.example.com/team-interview"
        />
      </div>

      <NoteToCandidateField employerId={application.employerId} placeholderValues={placeholderValues} note={note} onChange={setNote} />
      <PlaceholderNotice check={placeholders} />

      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={proposeFirst.isPending || proposeAgain.isPending}>
          Send proposal
        </Button>
      </DialogFooter>
    </form>
  );
}

function DurationField({ minutes, onChange }: { minutes: number; onChange: (minutes: number) => void }) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <Label htmlFor={`${id}-duration`}>Duration</Label>
      <select
        id={`${id}-duration`}
        value={minutes}
        onChange={(event) => onChange(Number(event.target.value))}
        className="h-9 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
      >
        {INTERVIEW_DURATION_CHOICES.map((choice) => (
          <option key={choice} value={choice}>
            {choice} minutes
          </option>
        ))}
      </select>
    </div>
  );
}

/** The optional note, typed or taken from one of the team's message templates. */
function NoteToCandidateField({
  employerId,
  placeholderValues,
  note,
  onChange,
}: {
  employerId: number;
  placeholderValues: TPlaceholderValues;
  note: string;
  onChange: (note: string) => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Label htmlFor={`${id}-note`}>Note to the candidate (optional)</Label>
        <TemplatePicker employerId={employerId} kind="message" values={placeholderValues} onPick={(filled) => onChange(filled.body)} />
      </div>
      <Textarea
        id={`${id}-note`}
        rows={3}
        value={note}
        maxLength={INTERVIEW_NOTE_MAX}
        onChange={(event) => onChange(event.target.value)}
        placeholder="e.g. A 45-minute technical conversation with two engineers from the team."
      />
    </div>
  );
}

/** Up to INTERVIEW_SLOTS_MAX times, in the recruiter's own time zone. */
function ProposedTimesFieldset({ times, timeZone, onChange }: { times: string[]; timeZone: string; onChange: (times: string[]) => void }) {
  const id = useId();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">Proposed times</legend>
      <p className="text-xs text-muted-foreground">In your time zone, {describeTimeZone(timeZone)}. The candidate sees them in theirs.</p>
      <ol className="grid gap-2">
        {times.map((time, index) => (
          <li key={index} className="flex items-center gap-2">
            <Label htmlFor={`${id}-time-${index}`} className="sr-only">
              Time {index + 1}
            </Label>
            <Input
              id={`${id}-time-${index}`}
              type="datetime-local"
              required
              value={time}
              onChange={(event) => onChange(times.map((value, i) => (i === index ? event.target.value : value)))}
            />
            {times.length > 1 ? (
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Remove time ${index + 1}`}
                onClick={() => onChange(times.filter((_, i) => i !== index))}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            ) : null}
          </li>
        ))}
      </ol>
      {times.length < INTERVIEW_SLOTS_MAX ? (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="w-fit"
          onClick={() => onChange([...times, suggestLocalTime(times.length + 2, 10)])}
        >
          <Plus aria-hidden="true" />
          Add another time
        </Button>
      ) : null}
    </fieldset>
  );
}

/** Which of the team's members interview; the recruiter proposing is ticked to begin with. */
function InterviewersFieldset({
  members,
  chosen,
  onChange,
}: {
  members: TPanelMember[];
  chosen: number[];
  onChange: (userIds: number[]) => void;
}) {
  const id = useId();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">Interviewers</legend>
      <ul className="grid gap-2 sm:grid-cols-2">
        {members.map((member) => (
          <li key={member.userId} className="flex items-center gap-2">
            <Checkbox
              id={`${id}-member-${member.userId}`}
              checked={chosen.includes(member.userId)}
              onCheckedChange={(checked) =>
                onChange(checked === true ? [...chosen, member.userId] : chosen.filter((userId) => userId !== member.userId))
              }
            />
            <Label htmlFor={`${id}-member-${member.userId}`} className="font-normal">
              {member.fullName}
            </Label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
