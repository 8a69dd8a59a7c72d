import { useQuery } from '@tanstack/react-query';
import { FileText, Loader2, Send } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { APPLICATION_NOTE_MAX, type TJob } from '#shared/schemas/jobs.ts';
import type { TResume } from '#shared/schemas/resumes/resume.ts';
import { ResumeName, ResumeSourceBadge } from '#client/components/resume-version.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#client/components/ui/dialog.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { getResumesQueryOptions } from '#client/lib/applicant-queries.ts';
import { formatDate, formatKilobytes } from '#client/lib/format.ts';
import { toast } from '#client/lib/use-toast.ts';
import { JobFitSummary } from '../../board/components/job-fit-panel.tsx';
import { useApplyToJob } from '../api/applications.ts';
import { AdTermsCheck } from './ad-terms-check.tsx';

/** What the optional resume steps of the dialog (improve for this job) are given. */
export type TResumeToolsProps = {
  job: TJob;
  resume: TResume;
  /** A new resume version was made (an applied improvement): the dialog selects it to be sent. */
  onVersionCreated: (resume: TResume) => void;
};

/** The resume steps come from the app (they belong to the resume AI feature, which this one does not import). */
export type TRenderResumeTools = (props: TResumeToolsProps) => ReactNode;

/**
 * Apply: the developer's match with the job (the job page's number, the only one the dialog shows),
 * choose one of their resumes (the primary one first) and see which terms of the ad it mentions,
 * optionally work on it against this job (`renderResumeTools`), add a note and send. A refusal
 * (already applied, the job closed, the daily limit) is the server's message in a toast; the dialog
 * stays open.
 */
export function ApplyDialog({
  job,
  userId,
  open,
  onOpenChange,
  renderResumeTools,
}: {
  job: TJob;
  userId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  renderResumeTools?: TRenderResumeTools;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Apply to {job.title}</DialogTitle>
          <DialogDescription>
            {job.company.name} receives the resume you choose, as it is when you send it, and your note.
          </DialogDescription>
        </DialogHeader>
        <ApplyForm
          job={job}
          userId={userId}
          onSent={() => onOpenChange(false)}
          onCancel={() => onOpenChange(false)}
          renderResumeTools={renderResumeTools}
        />
      </DialogContent>
    </Dialog>
  );
}

function ApplyForm({
  job,
  userId,
  onSent,
  onCancel,
  renderResumeTools,
}: {
  job: TJob;
  userId: number;
  onSent: () => void;
  onCancel: () => void;
  renderResumeTools?: TRenderResumeTools;
}) {
  const id = useId();
  const resumes = useQuery(getResumesQueryOptions(userId));
  const [chosenResumeId, setChosenResumeId] = useState<number | null>(null);
  // A version made by Improve replaces the steps that made it: focus goes to its choice, now selected.
  const [newVersionId, setNewVersionId] = useState<number | null>(null);
  const list = resumes.data ?? [];
  const resume = list.find((item) => item.id === chosenResumeId) ?? list.find((item) => item.isPrimary) ?? list[0];

  if (resumes.isPending) return <ResumesLoading />;
  if (!resume) return <NoResume isError={resumes.isError} />;

  return (
    <div className="grid gap-5">
      <JobFitSummary jobId={job.id} />
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm leading-none font-medium">Resume to send</legend>
        <div className="grid max-h-56 gap-2 overflow-y-auto p-0.5 sm:grid-cols-2">
          {list.map((item) => (
            <ResumeChoice
              key={item.id}
              resume={item}
              name={`${id}-resume`}
              checked={item.id === resume.id}
              shouldTakeFocus={item.id === newVersionId}
              onChoose={() => setChosenResumeId(item.id)}
            />
          ))}
        </div>
      </fieldset>
      <AdTermsCheck jobId={job.id} resumeId={resume.id} />
      {/* Outside the form: their buttons must not send the application. Keyed by resume: another resume starts afresh. */}
      {renderResumeTools ? (
        <div key={resume.id}>
          {renderResumeTools({
            job,
            resume,
            onVersionCreated: (version) => {
              setChosenResumeId(version.id);
              setNewVersionId(version.id);
            },
          })}
        </div>
      ) : null}
      <ApplicationNoteForm job={job} resumeId={resume.id} onSent={onSent} onCancel={onCancel} />
    </div>
  );
}

function ResumesLoading() {
  return (
    <div className="grid gap-3" aria-busy="true">
      <span className="sr-only">Loading your resumes…</span>
      <Skeleton className="h-16 w-full" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
}

function NoResume({ isError }: { isError: boolean }) {
  return (
    <div className="grid justify-items-start gap-3 rounded-lg border border-dashed p-4 text-sm">
      <p className="font-medium">{isError ? 'Your resumes could not be loaded.' : 'You need a resume to apply.'}</p>
      <p className="text-muted-foreground">
        Upload a Word or PDF resume or build one step by step on your dashboard, then come back to this job.
      </p>
      <Button asChild size="sm">
        <Link to="/applicant">Go to My Dashboard</Link>
      </Button>
    </div>
  );
}

/** The note and Send: sends the chosen resume as it is now, with the note. */
function ApplicationNoteForm({
  job,
  resumeId,
  onSent,
  onCancel,
}: {
  job: TJob;
  resumeId: number;
  onSent: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [note, setNote] = useState('');
  const apply = useApplyToJob(job.id);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    apply.mutate(
      { resumeId, note },
      {
        onSuccess: () => {
          toast({ title: 'Application sent', description: `${job.company.name} can now see your application for ${job.title}.` });
          onSent();
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} aria-label="Application" className="grid gap-5">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-note`}>Note to {job.company.name} (optional)</Label>
        <Textarea
          id={`${id}-note`}
          value={note}
          rows={4}
          maxLength={APPLICATION_NOTE_MAX}
          placeholder="Why this job, and anything your resume does not say."
          aria-describedby={`${id}-note-count`}
          onChange={(event) => setNote(event.target.value)}
        />
        <p id={`${id}-note-count`} className="text-right text-xs text-muted-foreground tabular-nums">
          {note.length}/{APPLICATION_NOTE_MAX}
        </p>
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={apply.isPending}>
          {apply.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
          Send application
        </Button>
      </DialogFooter>
    </form>
  );
}

function ResumeChoice({
  resume,
  name,
  checked,
  shouldTakeFocus,
  onChoose,
}: {
  resume: TResume;
  name: string;
  checked: boolean;
  shouldTakeFocus: boolean;
  onChoose: () => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (shouldTakeFocus) input.current?.focus();
  }, [shouldTakeFocus]);
  return (
    <label className="flex min-w-0 cursor-pointer items-center gap-3 rounded-lg border p-3 transition-colors hover:bg-accent/50 has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50">
      <input
        ref={input}
        type="radio"
        name={name}
        className="size-4 shrink-0 accent-[var(--primary)]"
        checked={checked}
        onChange={onChoose}
      />
      <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <span className="min-w-0 flex-1">
        <ResumeName resume={resume} className="text-sm" />
        {resume.title === resume.fileName ? null : (
          <span className="mt-0.5 block text-xs wrap-anywhere text-muted-foreground">{resume.fileName}</span>
        )}
        <span className="mt-1 flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
          {formatDate(resume.uploadedAt) ?? 'Unknown date'} · {formatKilobytes(resume.fileSize)}
          <ResumeSourceBadge source={resume.source} />
          {resume.isPrimary ? <Badge variant="outline">Primary</Badge> : null}
        </span>
      </span>
    </label>
  );
}
