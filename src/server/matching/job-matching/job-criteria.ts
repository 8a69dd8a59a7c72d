/**
 * A job read as a candidate search (issue 25, decision 022): its title, its required and
 * nice-to-have skills, its level, its place (unless remote) and, in US dollars, the top of its pay are the criteria
 * the candidate search scores with. Required skills weigh in full, nice-to-have ones less; none is
 * a must-have, so someone with 4 of 5 still ranks, below those with all 5.
 */
import type { TJobStatus, TSalaryCurrency, TWorkplaceType } from '#shared/job-values.ts';
import type { TExperienceLevel } from '#shared/profile-values.ts';
import { getSkillName, toSkillKey } from '#server/resume-engine/skills/skill-keys.ts';
import { readRemoteArea } from '../remote-area.ts';
import { prepareCriteria, type TPreparedCriteria, type TWantedSkill } from '../search-criteria.ts';

/** What matching reads of a job (jobs in schema.ts). */
export type TJobTerms = {
  id: number;
  companyId: number;
  status: TJobStatus;
  title: string;
  requiredSkills: string[];
  niceToHaveSkills: string[];
  experienceLevel: TExperienceLevel | null;
  location: string | null;
  workplaceType: TWorkplaceType;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency: string;
  publishedAt: Date | null;
};

/** A nice-to-have skill weighs this share of a required one. */
const NICE_TO_HAVE_SHARE = 0.4;
/** Profiles give their salary expectation without a currency, in US dollars (the profile form's $). */
const PROFILE_SALARY_CURRENCY: TSalaryCurrency = 'USD';

/**
 * Where the job is done, as a candidate search's location: its place for an on-site or hybrid job;
 * nothing for a remote one, which anyone may do from where they are (asking for 'Remote' would leave
 * out everyone who has not ticked "open to remote work").
 */
function toSearchLocation(job: Pick<TJobTerms, 'workplaceType' | 'location'>): string {
  return job.workplaceType === 'remote' ? '' : (job.location ?? '');
}

export type TJobCriteria = TPreparedCriteria & {
  /** The required skills' keys and names, in the job's order. */
  required: { key: string; name: string }[];
  niceToHave: { key: string; name: string }[];
};

const toNamedKeys = (skills: readonly string[]) =>
  skills.flatMap((skill) => {
    const key = toSkillKey(skill);
    return key ? [{ key, name: getSkillName(key) === key ? skill : getSkillName(key) }] : [];
  });

/**
 * The required skills a job is built on: those that weigh most (a language, framework or platform,
 * not the database, cloud or tooling around it). A job that requires only infrastructure is built
 * on all of it, so any one of its required skills opens it.
 */
function findCoreSkillKeys(required: readonly TWantedSkill[]): string[] {
  const top = Math.max(0, ...required.map((skill) => skill.importance));
  return required.filter((skill) => skill.importance === top).map((skill) => skill.key);
}

export function toJobCriteria(job: TJobTerms): TJobCriteria {
  const paysInProfileCurrency = job.salaryCurrency === PROFILE_SALARY_CURRENCY;
  const prepared = prepareCriteria({
    jobTitle: job.title,
    skills: [...job.requiredSkills, ...job.niceToHaveSkills],
    mustHaveSkills: [],
    experienceLevel: job.experienceLevel,
    location: toSearchLocation(job),
    // Only the top of the job's pay is a limit: a job that pays more than someone expects suits them.
    salaryMin: null,
    salaryMax: paysInProfileCurrency ? (job.salaryMax ?? job.salaryMin) : null,
    aiEnhanced: false,
    sort: 'match',
    page: 1,
  });
  const required = toNamedKeys(job.requiredSkills);
  const requiredKeys = new Set(required.map((skill) => skill.key));
  return {
    ...prepared,
    payIsFilter: false,
    // A job's fit speaks of level in its own words (job-fit.ts), not of a Strong match.
    isBelowLevelCapped: false,
    floorSkillKeys: findCoreSkillKeys(prepared.skills.filter((skill) => requiredKeys.has(skill.key))),
    // On site or hybrid, the work is done in the job's place: open to remote work does not get someone there.
    placeIsRequired: job.workplaceType !== 'remote',
    remoteArea: job.workplaceType === 'remote' ? readRemoteArea(job.location) : null,
    excludesOverqualified: true,
    skills: prepared.skills.map((skill) =>
      requiredKeys.has(skill.key) ? skill : { ...skill, importance: skill.importance * NICE_TO_HAVE_SHARE },
    ),
    required,
    niceToHave: toNamedKeys(job.niceToHaveSkills).filter((skill) => !requiredKeys.has(skill.key)),
  };
}
