/**
 * What applicant_profiles stores beside a profile for candidate search, derived from its skills and
 * job title on every write: the skills as keys and categories, and the role family.
 */
import { classifyRole, type TRoleFamily } from './role-families.ts';
import { toSkillColumns } from './skill-keys.ts';

/** Raise when what the columns hold changes (new families, other rules): rows of an older version are recomputed at start. */
export const SEARCH_COLUMNS_VERSION = 1;

export type TSearchColumns = {
  skillKeys: string[];
  skillCategories: string[];
  roleFamily: TRoleFamily | null;
  searchColumnsVersion: number;
};

export function toSearchColumns(profile: { jobTitle: string | null; skills: readonly string[] }): TSearchColumns {
  const { skillKeys, skillCategories } = toSkillColumns(profile.skills);
  return {
    skillKeys,
    skillCategories,
    roleFamily: classifyRole({ jobTitle: profile.jobTitle, skillKeys }),
    searchColumnsVersion: SEARCH_COLUMNS_VERSION,
  };
}
