/**
 * Pairs of the kinds the first fault sets missed (issue 24), over every base resume we have, in their
 * varied layouts (tests/fixtures/resume-pairs, -holdout, -weak, the concise side of -rambling, the
 * structured side of resume-prose):
 *   skills-section-removed   the resume against itself without its Skills section;
 *   skills-padded-unrelated  the resume against itself with unrelated technologies added to its skills lines;
 *   rambling-bullets         a thin resume with concise bullets against the same with run-on bullets
 *                            (tests/fixtures/resume-pairs-rambling, written as pairs).
 * The better version must score strictly higher.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { PACKAGE_ROOT } from '#server/lib/paths.ts';
import { loadBaseResumes, scoreResume } from './resume-fault-pairs.ts';

const FIXTURES = join(PACKAGE_ROOT, 'tests/fixtures');

type TResumeText = { name: string; markdown: string };
export type TKindPair = { kind: string; base: string; better: string; worse: string };

/** The files of a folder that end in `suffix`, named without it. */
function loadSuffixed(folder: string, suffix: string): TResumeText[] {
  const dir = join(FIXTURES, folder);
  return readdirSync(dir)
    .filter((file) => file.endsWith(suffix))
    .sort()
    .map((file) => ({ name: `${folder}/${basename(file, suffix)}`, markdown: readFileSync(join(dir, file), 'utf8') }));
}

/** Every base resume, named by its folder. */
export function loadAllBaseResumes(): TResumeText[] {
  const named = (folder: string) => loadBaseResumes(join(FIXTURES, folder)).map((base) => ({ ...base, name: `${folder}/${base.name}` }));
  return [
    ...named('resume-pairs'),
    ...named('resume-pairs-holdout'),
    ...named('resume-pairs-weak'),
    ...loadSuffixed('resume-pairs-rambling', '.concise.md'),
    ...loadSuffixed('resume-prose', '.structured.md'),
  ];
}

const isHeading = (line: string) => /^#{1,3} /.test(line);
const isSkillsHeading = (line: string) => /^## .*skills/i.test(line);

/** The line range of the Skills section's body: after its heading, up to the next heading. */
function findSkillsSection(lines: readonly string[]): { heading: number; end: number } {
  const heading = lines.findIndex(isSkillsHeading);
  if (heading < 0) throw new Error('The resume has no Skills section');
  const next = lines.findIndex((line, index) => index > heading && /^## /.test(line));
  return { heading, end: next < 0 ? lines.length : next };
}

export function removeSkillsSection(markdown: string): string {
  const lines = markdown.split('\n');
  const { heading, end } = findSkillsSection(lines);
  const kept = [...lines.slice(0, heading), ...lines.slice(end)];
  return kept.join('\n').replace(/\n{3,}/g, '\n\n');
}

/** Technologies unrelated to every base, as a writer listing 'everything I have touched' would add them. */
const PADDING_SKILLS = ['COBOL', 'Fortran', 'Haskell', 'SAP', 'Salesforce', 'Unity', 'MATLAB', 'Solidity', 'Adobe Photoshop', 'Erlang'];
const PADDING_SKILL_COUNT = 7;

export function padSkills(markdown: string): string {
  const padding = PADDING_SKILLS.filter((skill) => !markdown.toLowerCase().includes(skill.toLowerCase())).slice(0, PADDING_SKILL_COUNT);
  if (padding.length < PADDING_SKILL_COUNT) throw new Error('The resume already mentions the padding skills');
  const lines = markdown.split('\n');
  const { heading, end } = findSkillsSection(lines);
  const listLines: number[] = [];
  for (let index = heading + 1; index < end; index++) if (lines[index]!.trim() && !isHeading(lines[index]!)) listLines.push(index);
  if (listLines.length === 0) throw new Error('The Skills section is empty');
  const isBulleted = listLines.every((index) => lines[index]!.startsWith('- '));
  if (isBulleted) {
    // One more item per skill, after the last one.
    const last = listLines.at(-1)!;
    lines.splice(last + 1, 0, ...padding.map((skill) => `- ${skill}`));
  } else {
    padding.forEach((skill, position) => {
      const index = listLines[position % listLines.length]!;
      lines[index] = `${lines[index]!.trimEnd()}, ${skill}`;
    });
  }
  return lines.join('\n');
}

export function buildKindPairs(): TKindPair[] {
  const bases = loadAllBaseResumes();
  const concise = loadSuffixed('resume-pairs-rambling', '.concise.md');
  const rambling = new Map(loadSuffixed('resume-pairs-rambling', '.rambling.md').map((text) => [text.name, text.markdown]));
  return [
    ...bases.map((base) => ({
      kind: 'skills-section-removed',
      base: base.name,
      better: base.markdown,
      worse: removeSkillsSection(base.markdown),
    })),
    ...bases.map((base) => ({ kind: 'skills-padded-unrelated', base: base.name, better: base.markdown, worse: padSkills(base.markdown) })),
    ...concise.map((text) => ({ kind: 'rambling-bullets', base: text.name, better: text.markdown, worse: rambling.get(text.name)! })),
  ];
}

export type TScoredKindPair = TKindPair & { betterScore: number; worseScore: number };

export function scoreKindPairs(pairs: readonly TKindPair[] = buildKindPairs()): TScoredKindPair[] {
  return pairs.map((pair) => ({ ...pair, betterScore: scoreResume(pair.better), worseScore: scoreResume(pair.worse) }));
}

/** Per kind: the pairs ordered strictly, the ties, and all. */
export function summarizeKindPairs(scored: readonly TScoredKindPair[]): { kind: string; ordered: number; tied: number; total: number }[] {
  return [...new Set(scored.map((pair) => pair.kind))].map((kind) => {
    const ofKind = scored.filter((pair) => pair.kind === kind);
    return {
      kind,
      ordered: ofKind.filter((pair) => pair.betterScore > pair.worseScore).length,
      tied: ofKind.filter((pair) => pair.betterScore === pair.worseScore).length,
      total: ofKind.length,
    };
  });
}

/** One line per pair, then the share ordered per kind. */
export function formatKindPairReport(scored: readonly TScoredKindPair[]): string {
  const baseWidth = Math.max(...scored.map((pair) => pair.base.length));
  const lines = scored.map(
    (pair) =>
      `${pair.kind.padEnd(24)}  ${pair.base.padEnd(baseWidth)}  ${String(pair.betterScore).padStart(6)}  ${String(pair.worseScore).padStart(5)}  ${pair.betterScore > pair.worseScore ? 'yes' : 'NO'}`,
  );
  const summary = summarizeKindPairs(scored).map(
    ({ kind, ordered, tied, total }) => `${kind.padEnd(24)}  ${ordered}/${total} (${((100 * ordered) / total).toFixed(1)} %), ${tied} tied`,
  );
  return [`${'kind'.padEnd(24)}  ${'base'.padEnd(baseWidth)}  better  worse  ordered?`, ...lines, '', ...summary].join('\n');
}
