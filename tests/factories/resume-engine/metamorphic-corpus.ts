/**
 * The metamorphic corpus (issue 40): every base resume we have, in their varied layouts, and the
 * transformations a score must answer the same way on all of them. Each transformation adds text
 * that carries no new fact (a repeat, a keyword list, template text, an old unrelated job, filler),
 * so it must never raise the overall score; some must lower it. The edits find their place through
 * the engine's own parser, so they work on any layout: '- ' bullets, paragraphs, Word extractions.
 *
 * Bases: the fault-pair and kind-pair fixtures (resume-kind-pairs.ts), the prose and rambling
 * resumes, the handwritten samples and shorter resumes generated from their parts, and the Word
 * fixtures of tests/fixtures/resumes (templates left out: they are not resumes).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PACKAGE_ROOT } from '#server/lib/paths.ts';
import { analyzeResume } from '#server/resume-engine/built-in/analyze-resume.ts';
import { getAchievementLines } from '#server/resume-engine/built-in/checks/check.ts';
import { parseResume } from '#server/resume-engine/parse/parse-resume.ts';
import { extractWordMarkdown } from '#server/resume-engine/word/extract-word-markdown.ts';
import type { TAnalysisReport } from '#shared/schemas/resume-ai.ts';
import { PROSE_RESUME_NAMES, readProseResume } from './prose-resumes.ts';
import { loadAllBaseResumes } from './resume-kind-pairs.ts';
import { buildResume, SOLID_RESUME_PARTS, TWO_PAGE_RESUME } from './sample-resumes.ts';

export type TBaseResume = { name: string; markdown: string };

const FIXTURES = join(PACKAGE_ROOT, 'tests/fixtures');
const WORD_FIXTURES = join(FIXTURES, 'resumes');

/** 'Present' means June 2025, as in the fault pairs, so scores do not drift with the calendar. */
const AS_OF = { year: 2025, month: 6, isYearOnly: false };

/** The first `count` bullets of each role of the solid resume's experience: a tight, complete resume. */
function keepBulletsPerRole(experience: string, count: number): string {
  let kept = 0;
  return experience
    .split('\n')
    .filter((line) => {
      if (!line.startsWith('- ')) {
        kept = 0;
        return true;
      }
      kept++;
      return kept <= count;
    })
    .join('\n');
}

/** Shorter resumes made from the solid one's parts: tight but complete, and thin in one way each. */
function generateResumes(): TBaseResume[] {
  const tight = keepBulletsPerRole(SOLID_RESUME_PARTS.experience, 2);
  return [
    { name: 'sample/solid', markdown: buildResume() },
    { name: 'sample/two-page', markdown: TWO_PAGE_RESUME },
    { name: 'generated/tight-one-page', markdown: buildResume({ experience: tight, projects: '' }) },
    { name: 'generated/tight-no-summary', markdown: buildResume({ experience: tight, summary: '', projects: '' }) },
    { name: 'generated/one-bullet-per-role', markdown: buildResume({ experience: keepBulletsPerRole(SOLID_RESUME_PARTS.experience, 1) }) },
    { name: 'generated/no-projects', markdown: buildResume({ projects: '' }) },
    { name: 'generated/no-skills-section', markdown: buildResume({ skills: '' }) },
  ];
}

/** The Word fixtures read as an upload is (templates left out). */
async function loadWordResumes(): Promise<TBaseResume[]> {
  const files = readdirSync(WORD_FIXTURES)
    .filter((file) => /\.docx?$/.test(file) && !file.startsWith('template-'))
    .sort();
  return Promise.all(
    files.map(async (file) => ({
      name: `word/${file}`,
      markdown: (await extractWordMarkdown(readFileSync(join(WORD_FIXTURES, file)))).markdown,
    })),
  );
}

function loadFolder(folder: string, suffix: string): TBaseResume[] {
  return readdirSync(join(FIXTURES, folder))
    .filter((file) => file.endsWith(suffix))
    .sort()
    .map((file) => ({
      name: `${folder}/${file.slice(0, -suffix.length)}${suffix}`,
      markdown: readFileSync(join(FIXTURES, folder, file), 'utf8'),
    }));
}

/** Every base resume, named by where it comes from. */
export async function loadMetamorphicCorpus(): Promise<TBaseResume[]> {
  return [
    ...loadAllBaseResumes(),
    ...loadFolder('resume-pairs-rambling', '.rambling.md'),
    ...PROSE_RESUME_NAMES.map((name) => ({ name: `resume-prose/${name}.prose.md`, markdown: readProseResume(name, 'prose') })),
    ...generateResumes(),
    ...(await loadWordResumes()),
  ];
}

// ---------------------------------------------------------------------------------------------
// Transformations. Each is a pure function of the markdown that adds nothing a recruiter can use, so
// it must never raise the overall score; `mustLower` says on which bases it must lower it.

export type TTransformation = {
  id: string;
  description: string;
  /** Never raises the score; and lowers it on every base where `mustLower` holds (by default none). */
  mustLower?: (markdown: string) => boolean;
  apply: (markdown: string) => string;
};

