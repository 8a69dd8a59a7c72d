import { Loader2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { getProgressMessage, type TProgressStage } from '../utils/progress-stages.ts';

function getElapsedSeconds(startedAt: number): number {
  return Math.max(0, Math.floor((Date.now() - startedAt) / 1000));
}

/**
 * A long call in progress: what it is doing and for how long. Only the stage message is announced
 * (politely); the seconds counter is not, so screen readers are not interrupted every second.
 */
export function AnalysisProgress({ title, stages, startedAt }: { title: string; stages: TProgressStage[]; startedAt: number }) {
  const [elapsedSeconds, setElapsedSeconds] = useState(() => getElapsedSeconds(startedAt));

  useEffect(() => {
    const timer = setInterval(() => setElapsedSeconds(getElapsedSeconds(startedAt)), 1000);
    return () => clearInterval(timer);
  }, [startedAt]);

  return (
    <div className="flex flex-col gap-3 rounded-xl border border-primary/30 bg-primary/5 p-4">
      <div className="flex items-center gap-3">
        <Loader2 className="size-5 shrink-0 animate-spin text-primary" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold">{title}</p>
          <p role="status" aria-live="polite" className="text-sm text-muted-foreground">
            {getProgressMessage(stages, elapsedSeconds)}
          </p>
        </div>
        <span className="shrink-0 text-xs text-muted-foreground tabular-nums" aria-hidden="true">
          {elapsedSeconds}s
        </span>
      </div>
      {/* Indeterminate: a sweep, not a percentage nobody could know. */}
      <div className="relative h-1 overflow-hidden rounded-full bg-primary/15" aria-hidden="true">
        <div className="absolute inset-y-0 w-1/3 animate-progress-sweep rounded-full bg-primary motion-reduce:w-full motion-reduce:animate-none motion-reduce:opacity-40" />
      </div>
    </div>
  );
}
