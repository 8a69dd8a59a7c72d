/**
 * The company's tags on candidates (/api/employer/{employerId}/tags, …/candidate-tags, …/candidates/{id}/tags):
 * the Team tab manages the tags; search results, the candidate page and pipeline cards show and change
 * a candidate's tags; the search panel and the pipeline filter by them.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  CANDIDATE_TAGS_READ_MAX,
  type TCandidateTagging,
  type TCreateTagRequest,
  type TTag,
  type TTagCandidateRequest,
  type TUpdateTagRequest,
} from '#shared/schemas/candidate-tags.ts';
import { api } from './api-client.ts';
import { useRefreshingMutation } from './refreshing-mutation.ts';

const employerPath = (employerId: number) => `/api/employer/${employerId}`;
const CANDIDATE_TAGS_KEY = 'candidate-tags';

export function getTagsQueryOptions(employerId: number) {
  const path = `${employerPath(employerId)}/tags`;
  return queryOptions({
    queryKey: [path],
    queryFn: () => api.get<TTag[]>(path),
    meta: { errorTitle: 'Tags Unavailable', errorFallback: 'Your tags could not be loaded.' },
  });
}

/** The company's tags on these candidates, read CANDIDATE_TAGS_READ_MAX at a time. */
async function fetchCandidateTags(employerId: number, ids: number[]): Promise<TCandidateTagging[]> {
  const slices: number[][] = [];
  for (let start = 0; start < ids.length; start += CANDIDATE_TAGS_READ_MAX) slices.push(ids.slice(start, start + CANDIDATE_TAGS_READ_MAX));
  const answers = await Promise.all(
    slices.map((slice) => api.get<TCandidateTagging[]>(`${employerPath(employerId)}/candidate-tags?applicantIds=${slice.join(',')}`)),
  );
  return answers.flat();
}

/** The company's tags on a whole list of candidates (a pipeline's, for its tag filter). */
export function getCandidateTagsQueryOptions(employerId: number, applicantIds: readonly number[]) {
  const ids = [...new Set(applicantIds)].sort((a, b) => a - b);
  return queryOptions({
    queryKey: [employerPath(employerId), CANDIDATE_TAGS_KEY, ids],
    queryFn: () => fetchCandidateTags(employerId, ids),
    enabled: ids.length > 0,
  });
}

/** Cards asking in the same moment, gathered into one request per employer (see getCandidateTagQueryOptions). */
type TWaiter = { resolve: (tags: TCandidateTagging[]) => void; reject: (error: unknown) => void };
const pendingReads = new Map<number, Map<number, TWaiter[]>>();

function readCandidateTagsSoon(employerId: number, applicantId: number): Promise<TCandidateTagging[]> {
  let waiting = pendingReads.get(employerId);
  if (!waiting) {
    const batch = new Map<number, TWaiter[]>();
    waiting = batch;
    pendingReads.set(employerId, batch);
    setTimeout(() => {
      pendingReads.delete(employerId);
      fetchCandidateTags(employerId, [...batch.keys()])
        .then((taggings) => {
          for (const [id, waiters] of batch)
            for (const waiter of waiters) waiter.resolve(taggings.filter((each) => each.applicantId === id));
        })
        .catch((error: unknown) => {
          for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
        });
    }, 0);
  }
  return new Promise((resolve, reject) => {
    const waiters = waiting.get(applicantId) ?? [];
    waiters.push({ resolve, reject });
    waiting.set(applicantId, waiters);
  });
}

/**
 * One candidate's tags, for their card: every card of a page or a pipeline asks on its own, and the
 * cards that ask together are answered by one request.
 */
export function getCandidateTagQueryOptions(employerId: number, applicantId: number) {
  return queryOptions({
    queryKey: [employerPath(employerId), CANDIDATE_TAGS_KEY, 'one', applicantId],
    queryFn: () => readCandidateTagsSoon(employerId, applicantId),
  });
}

/** Reloads what a change of tags or taggings touches: the tags (their counts) and every list's candidate tags. */
export function refreshCandidateTags(queryClient: QueryClient, employerId: number): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries(getTagsQueryOptions(employerId)),
    queryClient.invalidateQueries({ queryKey: [employerPath(employerId), CANDIDATE_TAGS_KEY] }),
  ]);
}

function useTagsMutation<TInput, TResult>(employerId: number, errorTitle: string, mutationFn: (input: TInput) => Promise<TResult>) {
  return useRefreshingMutation(errorTitle, mutationFn, (queryClient) => refreshCandidateTags(queryClient, employerId));
}

export const useCreateTag = (employerId: number) =>
  useTagsMutation(employerId, 'Tag Not Created', (request: TCreateTagRequest) =>
    api.post<TTag>(`${employerPath(employerId)}/tags`, request),
  );

export const useUpdateTag = (employerId: number) =>
  useTagsMutation(employerId, 'Tag Not Changed', ({ id, ...request }: TUpdateTagRequest & { id: number }) =>
    api.patch<TTag>(`${employerPath(employerId)}/tags/${id}`, request),
  );

export const useDeleteTag = (employerId: number) =>
  useTagsMutation(employerId, 'Tag Not Deleted', (id: number) => api.delete<unknown>(`${employerPath(employerId)}/tags/${id}`));

export const useTagCandidate = (employerId: number) =>
  useTagsMutation(employerId, 'Tag Not Added', ({ applicantId, ...request }: TTagCandidateRequest & { applicantId: number }) =>
    api.post<TCandidateTagging>(`${employerPath(employerId)}/candidates/${applicantId}/tags`, request),
  );

export const useUntagCandidate = (employerId: number) =>
  useTagsMutation(employerId, 'Tag Not Removed', ({ applicantId, tagId }: { applicantId: number; tagId: number }) =>
    api.delete<unknown>(`${employerPath(employerId)}/candidates/${applicantId}/tags/${tagId}`),
  );