/** A repeat must cost wherever the engine reads achievements to repeat. */
const hasAchievements = (markdown: string) => getAchievementLines(parseResume(markdown)).length > 0;

/** Inserts `added(line)` after each of the given 1-based markdown lines, from the last up. */
function insertAfterLines(markdown: string, after: readonly number[], added: (line: number) => readonly string[]): string {
  const lines = markdown.split('\n');
  for (const line of [...new Set(after)].sort((a, b) => b - a)) lines.splice(line, 0, ...added(line));
  return lines.join('\n');
}

/** The last markdown line of each achievement (a bullet, or a sentence line under a role). */
const achievementEnds = (markdown: string) => getAchievementLines(parseResume(markdown)).map((item) => Math.max(...item.lines));

/** The raw lines of each achievement, as written. */
function achievementBlocks(markdown: string): { end: number; raw: string[] }[] {
  const lines = markdown.split('\n');
  return getAchievementLines(parseResume(markdown)).map((item) => ({
    end: Math.max(...item.lines),
    raw: item.lines.map((line) => lines[line - 1]!),
  }));
}

function repeatAchievements(markdown: string, reword: (raw: string[]) => string[]): string {
  const blocks = new Map(achievementBlocks(markdown).map((block) => [block.end, block.raw]));
  // A resume the parser finds no achievements in (running text): its longest paragraph twice.
  if (blocks.size === 0) {
    const lines = markdown.split('\n');
    const longest = lines.reduce((best, line, index) => (line.length > (lines[best]?.length ?? 0) ? index : best), 0);
    blocks.set(longest + 1, [lines[longest]!]);
  }
  // A paragraph needs a blank line between it and its copy, or the copy joins it.
  return insertAfterLines(markdown, [...blocks.keys()], (line) => {
    const copy = reword(blocks.get(line)!);
    return /^\s*(?:[-*+•]|\d+[.)])\s/.test(copy[0] ?? '') ? copy : ['', ...copy];
  });
}

/** The same bullet said again with another verb ('Built X' → 'Delivered X') and a closing remark: no new fact. */
function rewordRepeat(raw: string[]): string[] {
  const [first = '', ...rest] = raw;
  const reworded = first.replace(
    /^(\s*(?:[-*+•]|\d+[.)])?\s*)\S+(.*?)\.?$/,
    (_, marker: string, tail: string) => `${marker}Delivered${tail}${rest.length === 0 ? ' again' : ''}`,
  );
  return [reworded, ...rest];
}

/** Technologies and terms a keyword-stuffed resume lists beside its own: the words every job ad has. */
const STUFFED_KEYWORDS =
  'Python, Java, JavaScript, TypeScript, React, Node.js, AWS, Azure, GCP, Docker, Kubernetes, SQL, NoSQL, Agile, Scrum, CI/CD, Microservices, Machine Learning, Big Data, DevOps';

/** The line after the resume's last line of text. */
const lastLine = (markdown: string) => markdown.trimEnd().split('\n').length;

function appendAtEnd(markdown: string, lines: readonly string[]): string {
  return `${markdown.trimEnd()}\n\n${lines.join('\n')}\n`;
}

/** The last line of the experience section, or of the resume when it has none. */
function experienceEnd(markdown: string): number {
  const document = parseResume(markdown);
  const experience = document.sections.filter((section) => section.kind === 'experience').at(-1);
  if (!experience) return lastLine(markdown);
  // Up to the section's last non-blank line.
  let end = experience.endLine;
  while (end > experience.headingLine && !document.lines[end - 1]?.text) end--;
  return end;
}

/** A role from long ago in another trade, described at length: years and words, no fact a recruiter for this role needs. */
const OLD_UNRELATED_JOB = [
  '',
  'Sales Assistant | Corner Hardware Store | Springfield | Jun 2004 - Aug 2006',
  '',
  '- Greeted customers as they came into the store and helped them find the tools, paint and garden supplies they were looking for on the shelves',
  '- Restocked the shelves every morning before opening and kept the aisles, the stockroom and the window display clean and tidy throughout the day',
  '- Operated the cash register, handled cash and card payments and counted the till at the end of each shift together with the store manager',
  '- Answered the telephone, took messages for the manager and helped customers place special orders for items the store did not keep in stock',
  '- Unloaded deliveries from suppliers, checked them against the delivery notes and carried the boxes to the stockroom in the back of the store',
  '- Helped with the yearly stocktake, the seasonal sales and the setting up of the Christmas and summer garden displays at the front of the store',
];

/** Sentences that say nothing a recruiter can check. */
const FILLER_SENTENCES =
  'Always eager to learn new things and to take on new challenges in a fast-moving environment. Believes that good work comes from good teamwork, clear communication and a positive attitude every day.';

/** Template text left in: a fill-in role line, a prompt and lorem ipsum. */
const PLACEHOLDER_LINES = [
  '[Company Name] | [City, State] | [Start Date] - [End Date]',
  '',
  '- Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor.',
];

