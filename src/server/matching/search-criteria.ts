/**
 * The employer's criteria turned into what the search query needs: skills as taxonomy keys with
 * the skills related to them, the role family the title names (or, for a title that names none, its
 * words with the words that mean the same role: engineer = developer = programmer), and the words of the place with whether remote work is asked for.
 */
import type { TCandidateSearchCriteria } from '#shared/schemas/candidate-search.ts';
import type { TExperienceLevel } from '#shared/profile-values.ts';
import { getSkillName, toSkillKey } from '#server/resume-engine/skills/skill-keys.ts';
import { findTitleFamily, getNearFamilies, getSkillImportance, type TRoleFamily } from '#server/resume-engine/skills/role-families.ts';
import { getSkillRelations, type TSkillRelation } from './skill-relations.ts';
import { TITLE_SYNONYMS, toSearchWords } from './title-words.ts';
import type { TRemoteArea } from './remote-area.ts';

/**
 * `related`: the skills a recruiter accepts in its place, with how much of it each is worth
 * (skill-relations.ts); `importance`: its share of the skills' weight against the other requested ones.
 */
export type TWantedSkill = { key: string; name: string; related: TSkillRelation[]; importance: number; isMustHave: boolean };
/** A word of the searched title and the words that name the same kind of role. */
export type TTitleTerm = { word: string; words: string[] };

export type TPreparedCriteria = {
  /** The title as the employer wrote it, for the explanations. */
  jobTitle: string;
  /**
   * The kind of role the title names, and the families near it with how near (itself at 1); null
   * for a title that names no role ('Software Engineer'), which is then matched by its words.
   */
  roleFamily: TRoleFamily | null;
  nearFamilies: { family: TRoleFamily; affinity: number }[];
  skills: TWantedSkill[];
  titleTerms: TTitleTerm[];
  /** The words of the place ('berlin' of 'Berlin, Germany'); null when only remote or nothing is asked. */
  placeWords: string[] | null;
  place: string | null;
  wantsRemote: boolean;
  experienceLevel: TExperienceLevel | null;
  /** Whether nobody below `experienceLevel` may appear (the employer's "Only this level"). */
  levelIsRequired: boolean;
  /** Whether a candidate below `experienceLevel` scores under a Strong match (an employer's search, whose explanations name it). */
  isBelowLevelCapped: boolean;
  /** The fewest years since the career began; someone whose years are unknown does not pass. Null for no minimum. */
  minYearsExperience: number | null;
  salaryMin: number | null;
  salaryMax: number | null;
  /** Whether pay outside the range leaves a candidate out (an employer's search) or only lowers the fit (a job). */
  payIsFilter: boolean;
  /**
   * Skills of which a candidate must hold (list or show) at least one to appear; empty for none. A
   * job's: the language, framework or platform it is built on, so that a database or a cloud alone
   * never makes a match.
   */
  floorSkillKeys: string[];
  /**
   * Whether the work is done in the place (a job on site or hybrid there): then only those there, or
   * open to relocating, may appear; otherwise (an employer's search of a place) anyone open to remote
   * work comes too, below them.
   */
  placeIsRequired: boolean;
  /**
   * Where a remote job may be done from ('Remote (EU, CET ±2 hours)'): those elsewhere do not appear,
   * those there earn the place's points; null for no limit (and for a search).
   */
  remoteArea: TRemoteArea | null;
  /**
   * Whether someone two levels above the asked one is left out (a senior for an entry-level job: they
   * would not take it, and it would not be offered to them); otherwise (a search) they rank lower.
   */
  excludesOverqualified: boolean;
};

/** Words that say nothing about the kind of work ('Senior', 'II', 'of'). */
const TITLE_NOISE_WORDS = new Set([
  'senior', 'sr', 'junior', 'jr', 'lead', 'principal', 'staff', 'chief', 'head', 'mid', 'level', 'entry',
  'i', 'ii', 'iii', 'iv', 'the', 'a', 'an', 'of', 'and', 'or', 'for', 'to', 'in', 'with', 'at', 'remote',
]); // prettier-ignore

const REMOTE_WORDS = new Set(['remote', 'anywhere', 'worldwide', 'work from home', 'wfh']);

function toTitleTerm(word: string): TTitleTerm {
  return { word, words: [...(TITLE_SYNONYMS.find((group) => group.includes(word)) ?? [word])] };
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

/** The level filters are an employer's own: a job read as a search sets none. */
type TCriteriaToPrepare = Omit<TCandidateSearchCriteria, 'levelIsRequired' | 'minYearsExperience' | 'tagIds'> &
  Partial<Pick<TCandidateSearchCriteria, 'levelIsRequired' | 'minYearsExperience'>>;

export function prepareCriteria(criteria: TCriteriaToPrepare): TPreparedCriteria {
  const mustHaveKeys = new Set(criteria.mustHaveSkills.map(toSkillKey));
  const skills = new Map<string, TWantedSkill>();
  for (const skill of [...criteria.mustHaveSkills, ...criteria.skills]) {
    const key = toSkillKey(skill);
    if (!key || skills.has(key)) continue;
    const name = getSkillName(key) === key ? skill : getSkillName(key);
    skills.set(key, {
      key,
      name,
      related: getSkillRelations(key),
      importance: getSkillImportance(key),
      isMustHave: mustHaveKeys.has(key),
    });
  }
  const { place, wantsRemote } = getPlace(criteria.location);
  const placeWords = place ? toSearchWords(place) : [];
  const roleFamily = findTitleFamily(criteria.jobTitle);
  return {
    jobTitle: criteria.jobTitle,
    roleFamily,
    nearFamilies: roleFamily ? getNearFamilies(roleFamily) : [],
    skills: [...skills.values()],
    titleTerms: roleFamily
      ? []
      : toSearchWords(criteria.jobTitle)
          .filter((word) => !TITLE_NOISE_WORDS.has(word))
          .map(toTitleTerm),
    placeWords: placeWords.length > 0 ? placeWords : null,
    place,
    wantsRemote,
    experienceLevel: criteria.experienceLevel,
    levelIsRequired: criteria.levelIsRequired ?? false,
    isBelowLevelCapped: true,
    // At least 0 years asks nothing: it must not leave out those whose years are unknown.
    minYearsExperience: criteria.minYearsExperience || null,
    salaryMin: criteria.salaryMin,
    salaryMax: criteria.salaryMax,
    payIsFilter: true,
    floorSkillKeys: [],
    placeIsRequired: false,
    remoteArea: null,
    excludesOverqualified: false,
  };
}
