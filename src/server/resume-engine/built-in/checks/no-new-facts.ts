/**
 * Text that carries no new fact (issue 40, decision 040): a bullet that repeats an earlier one, word
 * for word or reworded, and an old role from another trade described at length. The checks read the
 * resume without it (`withoutRepeatedText`), so it can never lift a share, a count or a category;
 * and this check charges for it, so adding it always costs. A repeat is a statement most of whose
 * words an earlier statement already holds, or one that states the same figures as an earlier one
 * about the same things, however reworded ('serves 4 million requests a day, duplicates from 0.3% to
 * zero' twice).
 */
import { getRangeEnd, getMonthsBetween } from '#server/resume-engine/parse/dates.ts';
import type { TExperienceEntry, TResumeDocument, TResumeText } from '#server/resume-engine/parse/types.ts';
import type { TRecognizedSkill } from '#server/resume-engine/skills/recognize-skills.ts';
import type { TResumeDate } from '#server/resume-engine/parse/dates.ts';
import { findFacts, NUMBER_WORDS } from '#server/resume-engine/review/facts.ts';
import { faultPenalty, getAchievementLines, lineRefs, pluralize, type TCheck, type TCheckContext, type TFinding } from './check.ts';

/** Share of an earlier statement's words a later one must restate to repeat it. */
const REPEAT_OVERLAP = 0.8;
/** What a repeat may add besides: a couple of words, none of them a number (a number is a new fact). */
const REPEAT_MAX_ADDED_WORDS = 2;
const REPEAT_MAX_ADDED_SHARE = 0.2;
/** A statement with this many figures, exactly an earlier one's, about the same things, repeats it. */
const SAME_FIGURES_MIN = 2;
const SAME_FIGURES_MIN_SHARED_WORDS = 2;
/** Statements this short ('Led the team') repeat another only word for word. */
const REPEAT_MIN_WORDS = 4;
/** A role that ended this long before now is old; one from another trade then needs a line, not a paragraph. */
const OLD_ROLE_YEARS = 10;
/** An old unrelated role described in more statements than this is padding. */
const OLD_ROLE_MAX_STATEMENTS = 2;
const REPEAT_OVERALL_PENALTY = 1;
const REPEAT_OVERALL_PENALTY_MAX = 4;
const OLD_ROLE_OVERALL_PENALTY = 2;
const OLD_ROLE_OVERALL_PENALTY_MAX = 4;

/** Function words, left out when comparing statements. */
const STOP_WORDS = new Set(
  'a an and as at by for from in into of on or our the their to with was were is are be been this that these those it its'.split(' '),
);

type TStatement = { words: Set<string>; figures: Set<number> };

/** The statement's distinct content words, lower case; numbers kept, as they are its facts. */
function contentWords(text: string): Set<string> {
  // A word keeps its inner dots and signs ('node.js', '45%', 'c++') but not a closing full stop.
  const words = (text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}.%$€£+#-]*/gu) ?? []).map((word) => word.replace(/[.-]+$/, ''));
  return new Set(words.filter((word) => !STOP_WORDS.has(word)));
}

/** The figures a statement states: its metrics and numbers, written in digits or in words ('four engineers'). */
function figuresOf(text: string, words: ReadonlySet<string>): Set<number> {
  const { metrics, numbers } = findFacts(text);
  return new Set([
    ...metrics.map((fact) => fact.value),
    ...numbers.map((fact) => fact.value),
    ...[...words].flatMap((word) => (word in NUMBER_WORDS ? [NUMBER_WORDS[word]!] : [])),
  ]);
}

function readStatement(text: string): TStatement {
  const words = contentWords(text);
  return { words, figures: figuresOf(text, words) };
}

/**
 * Whether a statement repeats an earlier one: it restates most of the earlier one's words and adds
 * at most a couple of its own, none a number; or it states the same figures about the same things.
 * A short statement repeats only word for word.
 */
function isRepeatOf({ words, figures }: TStatement, earlier: TStatement): boolean {
  if (words.size === 0) return false;
  const sameFigures = figures.size === earlier.figures.size && [...figures].every((figure) => earlier.figures.has(figure));
  if (figures.size >= SAME_FIGURES_MIN && sameFigures) {
    const shared = [...words].filter((word) => !/\d/.test(word) && !(word in NUMBER_WORDS) && earlier.words.has(word));
    if (shared.length >= SAME_FIGURES_MIN_SHARED_WORDS) return true;
  }
  const added = [...words].filter((word) => !earlier.words.has(word));
  const restated = words.size - added.length;
  if (words.size < REPEAT_MIN_WORDS || earlier.words.size < REPEAT_MIN_WORDS) return added.length === 0 && restated === earlier.words.size;
  // One word in five of the earlier one may go (a verb swapped: 'Built' for 'Developed'), at least one.
  return (
    earlier.words.size - restated <= Math.max(1, Math.floor((1 - REPEAT_OVERLAP) * earlier.words.size)) &&
    added.length <= Math.max(REPEAT_MAX_ADDED_WORDS, REPEAT_MAX_ADDED_SHARE * words.size) &&
    !added.some((word) => /\d/.test(word))
  );
}

/** Each sentence of an achievement line, so a paragraph that says its sentences twice is caught too. */
const splitSentences = (text: string) => text.split(/(?<=[.!?;])\s+/).filter((sentence) => sentence.trim());

