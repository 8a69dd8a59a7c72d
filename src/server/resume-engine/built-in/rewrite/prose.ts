/**
 * A resume written as running text put into the resume's sections, with the person's own words
 * ('Senior DevOps Engineer at Lumen Ledger in Austin, TX from April 2021 to the present: moved 45
 * services…; before that, …'). Each role becomes 'Title | Company | Place | Dates' with its
 * achievements as bullets; the sentences that name skills, certifications and a degree become those
 * sections; contact details go under the name. Everything else stays as written, in the summary, so
 * no fact is lost; nothing is added. The improvement then rewrites the result like any resume.
 */
import type { TImprovementChange } from '#shared/schemas/resume-ai.ts';
import { ACTION_VERBS } from '#server/resume-engine/language/action-verbs.ts';
import { findDateRanges, type TDateRange } from '#server/resume-engine/parse/dates.ts';
import type { TContactDetails } from '#server/resume-engine/parse/types.ts';
import { joinWords } from '../checks/check.ts';
import { formatDateRange } from './dates.ts';

const ROLE_NOUNS =
  'Developer|Engineer|Analyst|Architect|Scientist|Manager|Designer|Consultant|Administrator|Specialist|Tester|Intern|Programmer|Lead|Director';
/** Up to five capitalised words ending in a role noun: 'Senior DevOps Engineer'. */
const TITLE = `(?:[A-Z][\\w+#/-]*\\s){0,5}?(?:${ROLE_NOUNS})`;
const COMPANY = `[A-Z][\\w&'.-]*(?:\\s(?:[A-Z][\\w&'.-]*|&|of))*`;
/** 'Austin, TX', 'Toronto, ON', 'Leeds, United Kingdom'. */
const PLACE = `[A-Z][\\w.'-]*(?:\\s[A-Z][\\w.'-]*)*,\\s[A-Z][A-Za-z]+(?:\\s[A-Z][a-z]+)?`;
const ROLE_MENTION = new RegExp(`(${TITLE})\\s+at\\s+(${COMPANY})(?:\\s+in\\s+(${PLACE})|\\s*\\((${PLACE})(?=[,)\\s]))?`, 'g');
/** Words a sentence may open with before the title: 'As Data Analyst at…', 'Since…, I was Senior…'. */
const TITLE_LEAD_WORDS = /^(?:(?:As|I|He|She|Since|From|Before|Then|Also|Now|Currently)\s)+/;

const CONTACT_SENTENCE = /^(?:you can\s+)?(?:reach|contact|email|call)\b/i;

const SKILLS_CUE =
  /\b(?:comfortable with|skills include|skills are|tools are|toolkit (?:is|includes)|work with|experienced with|technologies (?:are|include))\s+(.+)$/i;
const DEGREE =
  /\b(?:B\.\s?[A-Z][a-z]*\.|[BM]\.[A-Z][a-z]?\.|Ph\.\s?D\.?|MBA|BSc|MSc|BEng|MEng|Bachelor(?:'s)?|Master(?:'s)?|Associate of)(?=\s)/;
const CERTIFICATION = /\b(?:Certified|Certification|Certificate|Certified:|Associate|Professional|Administrator|Licen[cs]e)\b/;
const YEAR_IN_PARENTHESES = /\(\d{4}\)/;
/** What a clause about the person opens with before the thing itself: 'She holds the', 'I am an', 'and a', 'holds a'. */
const CLAUSE_LEAD = /^(?:and\s+)?(?:(?:(?:I|he|she|He|She)\s+)?(?:am|is|hold|holds|have|has|earned|completed)\s+)?(?:an?|the)?\s*/;

