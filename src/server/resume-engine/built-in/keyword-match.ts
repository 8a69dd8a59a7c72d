/**
 * Keyword match against what the user aims for: the technologies a pasted job description names
 * (required ones first) and, for a target role, that role's core skills. The match rate is the share
 * of those keywords the resume names; the missing ones come in the same order, most wanted first.
 * A job's ad alone gives its terms (`matchAdTerms`): the apply dialog's keyword check, a count
 * without a rate, since the job's fit is the match figure of a job.
 */
import type { TAdTerm } from '#shared/schemas/jobs.ts';
import type { TKeywordMatch } from '#shared/schemas/resume-ai.ts';
import { extractJobKeywords } from '../skills/job-keywords.ts';
import type { TRecognizedSkill } from '../skills/recognize-skills.ts';
import { findRoleProfile } from '../skills/role-profiles.ts';
import type { TAnalyzeOptions } from '../types.ts';

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

/** Null when neither a target role nor a job description was given. */
export function matchKeywords(resumeSkills: readonly TRecognizedSkill[], options: TAnalyzeOptions): TKeywordMatch | null {
  const targetRole = options.targetRole?.trim() || null;
  const jobDescription = options.jobDescription?.trim() || null;
  if (!targetRole && !jobDescription) return null;

  const jobSkills = jobDescription ? readAdSkills(jobDescription).map((skill) => skill.name) : [];
  const profile = targetRole ? findRoleProfile(targetRole) : null;
  const wanted = [...new Set([...jobSkills, ...(profile?.core ?? [])])];
  const present = toNameSet(resumeSkills);
  const matched = wanted.filter((name) => present.has(name.toLowerCase()));
  return {
    targetRole: profile?.title ?? targetRole,
    fromJobDescription: jobSkills.length > 0,
    matchRate: wanted.length === 0 ? 0 : Math.round((matched.length / wanted.length) * 100),
    matched,
    missing: wanted.filter((name) => !present.has(name.toLowerCase())),
  };
}
