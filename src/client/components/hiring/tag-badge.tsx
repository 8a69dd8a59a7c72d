/** A company tag as a small coloured label, with an optional remove button. */
import { X } from 'lucide-react';
import type { TTagColor } from '#shared/schemas/candidate-tags.ts';
import { cn } from '#client/lib/utils.ts';

/** Each palette colour in light and dark, with text that keeps AA contrast on its background. */
export const TAG_COLOR_CLASS: Record<TTagColor, string> = {
  gray: 'border-zinc-300 bg-zinc-100 text-zinc-800 dark:border-zinc-700 dark:bg-zinc-800 dark:text-zinc-100',
  blue: 'border-blue-200 bg-blue-50 text-blue-800 dark:border-blue-800 dark:bg-blue-950 dark:text-blue-200',
  green: 'border-emerald-200 bg-emerald-50 text-emerald-800 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  amber: 'border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200',
  red: 'border-red-200 bg-red-50 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200',
  purple: 'border-violet-200 bg-violet-50 text-violet-800 dark:border-violet-800 dark:bg-violet-950 dark:text-violet-200',
  pink: 'border-pink-200 bg-pink-50 text-pink-800 dark:border-pink-800 dark:bg-pink-950 dark:text-pink-200',
  teal: 'border-teal-200 bg-teal-50 text-teal-800 dark:border-teal-800 dark:bg-teal-950 dark:text-teal-200',
};

export function TagBadge({
  name,
  color,
  title,
  onRemove,
  className,
}: {
  name: string;
  color: TTagColor | null;
  /** Shown on hover: who tagged and when. */
  title?: string;
  onRemove?: () => void;
  className?: string;
}) {
  return (
    <span
      data-slot="tag-badge"
      title={title}
      className={cn(
        'inline-flex max-w-full items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium',
        TAG_COLOR_CLASS[color ?? 'gray'],
        className,
      )}
    >
      <span className="truncate">{name}</span>
      {onRemove ? (
        <button
          type="button"
          onClick={onRemove}
          aria-label={`Remove tag ${name}`}
          className="-mr-1 rounded-full p-0.5 hover:bg-black/10 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none dark:hover:bg-white/15"
        >
          <X className="size-3" aria-hidden="true" />
        </button>
      ) : null}
    </span>
  );
}