/** Irregular pasts that open achievements but are not action verbs of their own ('found $310,000 in…', 'split a monolith…'). */
const OTHER_IRREGULAR_PASTS = [
  'found',
  'split',
  'began',
  'took',
  'gave',
  'brought',
  'kept',
  'sold',
  'spent',
  'taught',
  'held',
  'won',
  'grew',
  'ran',
  'made',
];
const PAST_VERBS = new Set([...ACTION_VERBS.map((verb) => verb.past.split(' ')[0]!), ...OTHER_IRREGULAR_PASTS]);
const PAST_BY_GERUND = new Map(ACTION_VERBS.map((verb) => [verb.gerund.split(' ')[0]!, verb.past.split(' ')[0]!]));

/** 'Building 5 apps' → 'Built 5 apps': a bullet opens with the verb in the past, as the others do. */
function toPastOpening(bullet: string): string {
  const [first = '', ...rest] = bullet.split(' ');
  const past = PAST_BY_GERUND.get(first.toLowerCase());
  return past ? [capitalize(past), ...rest].join(' ') : bullet;
}

/** `source`: the words the role was read from. */
type TRole = { title: string; company: string; place: string | null; dates: string | null; bullets: string[]; source: string };

/**
 * The text without its contact details (the parser's, parse/contact.ts): '(jane@x.com, 555-0101)'
 * goes with its brackets, 'You can reach me at …' as a whole sentence.
 */
function removeContactDetails(text: string, details: readonly string[]): string {
  const withoutDetails = (part: string) => details.reduce((rest, detail) => rest.split(detail).join(''), part);
  const withoutBrackets = text.replace(/\s*\(([^()]*)\)/g, (group, inner: string) =>
    withoutDetails(inner).replace(/[\s,;]|\bor\b|\band\b/g, '') === '' ? '' : group,
  );
  return splitSentences(withoutBrackets)
    .filter((sentence) => !(CONTACT_SENTENCE.test(sentence) && details.some((detail) => sentence.includes(detail))))
    .join(' ');
}

/** Sentences of running text; 'B.S. in' and 'Inc. in' do not end one. */
function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z])/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** Clauses about different things: '…, and I hold a B.A.…', '; before that…', ', I am an…'. */
const splitClauses = (sentence: string) =>
  sentence
    .split(
      /;\s+|,\s+(?:and\s+)?(?=(?:I|he|she|He|She)\s+(?:am|is|hold|holds|have|has)\b)|\s+and\s+(?=(?:(?:holds?|has|have|earned|completed)\s+)?(?:an?|the)\s+(?:B\.|M\.|Ph|MBA|Bachelor|Master))/,
    )
    .map((clause) => clause.trim())
    .filter(Boolean);

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const withoutEnd = (text: string) => text.replace(/[.;,\s]+$/, '');

/** The dates of a role: the first range in its sentence, 'since May 2022' and '… to the present' as ongoing. */
function findRoleDates(sentence: string): { text: string; start: number; end: number } | null {
  const [match] = findDateRanges(sentence);
  if (!match) return null;
  let end = match.index + match.length;
  const ongoingAfter = /^\s*(?:to|–|-|until)\s+(?:the\s+)?present\b\)?/i.exec(sentence.slice(end));
  const isSince = /\bsince\s+$/i.test(sentence.slice(0, match.index));
  let range: TDateRange = match.range;
  if ((ongoingAfter || isSince) && !range.end) range = { ...range, isCurrent: true };
  if (ongoingAfter) end += ongoingAfter[0].length;
  return { text: formatDateRange(range), start: match.index, end };
}

