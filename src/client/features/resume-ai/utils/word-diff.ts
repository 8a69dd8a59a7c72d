/**
 * A readable word-level diff of a resume and its improved version, for the review box. Lines are
 * matched first (so untouched lines stay whole; edits apart only by blank lines form one block), then
 * each replaced block is compared word by word.
 * A block rewritten almost entirely reads better as "old, then new" than as confetti of tiny edits,
 * so below a similarity threshold it is shown that way.
 */
import { diffLines, diffWordsWithSpace, type Change } from 'diff';

export type TDiffSegmentKind = 'same' | 'added' | 'removed';
export type TDiffSegment = { kind: TDiffSegmentKind; text: string };

/** Share of a replaced block's words that must survive for a word-by-word view. */
const MIN_WORD_SIMILARITY = 0.4;
/** Beyond this many word edits in one block the word diff gives up (deterministic, unlike a timeout). */
const MAX_WORD_EDITS = 4000;

function getKind(change: Change): TDiffSegmentKind {
  if (change.added) return 'added';
  if (change.removed) return 'removed';
  return 'same';
}

function countNonSpaceCharacters(text: string): number {
  return text.replace(/\s+/g, '').length;
}

/** Word-by-word segments of one replaced block, or the whole block out and in when too little survives. */
function diffReplacedBlock(removed: string, added: string): TDiffSegment[] {
  const wholeBlock: TDiffSegment[] = [
    { kind: 'removed', text: removed },
    { kind: 'added', text: added },
  ];
  const changes = diffWordsWithSpace(removed, added, { maxEditLength: MAX_WORD_EDITS });
  if (!changes) return wholeBlock;
  const kept = changes
    .filter((change) => !change.added && !change.removed)
    .reduce((total, change) => total + countNonSpaceCharacters(change.value), 0);
  const longest = Math.max(countNonSpaceCharacters(removed), countNonSpaceCharacters(added), 1);
  if (kept / longest < MIN_WORD_SIMILARITY) return wholeBlock;
  return changes.map((change) => ({ kind: getKind(change), text: change.value }));
}

/** The same leading and trailing whitespace of an edit's two sides, moved out as unchanged text. */
function splitSharedWhitespace(removed: string, added: string): TDiffSegment[] {
  let start = 0;
  while (start < removed.length && start < added.length && removed[start] === added[start] && /\s/.test(removed[start]!)) start += 1;
  let end = 0;
  while (
    end < removed.length - start &&
    end < added.length - start &&
    removed[removed.length - 1 - end] === added[added.length - 1 - end] &&
    /\s/.test(removed[removed.length - 1 - end]!)
  ) {
    end += 1;
  }
  return [
    { kind: 'same', text: removed.slice(0, start) },
    { kind: 'removed', text: removed.slice(start, removed.length - end) },
    { kind: 'added', text: added.slice(start, added.length - end) },
    { kind: 'same', text: removed.slice(removed.length - end) },
  ];
}

/** Spaces inside a line: between two word edits they make one edit of a phrase. */
const SPACE_WITHIN_LINE = /^[^\S\n]+$/;
/** Blank lines: between two line edits they make one replaced block (a rewritten section). */
const BLANK_LINES = /^\s+$/;

/**
 * Edits separated only by a `gap` become one: 'Responsible for' → 'Built' instead of 'Responsible'
 * → 'Built', ' ', 'for '. The joined edit lists all its removed text, then all its added text.
 */
function joinNearbyEdits(segments: TDiffSegment[], gap: RegExp): TDiffSegment[] {
  const joined: TDiffSegment[] = [];
  let index = 0;
  while (index < segments.length) {
    const segment = segments[index]!;
    if (segment.kind === 'same') {
      joined.push(segment);
      index += 1;
      continue;
    }
    let removed = '';
    let added = '';
    let end = index;
    while (end < segments.length) {
      const current = segments[end]!;
      const isGapBetweenEdits =
        current.kind === 'same' && gap.test(current.text) && segments[end + 1] && segments[end + 1]!.kind !== 'same';
      if (current.kind === 'same' && !isGapBetweenEdits) break;
      if (current.kind !== 'added') removed += current.text;
      if (current.kind !== 'removed') added += current.text;
      end += 1;
    }
    joined.push(...splitSharedWhitespace(removed, added));
    index = end;
  }
  return joined;
}

