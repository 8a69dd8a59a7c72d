/**
 * The reasons behind a match score, in the employer's words: which requested skills the candidate
 * has, lacks or has a related one for, whether the resume shows them, and how title, salary, level
 * and location compare. The score itself comes from the database (candidate-matches.ts);
 * this only names what it counted.
 */
import { EXPERIENCE_LEVEL_LABEL, EXPERIENCE_LEVELS } from '#shared/profile-values.ts';
import { formatThousands } from '#shared/salary-format.ts';
import { getFamilyAffinity, isRoleFamily, ROLE_FAMILY_LABELS, type TRoleFamily } from '#server/resume-engine/skills/role-families.ts';
import { getSkillName } from '#server/resume-engine/skills/skill-keys.ts';
import { getLevelFromYears, STRONG_MATCH_MIN_SCORE } from './candidate-scoring.ts';
import { getHeldSkillKeys, type TMatchRow } from './candidate-matches.ts';
import type { TPreparedCriteria, TWantedSkill } from './search-criteria.ts';

export type TMatchExplanation = { recommendation: string; strengths: string[]; concerns: string[] };

export function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

function explainSkills(skills: readonly TWantedSkill[], row: TMatchRow, out: TMatchExplanation): void {
  if (skills.length === 0) return;
  const resumeKeys = new Set(row.resumeSkillKeys ?? []);
  const textKeys = new Set(row.textSkillKeys ?? []);
  // A skill the profile's words or resume show counts as had, listed or not; one its words disclaim does not.
  const candidateKeys = getHeldSkillKeys(row);
  const learningKeys = new Set(row.textLearningSkillKeys ?? []);
  const matched = skills.filter((skill) => candidateKeys.has(skill.key));
  const missing = skills.filter((skill) => !candidateKeys.has(skill.key));
  if (matched.length > 0) {
    const names = listNames(matched.map((skill) => skill.name));
    if (skills.length === 1) out.strengths.push(`Has the requested skill ${names}`);
    else {
      const scope = matched.length === skills.length ? `all ${skills.length}` : `${matched.length} of ${skills.length}`;
      out.strengths.push(`Has ${scope} requested skills: ${names}`);
    }
  }
  for (const skill of missing) {
    // The nearest related skill the candidate has (relations are listed nearest first).
    const related = skill.related.find((relation) => candidateKeys.has(relation.key))?.key;
    const notes = [learningKeys.has(skill.key) ? 'learning it' : null, related ? `has the related ${getSkillName(related)}` : null];
    const said = notes.filter(Boolean).join(', ');
    out.concerns.push(said ? `Missing ${skill.name}; ${said}` : `Missing ${skill.name}`);
  }
  const described = matched.filter((skill) => textKeys.has(skill.key));
  if (described.length > 0) out.strengths.push(`Experience describes ${listNames(described.map((skill) => skill.name))}`);
  const shown = matched.filter((skill) => resumeKeys.has(skill.key));
  if (shown.length > 0) out.strengths.push(`Primary resume shows ${listNames(shown.map((skill) => skill.name))}`);
  if (row.resumeSkillKeys === null) {
    if (matched.length > 0) out.concerns.push('No resume yet to back the listed skills');
  } else {
    const unbacked = matched.filter((skill) => !resumeKeys.has(skill.key));
    if (unbacked.length > 0) out.concerns.push(`Resume does not mention ${listNames(unbacked.map((skill) => skill.name))}`);
  }
}

/** 'an engineering management', 'a backend': the article a label takes. */
export const withArticle = (label: string) => `${/^[aeiou]/i.test(label) ? 'an' : 'a'} ${label}`;