/** The achievements of a role written as one run: split where a new action verb starts a clause. */
function toBullets(text: string): string[] {
  const run = withoutEnd(text.replace(/^[\s,:;–-]+/, '').replace(/^(?:where\s+)?(?:I|he|she|they)\s+/i, ''));
  if (!run) return [];
  const firstWord = run.split(/\s/)[0]!.toLowerCase();
  // The run's first verb sets its form: past ('built…, cut…') or gerund ('building…, writing…').
  const isGerundRun = PAST_BY_GERUND.has(firstWord);
  // A regular past opens a new achievement unless it is a passive ('…, used by 120,000 riders').
  const opensAchievement = (clause: string) => {
    const [word = '', next = ''] = clause.toLowerCase().split(/\s+/);
    if (isGerundRun) return PAST_BY_GERUND.has(word) || word.endsWith('ing');
    return PAST_VERBS.has(word) || (word.endsWith('ed') && next !== 'by');
  };
  const parts: string[] = [];
  // Gerund runs also chain with a bare 'and' ('building 5 apps … and writing 150 tests').
  const clauseBreak = isGerundRun ? /,\s+|\s+and\s+(?=\w+ing\b)/ : /,\s+/;
  for (const piece of run.split(/;\s+/)) {
    let current = '';
    for (const clause of piece.split(clauseBreak)) {
      const opening = clause.replace(/^and\s+/, '').replace(/^(?:I|he|she)\s+/, '');
      const isNewAchievement = current !== '' && opensAchievement(opening);
      if (isNewAchievement) {
        parts.push(current);
        current = opening;
      } else current = current ? `${current}, ${clause}` : opening;
    }
    if (current) parts.push(current);
  }
  return parts
    .map((part) => withoutEnd(part.replace(/^(?:and\s+)?(?:before that|after that|then|also|previously|earlier),?\s*/i, '')))
    .filter(Boolean)
    .map((part) => toPastOpening(capitalize(part)));
}

/** A clause about something other than a role's work: the skills, a degree, a certification. */
const isOtherFact = (clause: string) =>
  SKILLS_CUE.test(clause) || DEGREE.test(clause) || (CERTIFICATION.test(clause) && YEAR_IN_PARENTHESES.test(clause));

/**
 * The roles a sentence names, with what follows each as its achievements, and what the sentence goes
 * on to say after the last role's work ('…; also comfortable with AWS…; B.S. in …'); null when it names none.
 */
function readRoles(sentence: string): { roles: TRole[]; trailing: string } | null {
  const mentions = [...sentence.matchAll(ROLE_MENTION)];
  if (mentions.length === 0) return null;
  let trailing = '';
  const roles = mentions.map((mention, index) => {
    const from = mention.index;
    const to = mentions[index + 1]?.index ?? sentence.length;
    const title = mention[1]!.replace(TITLE_LEAD_WORDS, '');
    // Dates are looked for from the sentence's start for the first role ('From June 2019 to … I was'), else from the mention.
    const searchFrom = index === 0 ? 0 : from;
    const dates = findRoleDates(sentence.slice(searchFrom, to));
    let achievementsFrom = from + mention[0].length;
    if (dates && searchFrom + dates.start >= achievementsFrom - 2 && searchFrom + dates.start <= achievementsFrom + 12)
      achievementsFrom = searchFrom + dates.end;
    const pieces = sentence.slice(achievementsFrom, to).replace(/^\)/, '').split(/;\s+/);
    const otherFrom = pieces.findIndex((piece, position) => position > 0 && isOtherFact(piece.replace(/^(?:and|also)\s+/i, '')));
    if (otherFrom > 0) trailing = pieces.slice(otherFrom).join('; ');
    const work = otherFrom > 0 ? pieces.slice(0, otherFrom) : pieces;
    return {
      title,
      company: mention[2]!,
      place: mention[3] ?? mention[4] ?? null,
      dates: dates?.text ?? null,
      bullets: toBullets(work.join('; ')),
      source: withoutEnd(sentence.slice(index === 0 ? 0 : from, to)),
    };
  });
  return { roles, trailing };
}

function toSkillsLine(list: string): string {
  return withoutEnd(list)
    .split(/,\s+|\s+and\s+/)
    .map((item) => item.trim())
    .filter(Boolean)
    .join(', ');
}

/** 'B.S. in Information Technology from Brazos Valley State University, 2018' → 'B.S. in Information Technology | Brazos Valley State University | 2018'. */
function toEducationLine(clause: string): string {
  const text = withoutEnd(clause.slice(clause.search(DEGREE)));
  const parts = /^(.+?)\s+(?:from|at)\s+(.+?)(?:,\s*|\s*\()(\d{4})\)?$/.exec(text);
  return parts ? `${parts[1]} | ${parts[2]} | ${parts[3]}` : text;
}

