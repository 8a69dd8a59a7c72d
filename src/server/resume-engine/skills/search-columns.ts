/**
 * What applicant_profiles stores beside a profile for candidate search, derived from its skills, job
 * title and texts on every write: the skills as keys and categories, the role family and the year the career began.
 */
import { findCareerStartYear } from '../parse/career-start.ts';
import { classifyRole, toRoleFamilyCode, type TRoleFamily } from './role-families.ts';
import { toSkillColumns } from './skill-keys.ts';

/** Raise when what the columns hold changes (new families, other rules): rows of an older version are recomputed at start. */
export const SEARCH_COLUMNS_VERSION = 3;

export type TSearchColumns = {
  skillKeys: string[];
  skillCategories: string[];
  roleFamily: TRoleFamily | null;
  roleFamilyCode: number;
  careerStartYear: number | null;
  searchColumnsVersion: number;
};

/** What the columns are computed from. */
export type TSearchColumnsSource = {
  jobTitle: string | null;
  skills: readonly string[];
  bio: string | null;
  experience: string | null;
  workExperience: string | null;
};

/** `writtenAt`: when the texts were written, which a stated length ('8 years …') counts back from. */
export function toSearchColumns(profile: TSearchColumnsSource, writtenAt: Date): TSearchColumns {
  const { skillKeys, skillCategories } = toSkillColumns(profile.skills);
  const roleFamily = classifyRole({ jobTitle: profile.jobTitle, skillKeys });
  return {
    skillKeys,
    skillCategories,
    roleFamily,
    roleFamilyCode: toRoleFamilyCode(roleFamily),
    careerStartYear: findCareerStartYear([profile.workExperience, profile.experience, profile.bio], writtenAt),
    searchColumnsVersion: SEARCH_COLUMNS_VERSION,
  };
}
