/**
 * Section headings as people write them ('PROFESSIONAL EXPERIENCE', 'Work History', 'Tech Stack')
 * → the standard section kind. The analyzer's 'standard headings' check reads isStandardHeading.
 */
import type { TSectionKind } from './types.ts';

/** Headings an ATS recognises as they are: one or two per kind, the ones the improver writes. */
const STANDARD_SECTION_HEADINGS: Record<Exclude<TSectionKind, 'other'>, readonly string[]> = {
  summary: ['Summary', 'Professional Summary', 'Profile', 'Objective', 'Career Objective'],
  experience: ['Experience', 'Work Experience', 'Professional Experience', 'Employment History'],
  education: ['Education'],
  skills: ['Skills', 'Technical Skills'],
  projects: ['Projects'],
  certifications: ['Certifications', 'Licenses & Certifications'],
  awards: ['Awards', 'Honors & Awards'],
  languages: ['Languages'],
  volunteer: ['Volunteer Experience', 'Volunteering'],
  publications: ['Publications'],
  interests: ['Interests'],
  contact: ['Contact', 'Contact Information'],
};

/** 'Summary', 'Experience', 'Skills'…: the first standard heading of a kind; null for 'other'. */
export function getStandardHeading(kind: TSectionKind): string | null {
  return kind === 'other' ? null : (STANDARD_SECTION_HEADINGS[kind][0] ?? null);
}

// Exact names beyond the standard ones, normalised (lower case, '&' → 'and', no punctuation).
const OTHER_NAMES: Record<TSectionKind, readonly string[]> = {
  summary: [
    'about',
    'about me',
    'professional profile',
    'career summary',
    'executive summary',
    'overview',
    'personal statement',
    'summary of qualifications',
    'qualifications summary',
    'introduction',
    'bio',
  ],
  experience: [
    'employment',
    'work history',
    'career history',
    'relevant experience',
    'professional background',
    'internships',
    'internship experience',
    'positions held',
    'job history',
    'work',
    'industry experience',
    'experience and achievements',
  ],
  education: ['academic background', 'education and training', 'academic qualifications', 'academics', 'studies', 'qualifications'],
  skills: [
    'core skills',
    'key skills',
    'technologies',
    'tech stack',
    'technical expertise',
    'core competencies',
    'competencies',
    'expertise',
    'areas of expertise',
    'tools',
    'tools and technologies',
    'technical proficiencies',
    'proficiencies',
    'programming languages',
    'skills and tools',
    'skills summary',
    'technical summary',
    'stack',
  ],
  projects: [
    'personal projects',
    'side projects',
    'selected projects',
    'key projects',
    'academic projects',
    'open source',
    'open source contributions',
    'portfolio',
  ],
  certifications: ['certificates', 'licenses', 'certifications and training', 'courses', 'training', 'professional development'],
  awards: ['honors', 'honours', 'achievements', 'awards and honors', 'accomplishments', 'recognition', 'awards and achievements'],
  languages: ['spoken languages', 'language skills', 'language proficiency'],
  volunteer: [
    'volunteer',
    'volunteer work',
    'community involvement',
    'community service',
    'activities',
    'extracurricular activities',
    'leadership and activities',
    'leadership',
  ],
  publications: ['publications and presentations', 'papers', 'research', 'talks', 'presentations', 'patents', 'talks and publications'],
  interests: ['hobbies', 'hobbies and interests', 'personal interests'],
  contact: ['contact details', 'personal information', 'personal details', 'contact info'],
  other: ['references', 'additional information', 'misc', 'miscellaneous'],
};

// For longer or unusual headings ('Volunteer Experience or Leadership'): the first keyword found decides.
const KEYWORDS: readonly [RegExp, TSectionKind][] = [
  [/\bvolunteer/, 'volunteer'],
  [/\bpublication|\bpatent/, 'publications'],
  [/\bcertific|\blicen[cs]e/, 'certifications'],
  [/\baward|\bhono(u)?rs?\b/, 'awards'],
  [/\bproject/, 'projects'],
  [/\beducation|\bacademic/, 'education'],
  [/\bskill|\bcompetenc|\btechnolog|\bprogramming|\btools?\b|\bstack\b/, 'skills'],
  [/\bexperience|\bemployment|\bwork history|\bcareer\b/, 'experience'],
  [/\bsummary|\bprofile|\bobjective|\babout\b/, 'summary'],
  [/\binterests?\b|\bhobbies/, 'interests'],
  [/\blanguages?\b/, 'languages'],
  [/\bcontact/, 'contact'],
];
const KEYWORD_HEADING_MAX_WORDS = 5;

const kindByName = new Map<string, TSectionKind>();
for (const [kind, names] of Object.entries(STANDARD_SECTION_HEADINGS) as [TSectionKind, readonly string[]][])
  for (const name of names) kindByName.set(normalizeHeading(name), kind);
for (const [kind, names] of Object.entries(OTHER_NAMES) as [TSectionKind, readonly string[]][])
  for (const name of names) kindByName.set(normalizeHeading(name), kind);
const standardNames = new Set(Object.values(STANDARD_SECTION_HEADINGS).flatMap((names) => names.map(normalizeHeading)));

function normalizeHeading(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

// Keywords never apply to an entry title: 'Full-Stack Developer — Fabrikam' is a job, not 'Tech Stack'.
const ENTRY_TITLE = /\s[|·—–-]\s|,|\b(?:developer|engineer|manager|intern|analyst|designer|consultant|architect|scientist|lead)s?\b/;

/**
 * The section kind a heading names, or null when it names none. Exact names first, then (unless
 * `exactOnly`) keywords for headings of up to five words ('Volunteer Experience or Leadership' →
 * volunteer) that do not look like an entry title.
 */
export function getSectionKind(heading: string, { exactOnly = false }: { exactOnly?: boolean } = {}): TSectionKind | null {
  const name = normalizeHeading(heading);
  if (!name) return null;
  const exact = kindByName.get(name);
  if (exact || exactOnly) return exact ?? null;
  if (name.split(' ').length > KEYWORD_HEADING_MAX_WORDS || /\d/.test(name) || ENTRY_TITLE.test(heading.toLowerCase())) return null;
  return KEYWORDS.find(([pattern]) => pattern.test(name))?.[1] ?? null;
}

/** True when an ATS reads the heading as it is ('Experience', not 'Where I have been'). */
export function isStandardHeading(heading: string): boolean {
  return standardNames.has(normalizeHeading(heading));
}
