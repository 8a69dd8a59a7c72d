/**
 * The reasons behind a job match, in two voices: to the developer ('You have 4 of 5 required
 * skills; missing Kubernetes') and to the employer ('Has 4 of 5 required skills; missing
 * Kubernetes', then the candidate search's own strengths and concerns). A skill counts as had when
 * the profile lists it or its words or primary resume show it, and its words do not disclaim it, as
 * the search's explanation counts it (getHeldSkillKeys).
 */
import { EXPERIENCE_LEVEL_LABEL, EXPERIENCE_LEVELS } from '#shared/profile-values.ts';
import { formatThousands } from '#shared/salary-format.ts';
import type { TJobCandidate, TJobFit } from '#shared/schemas/jobs.ts';
import { getFamilyAffinity, isRoleFamily, ROLE_FAMILY_LABELS } from '#server/resume-engine/skills/role-families.ts';
import { getSkillName } from '#server/resume-engine/skills/skill-keys.ts';
import { getHeldSkillKeys, type TMatchRow } from '../candidate-matches.ts';
import { explainMatch, listNames, withArticle } from '../match-explanation.ts';
import type { TJobCriteria, TJobTerms } from './job-criteria.ts';

type TSkillFit = { had: string[]; missing: { name: string; related: string | null; isLearning: boolean }[]; niceHad: string[] };

function getSkillFit(criteria: TJobCriteria, row: TMatchRow): TSkillFit {
  const keys = getHeldSkillKeys(row);
  const learning = new Set(row.textLearningSkillKeys ?? []);
  const relatedOf = (key: string) =>
    criteria.skills.find((skill) => skill.key === key)?.related.find((relation) => keys.has(relation.key))?.key;
  return {
    had: criteria.required.filter((skill) => keys.has(skill.key)).map((skill) => skill.name),
    missing: criteria.required
      .filter((skill) => !keys.has(skill.key))
      .map((skill) => {
        const related = relatedOf(skill.key);
        return { name: skill.name, related: related ? getSkillName(related) : null, isLearning: learning.has(skill.key) };
      }),
    niceHad: criteria.niceToHave.filter((skill) => keys.has(skill.key)).map((skill) => skill.name),
  };
}

/** 'You have 4 of 5 required skills; missing Kubernetes' ('Has …' for the employer). */
function summarize(subject: 'You have' | 'Has', fit: TSkillFit): string {
  const total = fit.had.length + fit.missing.length;
  if (total === 0) return 'The job lists no required skills';
  if (fit.missing.length === 0) return `${subject} all ${total} required ${total === 1 ? 'skill' : 'skills'}`;
  const missing = `missing ${listNames(fit.missing.map((skill) => skill.name))}`;
  return `${subject} ${fit.had.length} of ${total} required ${total === 1 ? 'skill' : 'skills'}; ${missing}`;
}

function explainRoleToDeveloper(criteria: TJobCriteria, row: TMatchRow, out: Pick<TJobFit, 'strengths' | 'concerns'>): void {
  const family = row.roleFamily && isRoleFamily(row.roleFamily) ? row.roleFamily : null;
  if (!criteria.roleFamily || !family) return;
  const affinity = getFamilyAffinity(criteria.roleFamily, family);
  const jobRole = withArticle(ROLE_FAMILY_LABELS[criteria.roleFamily]);
  if (affinity === 1) out.strengths.push(`It is ${jobRole} role, like yours`);
  else if (affinity < 0.5) out.concerns.push(`It is ${jobRole} role; yours is ${withArticle(ROLE_FAMILY_LABELS[family])} one`);
}

function explainLevelToDeveloper(job: TJobTerms, row: TMatchRow, out: Pick<TJobFit, 'strengths' | 'concerns'>): void {
  const asked = job.experienceLevel;
  if (!asked) return;
  const label = EXPERIENCE_LEVEL_LABEL[asked];
  if (!row.experienceLevel) out.concerns.push(`It asks for ${label} level; your profile gives no level`);
  else if (row.experienceLevel === asked) out.strengths.push(`${label} level, as your profile says`);
  else {
    const isAbove = EXPERIENCE_LEVELS.indexOf(row.experienceLevel) > EXPERIENCE_LEVELS.indexOf(asked);
    out.concerns.push(
      `It asks for ${label} level; your profile says ${EXPERIENCE_LEVEL_LABEL[row.experienceLevel]}${isAbove ? ', above it' : ''}`,
    );
  }
}

