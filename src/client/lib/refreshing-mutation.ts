/**
 * A change to the company's or the developer's data that reloads what shows it: a failure toasts under
 * `errorTitle` with the server's message (the query client reads `meta`), and a success runs `refresh`
 * (its promise, when it returns one, is awaited before the mutation counts as done).
 */
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';

export function useRefreshingMutation<TInput, TResult>(
  errorTitle: string,
  mutationFn: (input: TInput) => Promise<TResult>,
  refresh: (queryClient: QueryClient) => unknown,
) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorTitle, errorFallback: 'Please try again.' },
    mutationFn,
    onSuccess: () => refresh(queryClient),
  });
}