/**
 * The achievement lines (bullets, role sentences) that repeat an earlier one: all of their sentences
 * are held by earlier sentences. The first of each is kept; the later ones are the repeats.
 */
export function findRepeatedStatements(document: TResumeDocument): TResumeText[] {
  const seen: TStatement[] = [];
  const repeats: TResumeText[] = [];
  for (const item of getAchievementLines(document)) {
    const sentences = splitSentences(item.text).map(readStatement);
    const isRepeat = sentences.length > 0 && sentences.every((statement) => seen.some((earlier) => isRepeatOf(statement, earlier)));
    if (isRepeat) repeats.push(item);
    else seen.push(...sentences);
  }
  return repeats;
}

/**
 * Roles that ended more than OLD_ROLE_YEARS ago, name none of the technologies the rest of the
 * resume shows, and are described in more than OLD_ROLE_MAX_STATEMENTS statements. Only when the
 * resume has other roles: a career told through one trade is not padding.
 */
export function findOldUnrelatedRoles(
  document: TResumeDocument,
  skills: readonly TRecognizedSkill[],
  asOf: TResumeDate,
): TExperienceEntry[] {
  const roleLines = (entry: TExperienceEntry) => [
    ...entry.headerLines,
    ...[...entry.bullets, ...entry.description].flatMap((item) => item.lines),
  ];
  const namesSkill = (entry: TExperienceEntry) => {
    const lines = new Set(roleLines(entry));
    return skills.some((skill) => skill.lines.some((line) => lines.has(line)));
  };
  const isOld = (entry: TExperienceEntry) => {
    const end = entry.dates ? getRangeEnd(entry.dates, asOf) : null;
    return end !== null && getMonthsBetween(end, asOf) >= OLD_ROLE_YEARS * 12;
  };
  const unrelated = document.experience.filter(
    (entry) => isOld(entry) && !namesSkill(entry) && entry.bullets.length + entry.description.length > OLD_ROLE_MAX_STATEMENTS,
  );
  return document.experience.some((entry) => !unrelated.includes(entry) && namesSkill(entry)) ? unrelated : [];
}

/** The resume as the other checks read it: without the repeated statements and the old unrelated roles. */
export function withoutRepeatedText(document: TResumeDocument, skills: readonly TRecognizedSkill[], asOf: TResumeDate): TResumeDocument {
  const repeats = new Set(findRepeatedStatements(document));
  const oldRoles = new Set(findOldUnrelatedRoles(document, skills, asOf));
  if (repeats.size === 0 && oldRoles.size === 0) return document;
  const droppedLines = new Set([
    ...[...repeats].flatMap((item) => item.lines),
    ...[...oldRoles].flatMap((entry) => [...entry.headerLines, ...[...entry.bullets, ...entry.description].flatMap((item) => item.lines)]),
  ]);
  const keep = (item: TResumeText) => !item.lines.some((line) => droppedLines.has(line));
  const keepEntry = <T extends { bullets: TResumeText[]; description: TResumeText[] }>(entry: T): T => ({
    ...entry,
    bullets: entry.bullets.filter(keep),
    description: entry.description.filter(keep),
  });
  return {
    ...document,
    sections: document.sections.map((section) => ({ ...section, items: section.items.filter(keep) })),
    experience: document.experience.filter((entry) => !oldRoles.has(entry)).map(keepEntry),
    projects: document.projects.map(keepEntry),
  };
}

export const repeatedTextCheck: TCheck = {
  id: 'repeated-text',
  category: 'impact',
  weight: 1,
  atsWeight: 0,
  run(context: TCheckContext) {
    const { fullDocument, skills, asOf } = context;
    const repeats = findRepeatedStatements(fullDocument);
    const oldRoles = findOldUnrelatedRoles(fullDocument, skills, asOf);
    const statements = getAchievementLines(fullDocument).length;
    // Advice only while there is nothing to charge: a clean resume's impact stays as it was.
    if (repeats.length + oldRoles.length === 0) return null;
    const findings: TFinding[] = [];
    if (repeats.length > 0)
      findings.push({
        title: 'Remove repeated bullets',
        description: `${pluralize(repeats.length, 'bullet repeats', 'bullets repeat')} what an earlier one already says. A repeat adds length, not evidence: keep each result once, where it happened.`,
        impact: repeats.length * 4 >= statements ? 'high' : 'medium',
        lines: lineRefs(context, repeats),
      });
    if (oldRoles.length > 0)
      findings.push({
        title: 'Cut old unrelated roles to one line',
        description: `${pluralize(oldRoles.length, 'role', 'roles')} from over ${OLD_ROLE_YEARS} years ago ${oldRoles.length === 1 ? 'names' : 'name'} none of the technologies of your work and ${oldRoles.length === 1 ? 'is' : 'are'} described at length. Keep the title, company and dates on one line, or leave ${oldRoles.length === 1 ? 'it' : 'them'} out.`,
        impact: 'medium',
        lines: lineRefs(
          context,
          oldRoles.flatMap((entry) => entry.headerLines.map((line) => ({ line }))),
        ),
      });
    return {
      // Zero, so that adding the check's finding can only lower the impact average.
      score: 0,
      overallPenalty:
        faultPenalty(repeats.length, REPEAT_OVERALL_PENALTY, REPEAT_OVERALL_PENALTY_MAX) +
        faultPenalty(oldRoles.length, OLD_ROLE_OVERALL_PENALTY, OLD_ROLE_OVERALL_PENALTY_MAX),
      findings,
      strengths: [],
    };
  },
};
