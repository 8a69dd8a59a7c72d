/**
 * The employer's criteria turned into what the search query needs: skills as taxonomy keys with
 * their related keys, title words as case-insensitive word patterns (engineer = developer =
 * programmer), and the place to match with whether remote work is asked for.
 */
import type { TCandidateSearchCriteria } from '#shared/schemas/candidates.ts';
import type { TExperienceLevel } from '#shared/schemas/profile.ts';
import { getRelatedSkillKeys, getSkillName, toSkillKey } from '#server/lib/skill-index/skill-keys.ts';

export type TWantedSkill = { key: string; name: string; relatedKeys: string[]; isMustHave: boolean };
export type TTitleTerm = { word: string; pattern: string };

export type TPreparedCriteria = {
  /** The title as the employer wrote it, for the explanations. */
  jobTitle: string;
  skills: TWantedSkill[];
  titleTerms: TTitleTerm[];
  /** A word pattern for the place ('Berlin' of 'Berlin, Germany'); null when only remote or nothing is asked. */
  placePattern: string | null;
  place: string | null;
  wantsRemote: boolean;
  experienceLevel: TExperienceLevel | null;
  salaryMin: number | null;
  salaryMax: number | null;
};

/** Words that say nothing about the kind of work ('Senior', 'II', 'of'). */
const TITLE_NOISE_WORDS = new Set([
  'senior', 'sr', 'junior', 'jr', 'lead', 'principal', 'staff', 'chief', 'head', 'mid', 'level', 'entry',
  'i', 'ii', 'iii', 'iv', 'the', 'a', 'an', 'of', 'and', 'or', 'for', 'to', 'in', 'with', 'at', 'remote',
]); // prettier-ignore

/** Words that name the same kind of role. */
const TITLE_SYNONYMS: readonly (readonly string[])[] = [
  ['engineer', 'engineering', 'developer', 'development', 'programmer', 'dev', 'swe', 'coder'],
  ['frontend', 'front-end'],
  ['backend', 'back-end'],
  ['fullstack', 'full-stack'],
  ['devops', 'sre', 'reliability', 'platform'],
  ['scientist', 'science'],
  ['architect', 'architecture'],
  ['manager', 'management'],
  ['designer', 'design'],
  ['analyst', 'analytics'],
];

const REMOTE_WORDS = new Set(['remote', 'anywhere', 'worldwide', 'work from home', 'wfh']);

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\#-]/g, (character) => `\\${character}`);
}

/** A PostgreSQL regex matching any of `words` as a whole word ('c++' and 'node.js' included). */
export function toWordPattern(words: readonly string[]): string {
  return `(^|[^[:alnum:]])(${words.map(escapeRegex).join('|')})($|[^[:alnum:]])`;
}

function getTitleWords(jobTitle: string): string[] {
  const normalized = jobTitle
    .toLowerCase()
    .replace(/\bfront[\s-]end\b/g, 'frontend')
    .replace(/\bback[\s-]end\b/g, 'backend')
    .replace(/\bfull[\s-]stack\b/g, 'fullstack');
  const words = normalized.match(/[a-z0-9][a-z0-9+#.]*/g) ?? [];
  return [...new Set(words.map((word) => word.replace(/\.+$/, '')).filter((word) => word && !TITLE_NOISE_WORDS.has(word)))];
}

function toTitleTerm(word: string): TTitleTerm {
  const synonyms = TITLE_SYNONYMS.find((group) => group.includes(word)) ?? [word];
  const written = synonyms.flatMap((synonym) =>
    synonym.includes('-') ? [synonym, synonym.replace('-', ' '), synonym.replace('-', '')] : [synonym],
  );
  return { word, pattern: toWordPattern([...new Set(written)]) };
}

function getPlace(location: string): { place: string | null; wantsRemote: boolean } {
  const parts = location
    .split(/[,;/|]|\bor\b/i)
    .map((part) => part.trim())
    .filter(Boolean);
  const wantsRemote = parts.some((part) => REMOTE_WORDS.has(part.toLowerCase()));
  // The first part is the most specific one written ('Austin' of 'Austin, TX').
  const place = parts.find((part) => !REMOTE_WORDS.has(part.toLowerCase())) ?? null;
  return { place, wantsRemote };
}

export function prepareCriteria(criteria: TCandidateSearchCriteria): TPreparedCriteria {
  const mustHaveKeys = new Set(criteria.mustHaveSkills.map(toSkillKey));
  const skills = new Map<string, TWantedSkill>();
  for (const skill of [...criteria.mustHaveSkills, ...criteria.skills]) {
    const key = toSkillKey(skill);
    if (!key || skills.has(key)) continue;
    skills.set(key, {
      key,
      name: getSkillName(key) === key ? skill : getSkillName(key),
      relatedKeys: getRelatedSkillKeys(key),
      isMustHave: mustHaveKeys.has(key),
    });
  }
  const { place, wantsRemote } = getPlace(criteria.location);
  return {
    jobTitle: criteria.jobTitle,
    skills: [...skills.values()],
    titleTerms: getTitleWords(criteria.jobTitle).map(toTitleTerm),
    placePattern: place ? toWordPattern([place.toLowerCase()]) : null,
    place,
    wantsRemote,
    experienceLevel: criteria.experienceLevel,
    salaryMin: criteria.salaryMin,
    salaryMax: criteria.salaryMax,
  };
}
