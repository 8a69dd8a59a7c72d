/**
 * The summary: kept and cleaned when the resume has a real one; composed when it has none or only
 * an objective ('Seeking a challenging role…'). A composed summary states only facts the resume
 * holds — its title, the year of its earliest role when one is current, its most mentioned
 * technologies, the current employer or the degree — and no computed numbers, so it never says
 * anything the fact checker could not find in the original.
 */
import type { TImprovementChange } from '#shared/schemas/resume-ai.ts';
import type { TResumeDocument } from '#server/resume-engine/parse/types.ts';
import { findRoleProfile } from '#server/resume-engine/skills/role-profiles.ts';
import type { TRecognizedSkill } from '#server/resume-engine/skills/recognize-skills.ts';
import { findFacts } from '#server/resume-engine/review/facts.ts';
import { joinWords } from '../checks/check.ts';
import { rewriteProse } from './sentences.ts';
import { countWords } from '#server/resume-engine/parse/markdown-lines.ts';

const SUMMARY_SKILL_COUNT = 5;
const SUMMARY_MIN_WORDS = 12;
const OBJECTIVE_WORDING = /\b(?:seeking|looking for|to obtain|to secure|aspiring|objective)\b/i;

/** 'Machine learning' is a common noun mid-sentence; 'Spring Boot' and 'Node.js' are names. */
const toProseName = (name: string) =>
  /^\p{Lu}\p{Ll}+(?: \p{Ll}[\p{Ll}-]*)+$/u.test(name) ? name.charAt(0).toLowerCase() + name.slice(1) : name;

/** The skills to name: those the target role asks for, then those of the skills section, then the most mentioned. */
function pickSkills(document: TResumeDocument, skills: readonly TRecognizedSkill[], targetRole: string | undefined): string[] {
  const profile = targetRole ? findRoleProfile(targetRole) : null;
  const wanted = profile ? [...profile.core, ...profile.niceToHave] : [];
  const skillsSectionLines = new Set(
    document.sections.filter((section) => section.kind === 'skills').flatMap((section) => section.items.flatMap((item) => item.lines)),
  );
  const roleRank = (skill: TRecognizedSkill) => (wanted.includes(skill.name) ? wanted.indexOf(skill.name) : wanted.length);
  const listRank = (skill: TRecognizedSkill) => (skill.lines.some((line) => skillsSectionLines.has(line)) ? 0 : 1);
  return skills
    .map((skill, index) => ({ skill, index }))
    .sort((a, b) => roleRank(a.skill) - roleRank(b.skill) || listRank(a.skill) - listRank(b.skill) || a.index - b.index)
    .slice(0, SUMMARY_SKILL_COUNT)
    .map(({ skill }) => toProseName(skill.name));
}

/** A summary made of the resume's own facts; null when it has too few (a title and more) to say anything. */
export function composeSummary(document: TResumeDocument, skills: readonly TRecognizedSkill[], targetRole?: string): string | null {
  const currentRole = document.experience.find((entry) => entry.dates?.isCurrent && entry.title);
  const title = document.headline?.value ?? currentRole?.title ?? document.experience.find((entry) => entry.title)?.title;
  if (!title) return null;
  const startYears = document.experience.flatMap((entry) => (entry.dates?.start ? [entry.dates.start.year] : []));
  const since = currentRole && startYears.length > 0 ? ` with professional experience since ${Math.min(...startYears)}` : '';
  const skillNames = pickSkills(document, skills, targetRole);
  const skilled = skillNames.length > 0 ? `${since ? ',' : ''} skilled in ${joinWords(skillNames)}` : '';
  // A title alone is not worth a summary.
  if (!since && !skilled) return null;
  const sentences = [`${title}${since}${skilled}.`];

  if (currentRole?.company) {
    const sameTitle = currentRole.title?.toLowerCase() === title.toLowerCase();
    sentences.push(sameTitle ? `Currently at ${currentRole.company}.` : `Currently ${currentRole.title} at ${currentRole.company}.`);
  } else {
    const degree = document.education.find((entry) => entry.degree);
    if (degree?.degree) {
      const field = degree.field ? ` in ${degree.field}` : '';
      const school = degree.institution ? `, ${degree.institution}` : '';
      const year = degree.dates?.end?.year ?? degree.dates?.start?.year;
      sentences.push(`${degree.degree}${field}${school}${year ? ` (${year})` : ''}.`);
    }
  }
  return sentences.join(' ');
}

/** An objective or a line too short to sell anything. */
export function isWeakSummary(text: string, heading: string): boolean {
  return OBJECTIVE_WORDING.test(heading) || OBJECTIVE_WORDING.test(text) || countWords(text) < SUMMARY_MIN_WORDS;
}

/**
 * The summary paragraphs and their changes. A weak one is replaced only when it states no number
 * and no technology that the composed one leaves out: replacing must not lose a fact.
 */
export function rewriteSummary(params: {
  paragraphs: readonly string[];
  heading: string;
  composed: string | null;
  skillsInSummary: readonly TRecognizedSkill[];
}): { paragraphs: string[]; changes: TImprovementChange[] } {
  const { paragraphs, heading, composed, skillsInSummary } = params;
  const written = paragraphs.join(' ');
  if (paragraphs.length === 0) {
    if (!composed) return { paragraphs: [], changes: [] };
    const reason =
      'Added a short summary made only of facts already in your resume (title, experience, top skills): recruiters read it first.';
    return { paragraphs: [composed], changes: [{ kind: 'summary', before: '', after: composed, reason }] };
  }
  const factsInWritten = findFacts(written);
  const statesFacts = factsInWritten.metrics.length + factsInWritten.numbers.length + factsInWritten.dates.length > 0;
  const losesSkill = skillsInSummary.some((skill) => !composed?.toLowerCase().includes(skill.name.toLowerCase()));
  if (composed && isWeakSummary(written, heading) && !statesFacts && !losesSkill) {
    const reason =
      'An objective says what you want; a summary made only of facts from your resume (title, skills, education) tells a recruiter what you offer.';
    return { paragraphs: [composed], changes: [{ kind: 'summary', before: written, after: composed, reason }] };
  }
  const rewrites = paragraphs.map((paragraph) => rewriteProse(paragraph));
  return { paragraphs: rewrites.map((rewrite) => rewrite.text), changes: rewrites.flatMap((rewrite) => rewrite.changes) };
}
