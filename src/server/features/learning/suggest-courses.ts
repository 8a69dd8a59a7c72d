/**
 * The developer's learning suggestions: their resume (the one asked for, else the most recently
 * analysed) read against their target role (the one that analysis was given, else the profile's job
 * title, else the role the resume names), free courses for what it lacks at their level. Nothing is
 * stored: it reads only.
 */
import { EXPERIENCE_LEVEL_LABEL, type TExperienceLevel } from '#shared/profile-values.ts';
import type { TLearningSuggestions, TLearningSuggestionsQuery } from '#shared/schemas/learning.ts';
import type { TAppContext } from '#server/context.ts';
import { RESUME_NOT_FOUND } from '#server/lib/access.ts';
import { AppError } from '#server/lib/app-error.ts';
import { getLevelFromYears } from '#server/matching/candidate-scoring.ts';
import type { TActor } from '#server/plugins/auth.ts';
import { findCareerStartYear } from '#server/resume-engine/parse/career-start.ts';
import { runInWorkerOrBusy } from '#server/resume-engine/run-in-worker.ts';
import { rankSkillGaps, suggestCoursesForGaps, toCourseLevel } from './course-suggestions.ts';
import { findLearningAnalysis, findLearningProfile, findLearningResume } from './learning.queries.ts';

export const NO_RESUME_HINT = 'Analyse a resume and set a target role to get suggestions.';
export const NO_TARGET_ROLE_HINT = 'Analyse your resume with a target role, or add a job title to your profile, to get suggestions.';
export const ALL_SHOWN_HINT =
  'Your resume shows every skill your target role asks for that we have a course for. The free resources below help you go further.';
const unknownRoleHint = (role: string) =>
  `We do not know which skills "${role}" asks for. Analyse your resume with a target role such as Backend Developer or Data Analyst.`;
const BUSY = 'We are reading many resumes right now. Please try again in a minute.';

type TProfile = Awaited<ReturnType<typeof findLearningProfile>>;
type TLevel = { level: TExperienceLevel | null; basis: string };

const describeYears = (years: number) => `${years} ${years === 1 ? 'year' : 'years'} of experience`;

/** The level the profile chose, else the one the years since the career began make (as job matching reads it), from the profile or else the resume. */
function readLevel(profile: TProfile, resume: { content: string; updatedAt: Date } | undefined): TLevel {
  if (profile?.experienceLevel)
    return { level: profile.experienceLevel, basis: `${EXPERIENCE_LEVEL_LABEL[profile.experienceLevel]}, from your profile` };
  const thisYear = new Date().getUTCFullYear();
  const fromProfile = profile?.careerStartYear ?? null;
  const fromResume = fromProfile === null && resume ? findCareerStartYear([resume.content], resume.updatedAt) : null;
  const start = fromProfile ?? fromResume;
  if (start === null) return { level: null, basis: 'Your experience level is not set, so the courses start at the beginning' };
  const years = Math.max(0, thisYear - start);
  return { level: getLevelFromYears(years), basis: `${describeYears(years)}, from your ${fromProfile === null ? 'resume' : 'profile'}` };
}

export async function suggestCourses(
  { db }: Pick<TAppContext, 'db'>,
  actor: TActor,
  query: TLearningSuggestionsQuery,
): Promise<TLearningSuggestions> {
  const userId = actor.viewer.id;
  const [profile, resume] = await Promise.all([
    findLearningProfile(db, { userId }),
    findLearningResume(db, { userId, resumeId: query.resumeId }),
  ]);
  // Scoped by owner: another developer's resume is as unknown as one that does not exist.
  if (query.resumeId !== undefined && !resume) throw new AppError('NOT_FOUND', RESUME_NOT_FOUND);
  const { level, basis } = readLevel(profile, resume);
  const courseLevel = toCourseLevel(level);
  const answer = (fields: Partial<TLearningSuggestions> & Pick<TLearningSuggestions, 'status'>): TLearningSuggestions => ({
    suggestions: [],
    targetRole: null,
    level: courseLevel,
    levelBasis: basis,
    resume: resume ? { id: resume.id, fileName: resume.fileName } : null,
    hint: null,
    ...fields,
  });
  if (!resume) return answer({ status: 'no-resume', hint: NO_RESUME_HINT });

  const analysis = await findLearningAnalysis(db, { userId, resumeId: resume.id });
  // Without a target role set anywhere, the role the resume itself names (its headline or latest title).
  const givenRole = analysis?.targetRole?.trim() || profile?.jobTitle?.trim() || null;
  const read = await runInWorkerOrBusy('role-skill-gaps', { resumeText: resume.content, targetRole: givenRole }, BUSY);
  const targetRole = read.roleTitle;
  if (!targetRole) return answer({ status: 'no-target-role', hint: NO_TARGET_ROLE_HINT });
  if (!read.role) return answer({ status: 'unknown-role', targetRole, hint: unknownRoleHint(targetRole) });

  // What someone writes of a skill outweighs its tag: a listed skill they say they are learning is not held.
  const learning = new Set([...read.learning, ...(profile?.textLearningSkillKeys ?? [])]);
  const notHeld = new Set([...read.notHeld, ...(profile?.textNotHeldSkillKeys ?? [])]);
  const held = new Set([...read.held, ...(profile?.skillKeys ?? [])].filter((key) => !learning.has(key) && !notHeld.has(key)));
  const keywordMatch = analysis?.keywordMatch;
  const gaps = rankSkillGaps({
    role: read.role,
    // The role's core skills come from the role itself; what else the analysis found missing is the job ad's.
    jobAdMissing: keywordMatch?.fromJobDescription ? keywordMatch.missing : [],
    held,
    learning,
    notHeld,
  });
  const suggestions = suggestCoursesForGaps(gaps, courseLevel);
  if (suggestions.length === 0) return answer({ status: 'all-shown', targetRole, hint: ALL_SHOWN_HINT });
  return answer({ status: 'ready', suggestions, targetRole });
}
