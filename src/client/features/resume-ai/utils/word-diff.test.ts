import { describe, expect, it } from 'vitest';
import { buildWordDiff, countDiffWords, foldUnchangedLines, type TDiffSegment } from './word-diff.ts';

/** Both sides of the diff rebuilt from its segments. */
function rebuild(segments: TDiffSegment[]): { original: string; improved: string } {
  return {
    original: segments
      .filter((segment) => segment.kind !== 'added')
      .map((segment) => segment.text)
      .join(''),
    improved: segments
      .filter((segment) => segment.kind !== 'removed')
      .map((segment) => segment.text)
      .join(''),
  };
}

describe('buildWordDiff', () => {
  it('keeps untouched lines whole and marks only the changed words of an edited line', () => {
    const original = '# Jane Doe\n\n- Responsible for the billing API\n- Wrote tests\n';
    const improved = '# Jane Doe\n\n- Built the billing API\n- Wrote tests\n';
    expect(buildWordDiff(original, improved)).toEqual([
      { kind: 'same', text: '# Jane Doe\n\n- ' },
      { kind: 'removed', text: 'Responsible for' },
      { kind: 'added', text: 'Built' },
      { kind: 'same', text: ' the billing API\n- Wrote tests\n' },
    ]);
  });

  it('shows a block rewritten almost entirely as old then new, not word confetti', () => {
    const original = 'I was responsible for many different things at the company.\n';
    const improved = 'Led a team of four engineers shipping payments.\n';
    expect(buildWordDiff(original, improved)).toEqual([
      { kind: 'removed', text: original.trim() },
      { kind: 'added', text: improved.trim() },
      { kind: 'same', text: '\n' },
    ]);
  });

  it('shows a rewritten section as one block out and one block in, not paragraph by paragraph', () => {
    const original = '## Experience\n\n### Engineer, Contoso\n\n*2020 – 2022*\n\n## Education\n';
    const improved = '## Skills\n\nGo, SQL\n\nDocker\n\n## Education\n';
    expect(buildWordDiff(original, improved)).toEqual([
      { kind: 'removed', text: '## Experience\n\n### Engineer, Contoso\n\n*2020 – 2022*' },
      { kind: 'added', text: '## Skills\n\nGo, SQL\n\nDocker' },
      { kind: 'same', text: '\n\n## Education\n' },
    ]);
  });

  it('handles added and removed lines and whitespace-only changes', () => {
    const original = 'Skills\nGo, SQL\nHobbies\n';
    const improved = 'Skills\nGo,  SQL\nProjects\nHobbies\n';
    const segments = buildWordDiff(original, improved);
    expect(rebuild(segments)).toEqual({ original, improved });
    expect(segments.some((segment) => segment.kind === 'added' && segment.text.includes('Projects'))).toBe(true);
  });

  it('always rebuilds both texts exactly, and never repeats a kind twice in a row', () => {
    const pairs: [string, string][] = [
      ['', 'New resume\n'],
      ['Old resume\n', ''],
      ['same\n', 'same\n'],
      ['a b c\nd e f\ng h i', 'a B c\nd e f\ng h i j\nk'],
      ['## Experience\n- helped with k8s\n', '## Work Experience\n- Helped migrate services to Kubernetes\n'],
    ];
    for (const [original, improved] of pairs) {
      const segments = buildWordDiff(original, improved);
      expect(rebuild(segments)).toEqual({ original, improved });
      segments.slice(1).forEach((segment, index) => expect(segment.kind).not.toBe(segments[index]!.kind));
    }
  });

  it('is deterministic', () => {
    const original = '- Worked on the API\n- Helped the team\n'.repeat(40);
    const improved = '- Built the API\n- Mentored the team\n'.repeat(40);
    expect(buildWordDiff(original, improved)).toEqual(buildWordDiff(original, improved));
  });
});

describe('countDiffWords', () => {
  it('counts the words added and removed', () => {
    expect(
      countDiffWords([
        { kind: 'same', text: 'kept words here ' },
        { kind: 'removed', text: 'Responsible for' },
        { kind: 'added', text: 'Built' },
        { kind: 'added', text: '\n' },
      ]),
    ).toEqual({ addedWords: 1, removedWords: 2 });
  });
});

describe('foldUnchangedLines', () => {
  const lines = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => `line ${from + index}\n`).join('');
  const joinBlocks = (blocks: ReturnType<typeof foldUnchangedLines>) =>
    blocks.map((block) => (block.kind === 'folded' ? block.text : block.segment.text)).join('');

  it('folds a long unchanged stretch between two edits, keeping two lines of context on each side', () => {
    const segments: TDiffSegment[] = [
      { kind: 'added', text: 'new top\n' },
      { kind: 'same', text: lines(1, 10) },
      { kind: 'removed', text: 'old bottom\n' },
    ];
    const blocks = foldUnchangedLines(segments);
    expect(blocks.map((block) => (block.kind === 'folded' ? `folded ${block.lineCount}` : block.segment.text))).toEqual([
      'new top\n',
      lines(1, 2),
      'folded 6',
      lines(9, 10),
      'old bottom\n',
    ]);
    expect(joinBlocks(blocks)).toBe(joinBlocks(segments.map((segment) => ({ kind: 'segment' as const, segment }))));
  });

  it('needs no context before the first edit or after the last, and skips blank lines when counting', () => {
    const blocks = foldUnchangedLines([
      { kind: 'same', text: `${lines(1, 6)}\n\n` },
      { kind: 'added', text: 'new\n' },
      { kind: 'same', text: `\n${lines(7, 12)}` },
    ]);
    expect(blocks.map((block) => (block.kind === 'folded' ? `folded ${block.lineCount}` : block.segment.text))).toEqual([
      'folded 4',
      'line 5\nline 6\n\n\n',
      'new\n',
      '\nline 7\nline 8\n',
      'folded 4',
    ]);
  });

  it('folds nothing when nothing changed', () => {
    const segments: TDiffSegment[] = [{ kind: 'same', text: lines(1, 30) }];
    expect(foldUnchangedLines(segments)).toEqual([{ kind: 'segment', segment: segments[0] }]);
  });

  it('leaves short stretches alone', () => {
    const segments: TDiffSegment[] = [
      { kind: 'removed', text: 'a\n' },
      { kind: 'same', text: lines(1, 7) },
      { kind: 'added', text: 'b\n' },
    ];
    expect(foldUnchangedLines(segments)).toEqual(segments.map((segment) => ({ kind: 'segment', segment })));
  });
});
