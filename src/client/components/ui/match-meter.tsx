/** A match percent as a ring, named for assistive technology as a meter; `children` say what it measures. */
import type { ReactNode } from 'react';
import { ProgressRing } from '#client/components/ui/progress-ring.tsx';
import { cn } from '#client/lib/utils.ts';

export function MatchMeter({ score, className, children }: { score: number; className?: string; children: ReactNode }) {
  return (
    <div
      role="meter"
      aria-label="Match"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={score}
      aria-valuetext={`${score}% match`}
      className={cn('flex items-center gap-3', className)}
    >
      <ProgressRing value={score} className="size-20 shrink-0" arc={{ className: 'stroke-primary' }}>
        <span className="text-lg font-bold tabular-nums">{score}%</span>
      </ProgressRing>
      {children}
    </div>
  );
}
