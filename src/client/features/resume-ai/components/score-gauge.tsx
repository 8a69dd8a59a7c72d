import { ProgressRing } from '#client/components/ui/progress-ring.tsx';
import { cn } from '#client/lib/utils.ts';
import { getScoreBand, SCORE_BAND_LABEL } from '#shared/score-scale.ts';
import { SCORE_BAND_STROKE, SCORE_BAND_TEXT } from './score-band-styles.ts';

/**
 * A 0–100 score as a ring. It is a `meter` for assistive technology (name, value and its reading);
 * the number is also printed inside, so nothing depends on seeing the arc.
 */
export function ScoreGauge({ label, score, unit = '', className }: { label: string; score: number; unit?: string; className?: string }) {
  const band = getScoreBand(score);
  return (
    <div
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={score}
      aria-valuetext={`${score}${unit} out of 100, ${SCORE_BAND_LABEL[band].toLowerCase()}`}
      className={cn('flex flex-col items-center gap-2 text-center', className)}
    >
      <ProgressRing
        value={score}
        className="size-28 sm:size-32"
        arc={{
          className: cn('transition-[stroke-dashoffset] duration-700 ease-out motion-reduce:transition-none', SCORE_BAND_STROKE[band]),
        }}
      >
        <span className="text-3xl font-bold tracking-tight tabular-nums sm:text-4xl">
          {score}
          {unit ? <span className="text-lg font-semibold sm:text-xl">{unit}</span> : null}
        </span>
        <span className={cn('text-[11px] font-semibold', SCORE_BAND_TEXT[band])}>{SCORE_BAND_LABEL[band]}</span>
      </ProgressRing>
      <span className="text-sm font-medium">{label}</span>
    </div>
  );
}
