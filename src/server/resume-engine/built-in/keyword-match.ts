/**
 * Keyword match against what the user aims for: the technologies a pasted job description names
 * (required ones first) and, for a target role, that role's core skills. The match rate is the
 * weighted share of those keywords the resume shows it holds: an ad's core skills (the language,
 * framework or platform the role is built on) count three times a tool most ads list beside them
 * (SQL, Docker, AWS, Jira), and a nice-to-have half as much as a requirement. The missing ones come
 * in the same order, most wanted first. A job's ad alone gives its terms (`matchAdTerms`): the apply
 * dialog's keyword check, a count without a rate, since the job's fit is the match figure of a job.
 */
import type { TAdTerm } from '#shared/schemas/jobs.ts';
import type { TKeywordMatch } from '#shared/schemas/resume-ai.ts';
import { extractJobKeywords } from '../skills/job-keywords.ts';
import type { TRecognizedSkill } from '../skills/recognize-skills.ts';
import { classifyRole, getFamilyAffinity, isCoreSkillFor, type TRoleFamily } from '../skills/role-families.ts';
import { findRoleProfile } from '../skills/role-profiles.ts';
import { toSkillKey } from '../skills/skill-keys.ts';
import type { TAnalyzeOptions } from '../types.ts';

const CORE_WEIGHT = 3;
const SUPPORTING_WEIGHT = 1;
const NICE_TO_HAVE_SHARE = 0.5;
/** The share of an ad's match that is whether it is the writer's kind of role at all (a recruiter's first look). */
const ROLE_KIND_SHARE = 0.3;

/** The technologies an ad names, required before nice-to-have ones, each group most mentioned first. */
function readAdSkills(jobDescription: string): { name: string; isRequired: boolean }[] {
  const { skills } = extractJobKeywords(jobDescription);
  return [...skills.filter((skill) => skill.isRequired), ...skills.filter((skill) => !skill.isRequired)].map(({ name, isRequired }) => ({
    name,
    isRequired,
  }));
}

const toNameSet = (skills: readonly TRecognizedSkill[]) => new Set(skills.map((skill) => skill.name.toLowerCase()));

/** Each term of the ad, in the ad's order, with whether the resume mentions it. */
export function matchAdTerms(resumeSkills: readonly TRecognizedSkill[], adText: string): TAdTerm[] {
  const present = toNameSet(resumeSkills);
  return readAdSkills(adText).map(({ name, isRequired }) => ({ name, isRequired, isMentioned: present.has(name.toLowerCase()) }));
}

/** The kind of role an ad is for: its title's (the first line), else the one its technologies point to. */
function readAdFamily(jobDescription: string, skillNames: readonly string[]): TRoleFamily | null {
  const title = jobDescription.split(/\r?\n/).find((line) => line.trim()) ?? '';
  return classifyRole({ jobTitle: title, skillKeys: skillNames.map(toSkillKey) });
}

/** The keyword share, with whether the ad is the writer's kind of role when both kinds are known. */
function blendRoleKind(keywordShare: number, adFamily: TRoleFamily | null, resumeFamily: TRoleFamily | null): number {
  if (!adFamily || !resumeFamily) return keywordShare;
  return (1 - ROLE_KIND_SHARE) * keywordShare + ROLE_KIND_SHARE * getFamilyAffinity(adFamily, resumeFamily);
}

type TWantedKeyword = { name: string; weight: number };

/** Null when neither a target role nor a job description was given. */
export function matchKeywords(
  resumeSkills: readonly TRecognizedSkill[],
  options: TAnalyzeOptions,
  resumeFamily: TRoleFamily | null = null,
): TKeywordMatch | null {
  const targetRole = options.targetRole?.trim() || null;
  const jobDescription = options.jobDescription?.trim() || null;
  if (!targetRole && !jobDescription) return null;

  const adSkills = jobDescription ? readAdSkills(jobDescription) : [];
  const adFamily = jobDescription
    ? readAdFamily(
        jobDescription,
        adSkills.map((skill) => skill.name),
      )
    : null;
  const profile = targetRole ? findRoleProfile(targetRole) : null;
  const wanted = new Map<string, TWantedKeyword>();
  for (const { name, isRequired } of adSkills) {
    const weight = (isCoreSkillFor(toSkillKey(name), adFamily) ? CORE_WEIGHT : SUPPORTING_WEIGHT) * (isRequired ? 1 : NICE_TO_HAVE_SHARE);
    wanted.set(name, { name, weight });
  }
  // What the target role is built on is core by definition.
  for (const name of profile?.core ?? []) if (!wanted.has(name)) wanted.set(name, { name, weight: CORE_WEIGHT });

  const present = toNameSet(resumeSkills);
  const keywords = [...wanted.values()];
  const isPresent = (keyword: TWantedKeyword) => present.has(keyword.name.toLowerCase());
  const totalWeight = keywords.reduce((sum, keyword) => sum + keyword.weight, 0);
  const matchedWeight = keywords.filter(isPresent).reduce((sum, keyword) => sum + keyword.weight, 0);
  return {
    targetRole: profile?.title ?? targetRole,
    fromJobDescription: adSkills.length > 0,
    matchRate: totalWeight === 0 ? 0 : Math.round(blendRoleKind(matchedWeight / totalWeight, adFamily, resumeFamily) * 100),
    matched: keywords.filter(isPresent).map((keyword) => keyword.name),
    missing: keywords.filter((keyword) => !isPresent(keyword)).map((keyword) => keyword.name),
  };
}