export const METAMORPHIC_TRANSFORMATIONS: readonly TTransformation[] = [
  {
    id: 'duplicate-bullets',
    description: 'every bullet (or achievement sentence line) written twice',
    mustLower: hasAchievements,
    apply: (markdown) => repeatAchievements(markdown, (raw) => raw),
  },
  {
    id: 'reworded-repeats',
    description: 'every bullet said again with a few words added',
    mustLower: hasAchievements,
    apply: (markdown) => repeatAchievements(markdown, rewordRepeat),
  },
  {
    id: 'keyword-stuffing',
    description: 'a line of twenty popular technologies and terms at the end',
    apply: (markdown) => appendAtEnd(markdown, [`Keywords: ${STUFFED_KEYWORDS}`]),
  },
  {
    id: 'placeholders',
    description: "a template's fill-in role line and lorem ipsum after the experience",
    apply: (markdown) => insertAfterLines(markdown, [experienceEnd(markdown)], () => ['', ...PLACEHOLDER_LINES]),
  },
  {
    id: 'old-unrelated-job',
    description: 'a retail job from 2004–2006 described in six long bullets after the experience',
    apply: (markdown) => insertAfterLines(markdown, [experienceEnd(markdown)], () => OLD_UNRELATED_JOB),
  },
  {
    id: 'filler-sentences',
    description: 'two sentences of filler after the last achievement of each role',
    apply: (markdown) => {
      const ends = achievementEnds(markdown);
      const document = parseResume(markdown);
      const lastOfEachRole = document.experience.flatMap((entry) => {
        const lines = [...entry.bullets, ...entry.description].flatMap((item) => item.lines);
        return lines.length === 0 ? [] : [Math.max(...lines)];
      });
      const targets = lastOfEachRole.length > 0 ? lastOfEachRole : ends.slice(-1);
      return targets.length > 0
        ? insertAfterLines(markdown, targets, () => ['', FILLER_SENTENCES])
        : appendAtEnd(markdown, [FILLER_SENTENCES]);
    },
  },
  {
    id: 'summary-filler',
    description: 'the same two sentences of filler at the end of the summary (or under the name, without one)',
    apply: (markdown) => {
      const document = parseResume(markdown);
      const summary = document.sections.find((section) => section.kind === 'summary' && section.items.length > 0);
      const after = summary ? Math.max(...summary.items.flatMap((item) => item.lines)) : (document.preamble.at(-1)?.line ?? 1);
      return insertAfterLines(markdown, [after], () => ['', FILLER_SENTENCES]);
    },
  },
];

export function analyzeCorpusResume(markdown: string): TAnalysisReport {
  return analyzeResume({ content: markdown, fileName: 'resume.md', originalFile: null }, { asOf: AS_OF });
}

export type TMetamorphicResult = {
  transformation: string;
  base: string;
  before: number;
  after: number;
  /** Categories whose score rose, and fell. */
  rose: string[];
  fell: string[];
};

export function runMetamorphic(
  bases: readonly TBaseResume[],
  transformations: readonly TTransformation[] = METAMORPHIC_TRANSFORMATIONS,
): TMetamorphicResult[] {
  const analyzed = new Map(bases.map((base) => [base.name, analyzeCorpusResume(base.markdown)]));
  return transformations.flatMap((transformation) =>
    bases.map((base) => {
      const before = analyzed.get(base.name)!;
      const after = analyzeCorpusResume(transformation.apply(base.markdown));
      const delta = before.categoryScores.map((category, index) => ({
        label: category.category,
        change: (after.categoryScores[index]?.score ?? 0) - category.score,
      }));
      return {
        transformation: transformation.id,
        base: base.name,
        before: before.overallScore,
        after: after.overallScore,
        rose: delta.filter((item) => item.change > 0).map((item) => item.label),
        fell: delta.filter((item) => item.change < 0).map((item) => item.label),
      };
    }),
  );
}

/** Per transformation: how many bases the score lowered, left level and raised. */
export function summarizeMetamorphic(results: readonly TMetamorphicResult[]) {
  return [...new Set(results.map((result) => result.transformation))].map((transformation) => {
    const of = results.filter((result) => result.transformation === transformation);
    return {
      transformation,
      lowered: of.filter((result) => result.after < result.before).length,
      level: of.filter((result) => result.after === result.before).length,
      raised: of.filter((result) => result.after > result.before).length,
      total: of.length,
    };
  });
}

export function formatMetamorphicReport(results: readonly TMetamorphicResult[]): string {
  const raised = results
    .filter((result) => result.after > result.before)
    .map(
      (result) =>
        `  RAISED ${result.transformation} on ${result.base}: ${result.before} → ${result.after} (rose: ${result.rose.join(', ') || '-'}; fell: ${result.fell.join(', ') || '-'})`,
    );
  const summary = summarizeMetamorphic(results).map(
    ({ transformation, lowered, level, raised: up, total }) =>
      `${transformation.padEnd(20)} lowered ${String(lowered).padStart(3)}  level ${String(level).padStart(3)}  raised ${String(up).padStart(3)}  of ${total}`,
  );
  return [...summary, ...raised].join('\n');
}