/** Says what kind of role the candidate's title names, against the searched one ("Go Developer is a backend role"). */
function explainRoleFamily(searched: TRoleFamily, row: TMatchRow, out: TMatchExplanation): void {
  const title = row.jobTitle?.trim();
  const family = row.roleFamily && isRoleFamily(row.roleFamily) ? row.roleFamily : null;
  const role = title ? `"${title}"` : 'This profile';
  if (!family) {
    out.concerns.push(title ? `Job title "${title}" does not say what kind of role it is` : 'No job title on the profile');
    return;
  }
  const affinity = getFamilyAffinity(searched, family);
  const searchedLabel = ROLE_FAMILY_LABELS[searched];
  const familyLabel = ROLE_FAMILY_LABELS[family];
  if (affinity === 1) out.strengths.push(`${role} is ${withArticle(searchedLabel)} role`);
  else if (affinity >= 0.5) out.strengths.push(`${role} is ${withArticle(familyLabel)} role, close to ${searchedLabel}`);
  else if (affinity > 0) out.concerns.push(`${role} is ${withArticle(familyLabel)} role, near ${searchedLabel} but not the same`);
  else out.concerns.push(`${role} is ${withArticle(familyLabel)} role, not ${withArticle(searchedLabel)} one`);
}

function explainTitle(criteria: TPreparedCriteria, row: TMatchRow, out: TMatchExplanation): void {
  if (criteria.roleFamily) return explainRoleFamily(criteria.roleFamily, row, out);
  if (criteria.titleTerms.length === 0) return;
  const hits = row.titleHits.filter(Boolean).length;
  const title = row.jobTitle?.trim();
  if (!title) out.concerns.push('No job title on the profile');
  else if (hits === criteria.titleTerms.length) out.strengths.push(`Job title "${title}" fits the role`);
  else if (hits === 0) out.concerns.push(`Job title "${title}" is a different role`);
  else out.concerns.push(`Job title "${title}" matches only part of "${criteria.jobTitle}"`);
}

function explainSalary(criteria: TPreparedCriteria, row: TMatchRow, out: TMatchExplanation): void {
  const { salaryMin, salaryMax } = criteria;
  if (salaryMin === null && salaryMax === null) return;
  const floor = row.salaryMin ?? row.salaryMax;
  const ceiling = row.salaryMax ?? row.salaryMin;
  if (floor === null || ceiling === null) {
    out.concerns.push('No salary expectation given');
  } else if (salaryMax !== null && floor > salaryMax) {
    out.concerns.push(`Salary floor ${formatThousands(floor)} is above your max ${formatThousands(salaryMax)}`);
  } else if (salaryMin !== null && ceiling < salaryMin) {
    out.concerns.push(`Salary ceiling ${formatThousands(ceiling)} is below your min ${formatThousands(salaryMin)}`);
  } else {
    const expected = floor === ceiling ? formatThousands(floor) : `${formatThousands(floor)} - ${formatThousands(ceiling)}`;
    out.strengths.push(`Salary expectation ${expected} fits your range`);
  }
}

/** The years since the career began, as the score counts them (candidate-scoring.ts), and in words; null when unknown. */
function describeCareer(row: TMatchRow): { years: number; worked: string } | null {
  if (row.careerStartYear === null) return null;
  const years = new Date().getUTCFullYear() - row.careerStartYear;
  return { years, worked: `${years} ${years === 1 ? 'year' : 'years'} of experience (since ${row.careerStartYear})` };
}

/** Says how level and years compare with the asked ones; returns the concern that puts the candidate below the asked level, if one does. */
function explainLevel(criteria: TPreparedCriteria, row: TMatchRow, out: TMatchExplanation): string | null {
  const career = describeCareer(row);
  const wanted = criteria.experienceLevel;
  if (!wanted) {
    // Only a minimum of years asked: everyone it lets in has at least that many.
    if (career && criteria.minYearsExperience !== null) {
      out.strengths.push(`${career.worked}, at least the ${criteria.minYearsExperience} you asked for`);
    }
    return null;
  }
  const wantedIndex = EXPERIENCE_LEVELS.indexOf(wanted);
  let below: string | null = null;
  if (!row.experienceLevel) out.concerns.push('Experience level not given');
  else if (row.experienceLevel === wanted) out.strengths.push(`${EXPERIENCE_LEVEL_LABEL[wanted]}, as requested`);
  else {
    const isAbove = EXPERIENCE_LEVELS.indexOf(row.experienceLevel) > wantedIndex;
    const concern = `${EXPERIENCE_LEVEL_LABEL[row.experienceLevel]}, ${isAbove ? 'above' : 'below'} the ${EXPERIENCE_LEVEL_LABEL[wanted]} you asked for`;
    out.concerns.push(concern);
    if (!isAbove) below = concern;
  }
  if (!career) return below;
  const yearsIndex = EXPERIENCE_LEVELS.indexOf(getLevelFromYears(career.years));
  if (yearsIndex === wantedIndex) out.strengths.push(career.worked);
  else {
    const concern = `${career.worked}, ${yearsIndex > wantedIndex ? 'more' : 'fewer'} than ${EXPERIENCE_LEVEL_LABEL[wanted]}`;
    out.concerns.push(concern);
    // Without a chosen level, the years are the level (candidate-scoring.ts).
    if (row.isBelowLevel && !row.experienceLevel) below = concern;
  }
  return below;
}