/** Adjacent segments of one kind joined; empty ones dropped. */
function mergeSegments(segments: TDiffSegment[]): TDiffSegment[] {
  const merged: TDiffSegment[] = [];
  for (const segment of segments) {
    if (!segment.text) continue;
    const last = merged.at(-1);
    if (last?.kind === segment.kind) last.text += segment.text;
    else merged.push({ ...segment });
  }
  return merged;
}

export function buildWordDiff(original: string, improved: string): TDiffSegment[] {
  const lineSegments = diffLines(original, improved).map((change) => ({ kind: getKind(change), text: change.value }));
  const lineEdits = mergeSegments(joinNearbyEdits(mergeSegments(lineSegments), BLANK_LINES));
  const segments: TDiffSegment[] = [];
  for (let index = 0; index < lineEdits.length; index += 1) {
    const edit = lineEdits[index]!;
    const next = lineEdits[index + 1];
    if (edit.kind === 'removed' && next?.kind === 'added') {
      segments.push(...diffReplacedBlock(edit.text, next.text));
      index += 1;
    } else {
      segments.push(edit);
    }
  }
  return mergeSegments(joinNearbyEdits(mergeSegments(segments), SPACE_WITHIN_LINE));
}

type TDiffStats = { addedWords: number; removedWords: number };

function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

export function countDiffWords(segments: TDiffSegment[]): TDiffStats {
  let addedWords = 0;
  let removedWords = 0;
  for (const segment of segments) {
    if (segment.kind === 'added') addedWords += countWords(segment.text);
    if (segment.kind === 'removed') removedWords += countWords(segment.text);
  }
  return { addedWords, removedWords };
}

/** A stretch of unchanged lines folded away, or a segment shown as it is. */
type TDiffBlock = { kind: 'segment'; segment: TDiffSegment } | { kind: 'folded'; text: string; lineCount: number };

/** Unchanged lines kept visible on each side of an edit, so it reads in context (blank lines not counted). */
const CONTEXT_LINES = 2;
/** Fewer hidden lines than this are not worth a fold. */
const MIN_FOLDED_LINES = 4;

function isBlank(line: string): boolean {
  return line.trim() === '';
}

/** How many of `lines` (from the start) hold `count` non-blank lines. */
function countLinesHolding(lines: string[], count: number): number {
  let taken = 0;
  let nonBlank = 0;
  while (taken < lines.length && nonBlank < count) {
    if (!isBlank(lines[taken]!)) nonBlank += 1;
    taken += 1;
  }
  return taken;
}

/**
 * Folds long unchanged stretches between edits into one block each ("12 unchanged lines"), keeping a
 * little context on the sides that touch an edit. Joining the blocks' text gives the segments' text.
 */
export function foldUnchangedLines(segments: TDiffSegment[]): TDiffBlock[] {
  // Without an edit there is nothing to give context to: the text shows whole.
  if (segments.every((segment) => segment.kind === 'same')) return segments.map((segment) => ({ kind: 'segment', segment }));
  const blocks: TDiffBlock[] = [];
  segments.forEach((segment, index) => {
    if (segment.kind !== 'same') {
      blocks.push({ kind: 'segment', segment });
      return;
    }
    // Each piece keeps its line break, so the pieces join back into the exact text.
    const lines = segment.text.split(/(?<=\n)/);
    const headCount = index === 0 ? 0 : countLinesHolding(lines, CONTEXT_LINES);
    const tailCount = index === segments.length - 1 ? 0 : countLinesHolding([...lines].reverse(), CONTEXT_LINES);
    const hidden = lines.slice(headCount, lines.length - tailCount);
    const hiddenLineCount = hidden.filter((line) => !isBlank(line)).length;
    if (headCount + tailCount >= lines.length || hiddenLineCount < MIN_FOLDED_LINES) {
      blocks.push({ kind: 'segment', segment });
      return;
    }
    const head = lines.slice(0, headCount).join('');
    const tail = lines.slice(lines.length - tailCount).join('');
    if (head) blocks.push({ kind: 'segment', segment: { kind: 'same', text: head } });
    blocks.push({ kind: 'folded', text: hidden.join(''), lineCount: hiddenLineCount });
    if (tail) blocks.push({ kind: 'segment', segment: { kind: 'same', text: tail } });
  });
  return blocks;
}
