import { ChevronsUpDown } from 'lucide-react';
import { useMemo, useState } from 'react';
import { cn } from '#client/lib/utils.ts';
import { buildWordDiff, countDiffWords, foldUnchangedLines, type TDiffSegment } from '../utils/word-diff.ts';

const REMOVED_STYLE =
  'rounded-sm bg-rose-100 px-0.5 text-rose-900 line-through decoration-rose-600/70 dark:bg-rose-500/20 dark:text-rose-100 dark:decoration-rose-300/70';
const ADDED_STYLE = 'rounded-sm bg-emerald-100 px-0.5 text-emerald-900 no-underline dark:bg-emerald-500/20 dark:text-emerald-100';

/**
 * The original and the improved text in one view: removed words struck through, added words
 * highlighted, long unchanged stretches folded until asked for.
 */
export function WordDiffView({ id, original, improved }: { id: string; original: string; improved: string }) {
  const segments = useMemo(() => buildWordDiff(original, improved), [original, improved]);
  const blocks = useMemo(() => foldUnchangedLines(segments), [segments]);
  const [unfoldedBlocks, setUnfoldedBlocks] = useState<ReadonlySet<number>>(new Set());
  const { addedWords, removedWords } = countDiffWords(segments);
  return (
    <div id={id} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted-foreground">
        <span>
          {addedWords} {addedWords === 1 ? 'word' : 'words'} added, {removedWords} removed
        </span>
        <span className="flex items-center gap-3" aria-hidden="true">
          <span className={REMOVED_STYLE}>removed</span>
          <span className={ADDED_STYLE}>added</span>
        </span>
      </div>
      <div
        role="region"
        aria-label="Changes: removed text is struck through, added text is highlighted"
        tabIndex={0}
        className="max-h-[32rem] overflow-auto rounded-lg border bg-background p-4 text-sm leading-relaxed wrap-anywhere whitespace-pre-wrap outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        {blocks.map((block, index) =>
          block.kind === 'segment' ? (
            <DiffSegment key={index} segment={block.segment} />
          ) : unfoldedBlocks.has(index) ? (
            block.text
          ) : (
            <button
              key={index}
              type="button"
              onClick={() => setUnfoldedBlocks(new Set(unfoldedBlocks).add(index))}
              className="my-1 flex w-full items-center gap-2 rounded-md bg-muted px-3 py-1 text-left text-xs font-medium text-muted-foreground hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <ChevronsUpDown className="size-3.5" aria-hidden="true" />
              Show {block.lineCount} unchanged lines
            </button>
          ),
        )}
      </div>
    </div>
  );
}

function DiffSegment({ segment }: { segment: TDiffSegment }) {
  if (segment.kind === 'same') return segment.text;
  // Screen readers do not announce <ins>/<del> by default: say it, except for bare whitespace.
  const isWhitespace = segment.text.trim() === '';
  const Tag = segment.kind === 'added' ? 'ins' : 'del';
  return (
    <Tag className={cn(segment.kind === 'added' ? ADDED_STYLE : REMOVED_STYLE, isWhitespace && 'px-0')}>
      {isWhitespace ? null : <span className="sr-only">[{segment.kind}: </span>}
      {segment.text}
      {isWhitespace ? null : <span className="sr-only">]</span>}
    </Tag>
  );
}
