/** The apply dialog's keyword check: which terms of the job's ad one of the developer's resumes mentions. */
import { queryOptions } from '@tanstack/react-query';
import type { TAdTerms } from '#shared/schemas/jobs.ts';
import { api } from '#client/lib/api-client.ts';

/** A resume's text never changes under its id (an improvement is a new version), so an answer stays true. */
export function getAdTermsQueryOptions(jobId: number, resumeId: number) {
  const path = `/api/jobs/${jobId}/ad-terms?resumeId=${resumeId}`;
  return queryOptions({ queryKey: [path], queryFn: () => api.get<TAdTerms>(path) });
}
