import { useQuery } from '@tanstack/react-query';
import { BadgeCheck, Check, CircleAlert, Plus, Sparkles } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { TJobFit } from '#shared/schemas/jobs.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { MatchMeter } from '#client/components/ui/match-meter.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { cn } from '#client/lib/utils.ts';
import { getJobFitQueryOptions } from '../api/job-fit.ts';

/**
 * 'Your match' on a job's page: the candidate matcher's score of the developer against the job, its
 * summary ('You have 4 of 5 required skills; missing Kubernetes'), the skills had and missing, and
 * the strengths and concerns behind the score.
 */
export function JobFitPanel({ jobId }: { jobId: number }) {
  const fit = useQuery(getJobFitQueryOptions(jobId));
  return (
    <Card role="region" aria-labelledby="job-fit-heading" className="grid gap-4 p-5">
      <h2 id="job-fit-heading" className="flex items-center gap-2 text-base font-semibold">
        <Sparkles className="size-4 text-primary" aria-hidden="true" />
        Your match
      </h2>
      {fit.isPending ? (
        <div className="grid gap-3" aria-busy="true">
          <span className="sr-only">Working out your match…</span>
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : fit.isError ? (
        <div className="grid justify-items-start gap-2 text-sm">
          <p className="text-muted-foreground">Your match with this job could not be worked out right now.</p>
          <Button variant="outline" size="sm" onClick={() => void fit.refetch()}>
            Try Again
          </Button>
        </div>
      ) : (
        <FitDetails fit={fit.data} />
      )}
    </Card>
  );
}

/** The fit's number and its words, as the job's page and the apply dialog say them. */
function FitScore({ fit }: { fit: TJobFit }) {
  return (
    <MatchMeter score={fit.score} className="gap-4">
      <p className="text-sm leading-snug font-medium">{fit.summary}</p>
    </MatchMeter>
  );
}

/**
 * The apply dialog's reminder of the developer's match: the page's number and summary from the same
 * query, so the dialog shows no figure of its own.
 */
export function JobFitSummary({ jobId }: { jobId: number }) {
  const headingId = useId();
  const fit = useQuery(getJobFitQueryOptions(jobId));
  return (
    <section aria-labelledby={headingId} className="grid gap-2 rounded-xl border bg-muted/30 p-3 sm:p-4">
      <h3 id={headingId} className="flex items-center gap-2 text-sm font-semibold">
        <Sparkles className="size-4 text-primary" aria-hidden="true" />
        Your match with this job
      </h3>
      {fit.isPending ? (
        <div aria-busy="true">
          <span className="sr-only">Working out your match…</span>
          <Skeleton className="h-20 w-full" />
        </div>
      ) : fit.isError ? (
        <p className="text-sm text-muted-foreground">Your match with this job could not be worked out right now.</p>
      ) : (
        <FitScore fit={fit.data} />
      )}
    </section>
  );
}

function FitDetails({ fit }: { fit: TJobFit }) {
  return (
    <>
      <FitScore fit={fit} />
      <SkillGroup title="Required skills you have" skills={fit.requiredSkillsHad} tone="had" />
      <SkillGroup title="Required skills you are missing" skills={fit.requiredSkillsMissing} tone="missing" />
      <SkillGroup title="Nice-to-have skills you have" skills={fit.niceToHaveSkillsHad} tone="had" />
      <ReasonList title="Strengths" items={fit.strengths} icon={<BadgeCheck className="text-emerald-600 dark:text-emerald-400" />} />
      <ReasonList title="Concerns" items={fit.concerns} icon={<CircleAlert className="text-amber-600 dark:text-amber-400" />} />
    </>
  );
}

const SKILL_TONE = {
  had: 'border-emerald-300 bg-emerald-50 text-emerald-800 dark:border-emerald-500/40 dark:bg-emerald-500/10 dark:text-emerald-200',
  missing: 'border-dashed border-amber-400 bg-amber-50 text-amber-900 dark:border-amber-500/50 dark:bg-amber-500/10 dark:text-amber-200',
};

function SkillGroup({ title, skills, tone }: { title: string; skills: string[]; tone: keyof typeof SKILL_TONE }) {
  if (skills.length === 0) return null;
  const Icon = tone === 'had' ? Check : Plus;
  return (
    <div className="grid gap-1.5">
      <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{title}</p>
      <ul aria-label={title} className="flex flex-wrap gap-1.5">
        {skills.map((skill) => (
          <li
            key={skill}
            className={cn('inline-flex items-center gap-1 rounded-md border px-2 py-0.5 text-xs font-medium', SKILL_TONE[tone])}
          >
            <Icon className="size-3" aria-hidden="true" />
            {skill}
          </li>
        ))}
      </ul>
    </div>
  );
}

function ReasonList({ title, items, icon }: { title: string; items: string[]; icon: ReactNode }) {
  if (items.length === 0) return null;
  return (
    <div className="grid gap-1.5 text-sm">
      <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{title}</p>
      <ul aria-label={title} className="grid gap-1.5 [&_svg]:mt-0.5 [&_svg]:size-3.5 [&_svg]:shrink-0">
        {items.map((item) => (
          <li key={item} className="flex gap-1.5 leading-snug">
            <span aria-hidden="true">{icon}</span>
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
