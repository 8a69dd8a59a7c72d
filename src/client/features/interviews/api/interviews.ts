/**
 * Interviews: the company's (a job's, an application's), the developer's own, and one for a
 * conversation's card; proposing, changing and cancelling them, and the developer's answer. Every
 * change reloads every interview list and the conversations, where each change posts a message.
 */
import { queryOptions } from '@tanstack/react-query';
import type { TInterview, TProposeInterviewRequest, TUpdateInterviewRequest } from '#shared/schemas/interviews.ts';
import { api } from '#client/lib/api-client.ts';
import { refreshConversations } from '#client/lib/conversations-api.ts';
import { useRefreshingMutation } from '#client/lib/refreshing-mutation.ts';

/** Every interview query's key starts with this, so one change can reload them all. */
const INTERVIEWS_KEY = 'interviews';

export function getCompanyInterviewsQueryOptions(employerId: number, params: { jobId?: number } = {}) {
  const query = new URLSearchParams({ upcoming: 'true', ...(params.jobId ? { jobId: String(params.jobId) } : {}) });
  const path = `/api/employer/${employerId}/interviews?${query.toString()}`;
  return queryOptions({
    queryKey: [INTERVIEWS_KEY, path],
    queryFn: () => api.get<TInterview[]>(path),
    meta: { errorTitle: 'Interviews Unavailable', errorFallback: 'Your upcoming interviews could not be loaded.' },
  });
}

export function getOwnInterviewsQueryOptions() {
  return queryOptions({
    queryKey: [INTERVIEWS_KEY, '/api/applicant/interviews'],
    queryFn: () => api.get<TInterview[]>('/api/applicant/interviews'),
    meta: { errorTitle: 'Interviews Unavailable', errorFallback: 'Your interviews could not be loaded.' },
  });
}

/** No toast: the conversation still reads without its card, which says so itself. */
export function getInterviewQueryOptions(interviewId: number) {
  const path = `/api/interviews/${interviewId}`;
  return queryOptions({ queryKey: [INTERVIEWS_KEY, path], queryFn: () => api.get<TInterview>(path) });
}

function useInterviewMutation<TInput, TResult>(errorTitle: string, mutationFn: (input: TInput) => Promise<TResult>) {
  // Not awaited: the caller's own success (a toast) runs while its component, which the reloaded
  // interview may replace (a picked proposal becomes a scheduled card), is still there.
  return useRefreshingMutation(errorTitle, mutationFn, (queryClient) => {
    void queryClient.invalidateQueries({ queryKey: [INTERVIEWS_KEY] });
    // The change posted a message: threads, lists and the bell show it.
    void refreshConversations(queryClient);
  });
}

type TApplicationKey = { employerId: number; jobId: number; applicationId: number };
const applicationPath = ({ employerId, jobId, applicationId }: TApplicationKey) =>
  `/api/employer/${employerId}/jobs/${jobId}/applications/${applicationId}/interviews`;

export function useProposeInterview(key: TApplicationKey) {
  return useInterviewMutation('Proposal Not Sent', (body: TProposeInterviewRequest) => api.post<TInterview>(applicationPath(key), body));
}

export function useUpdateInterview(key: TApplicationKey) {
  return useInterviewMutation('Interview Not Changed', ({ interviewId, ...body }: TUpdateInterviewRequest & { interviewId: number }) =>
    api.patch<TInterview>(`${applicationPath(key)}/${interviewId}`, body),
  );
}

export function useCancelInterview(key: TApplicationKey) {
  return useInterviewMutation('Interview Not Cancelled', (interviewId: number) =>
    api.delete<void>(`${applicationPath(key)}/${interviewId}`),
  );
}

export function useAcceptInterview() {
  return useInterviewMutation('Time Not Picked', ({ interviewId, slotId }: { interviewId: number; slotId: number }) =>
    api.post<TInterview>(`/api/interviews/${interviewId}/accept`, { slotId }),
  );
}

export function useAskOtherTimes() {
  return useInterviewMutation('Request Not Sent', ({ interviewId, note }: { interviewId: number; note: string }) =>
    api.post<TInterview>(`/api/interviews/${interviewId}/ask-other-times`, { note: note || null }),
  );
}
