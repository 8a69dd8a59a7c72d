/**
 * A job as the resume engine reads it, within the analysis's request limits: the title as the
 * improver's target role, and the ad (description, then its required and nice-to-have skills) whose
 * terms the apply dialog's keyword check counts (the server builds it from the job) and the
 * analysis's keyword match takes when a job description is given.
 */
import { JOB_DESCRIPTION_MAX_CHARS, TARGET_ROLE_MAX_CHARS } from '#shared/schemas/resume-ai.ts';
import type { TJob } from '#shared/schemas/jobs.ts';

/** The first `max` characters, without leaving half a surrogate pair (the server refuses lone surrogates). */
function cutText(text: string, max: number): string {
  const cut = text.slice(0, Math.max(0, max));
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/** A job title may be longer (JOB_TITLE_MAX) than a target role. */
export function getJobTargetRole(job: Pick<TJob, 'title'>): string {
  return cutText(job.title, TARGET_ROLE_MAX_CHARS).trim();
}

/** The description, shortened when needed so the skill lines always fit. */
export function getJobAdText(job: Pick<TJob, 'description' | 'requiredSkills' | 'niceToHaveSkills'>): string {
  const skillLines = [
    job.requiredSkills.length > 0 ? `Required skills: ${job.requiredSkills.join(', ')}` : '',
    job.niceToHaveSkills.length > 0 ? `Nice-to-have skills: ${job.niceToHaveSkills.join(', ')}` : '',
  ]
    .filter(Boolean)
    .join('\n');
  const separator = skillLines ? '\n\n' : '';
  const description = cutText(job.description, JOB_DESCRIPTION_MAX_CHARS - skillLines.length - separator.length).trim();
  return description ? `${description}${separator}${skillLines}` : skillLines;
}
