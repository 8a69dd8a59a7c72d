import { FileText, Handshake, ShieldCheck, Sparkles, WandSparkles } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { ProgressRing } from '#client/components/ui/progress-ring.tsx';
import { cn } from '#client/lib/utils.ts';

const SKILLS = ['TypeScript', 'React', 'Node.js', 'PostgreSQL', 'AWS'];

const SUGGESTIONS: { title: string; impact: 'high' | 'medium' }[] = [
  { title: 'Quantify impact in your last two roles', impact: 'high' },
  { title: 'Move cloud certifications up front', impact: 'medium' },
];

/**
 * Hero illustration: a stylised AI resume analysis (overall score, ATS compatibility, key skills,
 * suggestions). Purely decorative, so it is hidden from assistive technology; the hero copy says the same.
 */
export function ResumeScoreCard({ className }: { className?: string }) {
  return (
    <div aria-hidden="true" className={cn('relative mx-auto w-full max-w-md select-none lg:max-w-[30rem]', className)}>
      <div className="absolute -inset-6 rounded-[2.5rem] bg-gradient-to-tr from-indigo-500/25 via-violet-500/20 to-fuchsia-400/20 blur-2xl dark:from-indigo-500/30 dark:via-violet-500/25 dark:to-fuchsia-500/15" />

      <div className="relative rounded-2xl border bg-card/95 p-5 shadow-2xl shadow-indigo-950/10 backdrop-blur sm:p-6 dark:shadow-black/40">
        <FileRow />

        <div className="mt-5 grid grid-cols-[auto_1fr] items-center gap-4 rounded-xl border bg-background/60 p-3.5 sm:gap-6 sm:p-4">
          <ScoreRing value={86} />
          <div className="flex min-w-0 flex-col gap-3.5">
            <Meter label="ATS compatibility" value={92} />
            <Meter label="Skills coverage" value={78} />
            <div className="flex items-baseline justify-between text-xs">
              <span className="text-muted-foreground">Key skills found</span>
              <span className="text-sm font-semibold tabular-nums">14</span>
            </div>
          </div>
        </div>

        <div className="mt-4 flex flex-wrap gap-1.5">
          {SKILLS.map((skill) => (
            <span key={skill} className="rounded-md border bg-secondary/60 px-2 py-0.5 text-xs font-medium text-secondary-foreground">
              {skill}
            </span>
          ))}
        </div>

        <SuggestionList />

        <div className="mt-5 flex items-center justify-center gap-2 rounded-lg bg-gradient-to-r from-indigo-600 to-violet-600 px-4 py-2.5 text-sm font-medium text-white shadow-md shadow-indigo-500/25">
          <WandSparkles className="size-4" />
          Generate Improvements
        </div>
      </div>

      <FloatingNote
        className="-top-8 right-3 sm:-top-5 sm:-right-6"
        iconClassName="bg-emerald-100 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-300"
        icon={<Handshake className="size-4" />}
        title="New match"
        detail="94% fit · Senior Frontend"
      />
      <FloatingNote
        className="-bottom-6 left-3 sm:-left-8"
        iconClassName="bg-indigo-100 text-indigo-700 dark:bg-indigo-500/20 dark:text-indigo-200"
        icon={<ShieldCheck className="size-4" />}
        title="Changes ready to review"
        detail="Nothing applied without you"
      />
    </div>
  );
}

function ScoreRing({ value }: { value: number }) {
  const gradientId = useId();
  return (
    <ProgressRing
      value={value}
      radius={44}
      className="size-24 min-[400px]:size-28 sm:size-32"
      arc={{ stroke: `url(#${gradientId})` }}
      defs={
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0%" stopColor="#6366f1" />
          <stop offset="100%" stopColor="#a855f7" />
        </linearGradient>
      }
    >
      <span className="text-2xl font-bold tracking-tight tabular-nums min-[400px]:text-3xl sm:text-4xl">{value}</span>
      <span className="text-[10px] font-medium text-muted-foreground min-[400px]:text-[11px]">Overall score</span>
    </ProgressRing>
  );
}

function Meter({ label, value }: { label: string; value: number }) {
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between gap-2 text-xs">
        <span className="truncate text-muted-foreground">{label}</span>
        <span className="text-sm font-semibold tabular-nums">{value}%</span>
      </div>
      <div className="h-2 overflow-hidden rounded-full bg-secondary">
        <div className="h-full rounded-full bg-gradient-to-r from-indigo-500 to-violet-500" style={{ width: `${value}%` }} />
      </div>
    </div>
  );
}

function FileRow() {
  return (
    <div className="flex items-center gap-3">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-gradient-to-br from-indigo-500 to-violet-600 text-white shadow-sm">
        <FileText className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-semibold">alex-rivera-resume.docx</p>
        <p className="text-xs text-muted-foreground">Analyzed just now · 148 KB</p>
      </div>
      <span className="hidden shrink-0 rounded-full bg-secondary px-2.5 py-0.5 text-xs font-medium text-secondary-foreground min-[400px]:inline-flex">
        Featured
      </span>
    </div>
  );
}

function SuggestionList() {
  return (
    <div className="mt-5">
      <p className="mb-2 flex items-center gap-1.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        <Sparkles className="size-3.5 text-primary" />
        Suggestions
      </p>
      <ul className="flex flex-col gap-2">
        {SUGGESTIONS.map((suggestion) => (
          <li key={suggestion.title} className="flex items-center justify-between gap-3 rounded-lg border bg-background/60 px-3 py-2.5">
            <span className="min-w-0 truncate text-sm">{suggestion.title}</span>
            <span
              className={cn(
                'shrink-0 rounded-full px-2 py-0.5 text-[11px] font-semibold capitalize',
                suggestion.impact === 'high'
                  ? 'bg-rose-100 text-rose-800 dark:bg-rose-500/15 dark:text-rose-200'
                  : 'bg-amber-100 text-amber-900 dark:bg-amber-500/15 dark:text-amber-200',
              )}
            >
              {suggestion.impact}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A small card pinned beside the analysis, placed by `className`. */
function FloatingNote({
  className,
  iconClassName,
  icon,
  title,
  detail,
}: {
  className: string;
  iconClassName: string;
  icon: ReactNode;
  title: string;
  detail: string;
}) {
  return (
    <div className={cn('absolute flex items-center gap-2.5 rounded-xl border bg-card px-3 py-2 shadow-lg', className)}>
      <span className={cn('flex size-8 items-center justify-center rounded-full', iconClassName)}>{icon}</span>
      <div className="leading-tight">
        <p className="text-xs font-semibold">{title}</p>
        <p className="text-[11px] text-muted-foreground">{detail}</p>
      </div>
    </div>
  );
}
