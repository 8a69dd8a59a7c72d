/** A learning resource's difficulty (beginner, intermediate, advanced) as a coloured pill, the same on every learning card. */
import { cn } from '#client/lib/utils.ts';

export type TDifficulty = 'beginner' | 'intermediate' | 'advanced';

const DIFFICULTY_STYLES: Record<TDifficulty, string> = {
  beginner: 'bg-emerald-500/10 text-emerald-700 dark:text-emerald-300',
  intermediate: 'bg-amber-500/15 text-amber-800 dark:text-amber-300',
  advanced: 'bg-rose-500/10 text-rose-700 dark:text-rose-300',
};

export function DifficultyBadge({ difficulty, className }: { difficulty: TDifficulty; className?: string }) {
  return (
    <span
      data-slot="difficulty-badge"
      className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize', DIFFICULTY_STYLES[difficulty], className)}
    >
      {difficulty}
    </span>
  );
}
