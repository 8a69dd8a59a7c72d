/**
 * Who may act on an employer's company and jobs: the employer the path names may read and change
 * them, an admin may read them (403 either way); and what a job nobody may see answers.
 */
import { assertEmployerAccess, type TActor } from '#server/plugins/auth.ts';

export const JOB_NOT_FOUND = 'Job not found';
const NOT_YOUR_JOBS = 'You can only manage your own company and jobs.';

export function assertJobsAccess(actor: TActor, employerId: number, access: 'read' | 'change'): void {
  assertEmployerAccess(actor.viewer, employerId, access, NOT_YOUR_JOBS);
}
