import type { ReactNode, SVGProps } from 'react';
import { cn } from '#client/lib/utils.ts';

/**
 * A 0–100 value drawn as a ring with `children` in its middle. Drawing only (the SVG is hidden from
 * assistive technology): the caller names the value, e.g. as a `meter`.
 */
export function ProgressRing({
  value,
  radius = 42,
  className,
  arc,
  defs,
  children,
}: {
  value: number;
  radius?: number;
  /** Size classes of the ring. */
  className?: string;
  /** The filled arc's colour: a stroke class, or a `stroke` such as a gradient from `defs`. */
  arc: Pick<SVGProps<SVGCircleElement>, 'className' | 'stroke'>;
  defs?: ReactNode;
  children: ReactNode;
}) {
  const circumference = 2 * Math.PI * radius;
  return (
    <div data-slot="progress-ring" className={cn('relative', className)}>
      <svg viewBox="0 0 100 100" className="size-full -rotate-90" aria-hidden="true">
        {defs ? <defs>{defs}</defs> : null}
        <circle cx="50" cy="50" r={radius} fill="none" strokeWidth="9" className="stroke-secondary" />
        <circle
          cx="50"
          cy="50"
          r={radius}
          fill="none"
          strokeWidth="9"
          strokeLinecap="round"
          className={arc.className}
          stroke={arc.stroke}
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - value / 100)}
        />
      </svg>
      <div className="absolute inset-0 flex flex-col items-center justify-center">{children}</div>
    </div>
  );
}
