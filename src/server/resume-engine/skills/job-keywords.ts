/**
 * What a pasted job description asks for: the technologies (same recognizer as for resumes), each
 * marked required or nice-to-have by the part of the posting it appears in, plus the notable
 * non-technology requirements that can be read reliably: years of experience, a degree, soft skills.
 */
import { stripInlineMarkdown } from '../parse/markdown-lines.ts';
import { isSkillListText, recognizeSkillsInLines, type TRecognizedSkill } from './recognize-skills.ts';

type TJobSkill = TRecognizedSkill & {
  /** False when the posting only lists it as nice to have / preferred / a plus. */
  isRequired: boolean;
};

type TJobRequirementKind = 'experience' | 'degree' | 'soft-skill';
type TJobRequirement = { kind: TJobRequirementKind; text: string; line: number };

type TJobKeywords = { skills: TJobSkill[]; requirements: TJobRequirement[] };

const PREFERRED_HEADING = /\b(?:nice[\s-]to[\s-]haves?|preferred|bonus(?: points)?|good to have|desirable|optional|pluses|extra credit)\b/i;
const REQUIRED_HEADING =
  /\b(?:requirements?|required|must[\s-]haves?|qualifications|what you(?:['’]ll)? (?:need|bring)|you have|skills|responsibilities|about you|what we(?:['’]re)? looking for)\b/i;
const PREFERRED_INLINE = /\b(?:nice[\s-]to[\s-]have|is a plus|are a plus|a plus\b|preferred|bonus|desirable|ideally)\b/i;
const HEADING_MAX_WORDS = 6;

const YEARS_OF_EXPERIENCE =
  /\b(\d{1,2})\s*\+?\s*(?:-\s*\d{1,2}\s*)?(?:years?|yrs?)(?:\s+of)?(?:\s+(?:professional|relevant|industry|hands[\s-]on|commercial|working))?\s+(?:experience|exp\b)/i;
const DEGREE =
  /\b(?:bachelor['’]?s|master['’]?s|ph\.?\s?d|doctorate|b\.?s\.?c?|m\.?s\.?c?|b\.?a\.?|university degree|degree)\b[^.;\n]{0,60}?\b(?:computer science|engineering|mathematics|math|statistics|physics|related field|equivalent|information technology|technical field)\b/i;
// Soft skills a posting states as requirements; matched as whole phrases.
const SOFT_SKILLS: readonly [string, RegExp][] = [
  ['communication', /\b(?:communication|communicator)\b/i],
  ['leadership', /\bleadership\b|\blead(?:ing)? (?:a )?teams?\b/i],
  ['mentoring', /\bmentor(?:ing|ship)?\b/i],
  ['collaboration', /\bcollaborat(?:ion|ive|e)\b|\bteamwork\b|\bcross[\s-]functional\b/i],
  ['problem solving', /\bproblem[\s-]solving\b|\bsolve (?:complex )?problems\b/i],
  ['ownership', /\bownership\b|\bself[\s-]directed\b|\bautonomous(?:ly)?\b/i],
  ['stakeholder management', /\bstakeholders?\b/i],
  ['English', /\b(?:fluent|proficient|professional|business)[\s-](?:level )?english\b|\benglish (?:proficiency|fluency)\b/i],
];

type TPostingLine = { line: number; text: string; isPreferred: boolean };

/** Each line with whether it sits in a 'nice to have' part of the posting (or says so itself). */
function readPostingLines(jobDescription: string): TPostingLine[] {
  let inPreferredPart = false;
  return jobDescription.split(/\r\n|\r|\n/).map((raw, index) => {
    // Heading and list markers go, then emphasis; a '#' inside the text stays ('C#', 'F#').
    const text = stripInlineMarkdown(raw.replace(/^\s*#{1,6}\s+/, '').replace(/^\s*(?:[-*•▪◦]|\d+[.)])\s+/, ''));
    const isHeading = text.split(/\s+/).length <= HEADING_MAX_WORDS && (/:$/.test(text) || /^#/.test(raw.trim()) || !/[.,]/.test(text));
    if (isHeading && PREFERRED_HEADING.test(text)) inPreferredPart = true;
    else if (isHeading && REQUIRED_HEADING.test(text)) inPreferredPart = false;
    return { line: index + 1, text, isPreferred: inPreferredPart || PREFERRED_INLINE.test(text) };
  });
}

/** The technologies and notable requirements of a job description. */
export function extractJobKeywords(jobDescription: string): TJobKeywords {
  const lines = readPostingLines(jobDescription);
  const toSearch = (subset: readonly TPostingLine[]) =>
    recognizeSkillsInLines(subset.map(({ line, text }) => ({ line, text, isSkillList: isSkillListText(text) })));
  const required = toSearch(lines.filter((line) => !line.isPreferred));
  const requiredNames = new Set(required.map((skill) => skill.name));
  const preferred = toSearch(lines.filter((line) => line.isPreferred)).filter((skill) => !requiredNames.has(skill.name));
  const skills: TJobSkill[] = [
    ...required.map((skill) => ({ ...skill, isRequired: true })),
    ...preferred.map((skill) => ({ ...skill, isRequired: false })),
  ];

  const requirements: TJobRequirement[] = [];
  const seenSoftSkills = new Set<string>();
  for (const { line, text } of lines) {
    const years = YEARS_OF_EXPERIENCE.exec(text);
    if (years) requirements.push({ kind: 'experience', text: years[0].trim(), line });
    const degree = DEGREE.exec(text);
    if (degree) requirements.push({ kind: 'degree', text: degree[0].trim(), line });
    for (const [name, pattern] of SOFT_SKILLS) {
      if (seenSoftSkills.has(name) || !pattern.test(text)) continue;
      seenSoftSkills.add(name);
      requirements.push({ kind: 'soft-skill', text: name, line });
    }
  }
  return { skills, requirements };
}