function explainPlaceToDeveloper(
  job: TJobTerms,
  criteria: TJobCriteria,
  row: TMatchRow,
  out: Pick<TJobFit, 'strengths' | 'concerns'>,
): void {
  // A remote job limited to an area is named as the job writes it: 'Remote (EU, CET ±2 hours)'.
  if (criteria.remoteArea) {
    const where = job.location ?? 'Remote';
    if (row.placeMatch) out.strengths.push(`${where}, which includes where you are`);
    else if (row.placeMatch === false) out.concerns.push(`${where}; you are in ${row.location}`);
    else out.concerns.push(`${where}; your profile does not say where you are`);
    return;
  }
  if (job.workplaceType === 'remote') {
    out.strengths.push(row.openToRemote ? 'Remote, as you prefer' : 'Remote: work from where you are');
    return;
  }
  if (!job.location) return;
  const how = job.workplaceType === 'hybrid' ? 'Hybrid' : 'On-site';
  if (row.placeMatch) out.strengths.push(`${how} in ${job.location}, where you are`);
  else if (row.openToRelocation) out.concerns.push(`${how} in ${job.location}: a move, which you are open to`);
  else out.concerns.push(`${how} in ${job.location}${row.location ? `; you are in ${row.location}` : ''}`);
}

function explainPayToDeveloper(criteria: TJobCriteria, row: TMatchRow, out: Pick<TJobFit, 'strengths' | 'concerns'>): void {
  // The criteria hold the top of the job's pay when it is in the profile's currency.
  const top = criteria.salaryMax;
  const floor = row.salaryMin ?? row.salaryMax;
  if (top === null || floor === null) return;
  if (top >= floor) out.strengths.push(`Pays up to ${formatThousands(top)}, within your expectation`);
  else out.concerns.push(`Pays up to ${formatThousands(top)}, below your expected ${formatThousands(floor)}`);
}

/** The developer's fit with the job, in their words. */
export function explainFitToDeveloper(job: TJobTerms, criteria: TJobCriteria, row: TMatchRow): TJobFit {
  const skills = getSkillFit(criteria, row);
  const fit: TJobFit = {
    score: row.score,
    requiredSkillsHad: skills.had,
    requiredSkillsMissing: skills.missing.map((skill) => skill.name),
    niceToHaveSkillsHad: skills.niceHad,
    summary: summarize('You have', skills),
    strengths: [],
    concerns: [],
  };
  if (skills.had.length > 0) fit.strengths.push(`You have ${listNames(skills.had)}`);
  if (skills.niceHad.length > 0) fit.strengths.push(`Nice to have, and you have ${listNames(skills.niceHad)}`);
  for (const skill of skills.missing) {
    const related = skill.related ? `have the related ${skill.related}` : null;
    const notes = [skill.isLearning ? 'are learning it' : null, related].filter(Boolean).join(' and ');
    fit.concerns.push(notes ? `Missing ${skill.name}; you ${notes}` : `Missing ${skill.name}`);
  }
  explainRoleToDeveloper(criteria, row, fit);
  explainLevelToDeveloper(job, row, fit);
  explainPlaceToDeveloper(job, criteria, row, fit);
  explainPayToDeveloper(criteria, row, fit);
  return fit;
}

/** The candidate's match with the job, for its employer: the summary, then the candidate search's reasons. */
export function explainFitToEmployer(criteria: TJobCriteria, row: TMatchRow): TJobCandidate['match'] {
  const { strengths, concerns } = explainMatch(criteria, row, true);
  return { score: row.score, summary: summarize('Has', getSkillFit(criteria, row)), strengths, concerns };
}
