/**
 * Keyword match against what the user aims for: the technologies a pasted job description names
 * (required ones first) and, for a target role, that role's core skills. The match rate is the share
 * of those keywords the resume names; the missing ones come in the same order, most wanted first.
 */
import type { TKeywordMatch } from '#shared/schemas/resume-ai.ts';
import { extractJobKeywords } from '../skills/job-keywords.ts';
import type { TRecognizedSkill } from '../skills/recognize-skills.ts';
import { findRoleProfile } from '../skills/role-profiles.ts';
import type { TAnalyzeOptions } from '../types.ts';

/** Null when neither a target role nor a job description was given. */
export function matchKeywords(resumeSkills: readonly TRecognizedSkill[], options: TAnalyzeOptions): TKeywordMatch | null {
  const targetRole = options.targetRole?.trim() || null;
  const jobDescription = options.jobDescription?.trim() || null;
  if (!targetRole && !jobDescription) return null;

  // Required skills before nice-to-have ones, each group most mentioned first.
  const postedSkills = jobDescription ? extractJobKeywords(jobDescription).skills : [];
  const jobSkills = [...postedSkills.filter((skill) => skill.isRequired), ...postedSkills.filter((skill) => !skill.isRequired)].map(
    (skill) => skill.name,
  );
  const profile = targetRole ? findRoleProfile(targetRole) : null;
  const wanted = [...new Set([...jobSkills, ...(profile?.core ?? [])])];
  const present = new Set(resumeSkills.map((skill) => skill.name.toLowerCase()));
  const matched = wanted.filter((name) => present.has(name.toLowerCase()));
  return {
    targetRole: profile?.title ?? targetRole,
    fromJobDescription: jobSkills.length > 0,
    matchRate: wanted.length === 0 ? 0 : Math.round((matched.length / wanted.length) * 100),
    matched,
    missing: wanted.filter((name) => !present.has(name.toLowerCase())),
  };
}