function explainLocation(criteria: TPreparedCriteria, row: TMatchRow, out: TMatchExplanation): void {
  const area = criteria.remoteArea?.label;
  if (area) {
    if (row.placeMatch) out.strengths.push(`Based in ${row.location}, within the job's area (${area})`);
    else if (row.placeMatch === false) out.concerns.push(`Based in ${row.location}, outside the job's area (${area})`);
    else out.concerns.push(`Location not given (the job is remote within ${area})`);
    return;
  }
  if (!criteria.place && !criteria.wantsRemote) return;
  if (row.placeMatch) {
    const isPlaceMatch = criteria.place !== null && row.location?.toLowerCase().includes(criteria.place.toLowerCase());
    out.strengths.push(isPlaceMatch || !criteria.wantsRemote ? `Based in ${row.location}` : 'Open to remote work');
  } else {
    const wanted = [criteria.place, criteria.wantsRemote ? 'remote' : null].filter(Boolean).join(' or ');
    const remote = row.openToRemote ? '; open to remote work' : '';
    out.concerns.push(
      row.location ? `Based in ${row.location}, not ${wanted}${remote}` : `Location not given (you asked for ${wanted})${remote}`,
    );
  }
}

function describeScore(score: number): string {
  // Never reached below the asked level: the score stays under it there (candidate-scoring.ts).
  if (score >= STRONG_MATCH_MIN_SCORE) return 'Strong match';
  if (score >= 60) return 'Good match';
  if (score >= 40) return 'Partial match';
  return 'Weak match';
}

function explainProfileOnly(row: TMatchRow, out: TMatchExplanation): void {
  const resumeKeys = new Set(row.resumeSkillKeys ?? []);
  const shown = row.skillKeys.filter((key) => resumeKeys.has(key));
  if (shown.length > 0) out.strengths.push(`Resume shows ${shown.length} of ${row.skillKeys.length} listed skills`);
  if (row.resumeSkillKeys === null) out.concerns.push('No resume yet to back the listed skills');
  if (row.skillKeys.length === 0) out.concerns.push('No skills listed');
  if (!row.jobTitle) out.concerns.push('No job title on the profile');
  if (!row.bio) out.concerns.push('No professional summary');
}

/** `hasCriteria` false: nothing was asked, so the profile on its own is described. */
export function explainMatch(criteria: TPreparedCriteria, row: TMatchRow, hasCriteria: boolean): TMatchExplanation {
  const out: TMatchExplanation = { recommendation: '', strengths: [], concerns: [] };
  if (!hasCriteria) {
    explainProfileOnly(row, out);
    out.recommendation = 'No search criteria yet: scored on how complete the profile is and how well the resume backs its skills.';
    return out;
  }
  explainSkills(criteria.skills, row, out);
  explainTitle(criteria, row, out);
  const belowLevel = explainLevel(criteria, row, out);
  explainLocation(criteria, row, out);
  explainSalary(criteria, row, out);
  if (row.availability === 'actively_looking') out.strengths.push('Actively looking for a new role');
  // What breaks a tie of scores (the evidence), so two equal scores show why one ranks first.
  if (row.shownSkillCount > 0) {
    out.strengths.push(`Experience and resume show ${row.shownSkillCount} ${row.shownSkillCount === 1 ? 'skill' : 'skills'} in all`);
  }
  // Below the asked level, that is the concern the recommendation names.
  const reasons = [out.strengths[0], belowLevel ?? out.concerns[0]].filter(Boolean).join('; ');
  out.recommendation = `${describeScore(row.score)} (${row.score}%)${reasons ? `: ${reasons}.` : '.'}`;
  return out;
}
