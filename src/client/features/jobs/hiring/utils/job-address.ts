/**
 * Which job's pipeline the employer dashboard shows, kept in its address (`/employer?tab=jobs&job=12`)
 * so a pipeline survives a reload, Back returns to the job list, and the address can be sent on.
 */
export const OPEN_JOB_PARAM = 'job';

/** The open job's id; 'invalid' for a value that cannot be a job id (shown as not found); null when no job is open. */
export function readOpenJobId(searchParams: URLSearchParams): number | 'invalid' | null {
  const value = searchParams.get(OPEN_JOB_PARAM);
  if (value === null) return null;
  const id = Number(value);
  return /^\d+$/.test(value) && Number.isSafeInteger(id) && id > 0 ? id : 'invalid';
}

/** The pipeline's tag filter (`&tag=3`): only candidates carrying the company's tag of that id. */
export const TAG_FILTER_PARAM = 'tag';

/** The tag the pipeline is filtered by; null for none, or for a value that cannot be a tag id. */
export function readTagFilter(searchParams: URLSearchParams): number | null {
  const value = searchParams.get(TAG_FILTER_PARAM);
  const id = Number(value);
  return value !== null && /^\d+$/.test(value) && Number.isSafeInteger(id) && id > 0 ? id : null;
}