const toCertificationItems = (clause: string) =>
  withoutEnd(clause.replace(CLAUSE_LEAD, ''))
    .split(/\s+and\s+(?=(?:an?\s+|the\s+)?[A-Z])/)
    .map((item) => `- ${withoutEnd(item.replace(CLAUSE_LEAD, ''))}`);

const MONTH_NAMES = /^(?:January|February|March|April|May|June|July|August|September|October|November|December)$/;

/** The numbers and names of a sentence: what must not be lost (its first word, 'I' and month names aside, as dates are rewritten). */
function getFacts(sentence: string): string[] {
  const numbers = sentence.match(/\d[\d,.]*\d|\d/g) ?? [];
  const names = [...sentence.matchAll(/(?<=\s)[A-Z][\w+#-]*/g)]
    .map((match) => match[0])
    .filter((word) => word !== 'I' && !MONTH_NAMES.test(word));
  return [...numbers, ...names];
}

const toRoleMarkdown = (role: TRole) =>
  [
    [role.title, role.company, role.place, role.dates].filter(Boolean).join(' | '),
    ...(role.bullets.length > 0 ? ['', ...role.bullets.map((bullet) => `- ${bullet}`)] : []),
  ].join('\n');

/** The text under the name: short lines with contact details stay as the header; the rest is the prose to read. */
type TProseParts = { nameLine: string | null; header: string[]; proseDetails: string[]; sentences: string[] };

/** What the prose says, sorted into the sections it will fill. */
type TProseFacts = { summary: string[]; roles: TRole[]; skills: string[]; certifications: string[]; education: string[] };

function splitHeaderAndProse(content: string, contact: TContactDetails): TProseParts {
  const nameLine = content.split(/\r?\n/).find((line) => /^#\s/.test(line));
  const paragraphs = content
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.replace(/\s*\r?\n\s*/g, ' ').trim())
    .filter((paragraph) => paragraph && !/^#\s/.test(paragraph));
  const details = [
    ...contact.emails.map((email) => email.value),
    ...contact.phones.map((phone) => phone.value),
    ...contact.links.map((link) => link.url),
  ];
  // Short lines with contact details (a headline and contact line under the name) stay as the header.
  const isHeaderLine = (paragraph: string) => paragraph.length < 200 && details.some((detail) => paragraph.includes(detail));
  const header = paragraphs.filter((paragraph) => isHeaderLine(paragraph) && !paragraph.match(ROLE_MENTION));
  const prose = paragraphs.filter((paragraph) => !header.includes(paragraph)).join(' ');
  const proseDetails = details.filter((detail) => prose.includes(detail));
  const sentences = splitSentences(removeContactDetails(prose, proseDetails));
  return { nameLine: nameLine === undefined ? null : nameLine.trim(), header, proseDetails, sentences };
}

/** Roles to Experience; in other text, skills, a degree and certifications to their sections; the rest kept for the summary. */
function sortFacts(sentences: string[]): TProseFacts {
  const facts: TProseFacts = { summary: [], roles: [], skills: [], certifications: [], education: [] };
  /** The clauses of text that is not a role: skills, degree and certifications to their sections, the rest kept. */
  const readOtherFacts = (sentence: string) => {
    const clauses = splitClauses(sentence);
    const kept: string[] = [];
    for (const clause of clauses.map((text) => text.replace(/^(?:and|also)\s+(?=\S)/i, ''))) {
      const skillsList = SKILLS_CUE.exec(clause)?.[1];
      if (skillsList) facts.skills.push(toSkillsLine(skillsList));
      else if (DEGREE.test(clause)) {
        // Words before the degree other than 'I hold a' are kept, in the summary.
        const before = clause.slice(0, clause.search(DEGREE)).replace(CLAUSE_LEAD, '').trim();
        if (before) kept.push(before);
        facts.education.push(toEducationLine(clause));
      } else if (CERTIFICATION.test(clause) && YEAR_IN_PARENTHESES.test(clause)) facts.certifications.push(...toCertificationItems(clause));
      else kept.push(clause);
    }
    if (kept.length > 0) facts.summary.push(kept.length === clauses.length ? sentence : `${kept.map(withoutEnd).join('; ')}.`);
  };
  for (const sentence of sentences) {
    const read = readRoles(sentence);
    if (!read) readOtherFacts(sentence);
    else {
      facts.roles.push(...read.roles);
      if (read.trailing) readOtherFacts(read.trailing);
    }
  }
  return facts;
}

/** Nothing is lost: a sentence with a number or a name the sections do not hold stays, whole, in the summary. */
function keepUnplacedSentences(sentences: string[], { summary, roles, skills, certifications, education }: TProseFacts): void {
  const placed = [...roles.map(toRoleMarkdown), ...summary, ...skills, ...certifications, ...education].join(' ');
  for (const sentence of sentences) {
    if (getFacts(sentence).some((fact) => !placed.includes(fact)) && !summary.includes(sentence)) summary.push(sentence);
  }
}

function toProseMarkdown({ nameLine, header, proseDetails }: TProseParts, facts: TProseFacts): string {
  const blocks: string[] = [];
  if (nameLine !== null) blocks.push(nameLine);
  blocks.push(...header);
  if (proseDetails.length > 0) blocks.push(proseDetails.join(' | '));
  if (facts.summary.length > 0) blocks.push('## Summary', facts.summary.join(' '));
  // In the order the improvement writes sections, so moving them is no change of its own.
  if (facts.skills.length > 0) blocks.push('## Skills', facts.skills.join('\n\n'));
  blocks.push('## Experience', ...facts.roles.map(toRoleMarkdown));
  if (facts.education.length > 0) blocks.push('## Education', facts.education.join('\n\n'));
  if (facts.certifications.length > 0) blocks.push('## Certifications', facts.certifications.join('\n'));
  return `${blocks.join('\n\n')}\n`;
}

/** A change for each role set out, and one for the sections the text's other facts went to. */
function describeProseChanges({ roles, skills, education, certifications }: TProseFacts): TImprovementChange[] {
  const changes: TImprovementChange[] = roles.map((role) => ({
    kind: 'layout',
    before: role.source,
    after: toRoleMarkdown(role),
    reason: 'A role written as running text, set out as title, company, place and dates with its achievements as bullets, in your words.',
  }));
  const sections = [
    skills.length > 0 && 'Skills',
    education.length > 0 && 'Education',
    certifications.length > 0 && 'Certifications',
  ].filter((section): section is string => section !== false);
  if (sections.length > 0)
    changes.push({
      kind: 'layout',
      before: 'The same facts in running text',
      after: `${joinWords(sections)} section${sections.length > 1 ? 's' : ''}`,
      reason: `The ${joinWords(sections.map((section) => section.toLowerCase()))} named in the text, each in a section of its own where recruiters and ATS look for them.`,
    });
  return changes;
}

/**
 * The markdown of a resume written as running text, and a change for each role and section read
 * from it; null when the resume has sections already or names no role. `contact`: the contact
 * details the parser found in it.
 */
export function restructureProse(content: string, contact: TContactDetails): { markdown: string; changes: TImprovementChange[] } | null {
  if (content.split(/\r?\n/).some((line) => /^#{2,6}\s|^\s*[-*•]\s/.test(line))) return null;
  const parts = splitHeaderAndProse(content, contact);
  const facts = sortFacts(parts.sentences);
  if (facts.roles.length === 0) return null;
  keepUnplacedSentences(parts.sentences, facts);
  return { markdown: toProseMarkdown(parts, facts), changes: describeProseChanges(facts) };
}
