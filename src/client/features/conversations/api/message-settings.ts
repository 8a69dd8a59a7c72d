/** Whether the viewer gets an e-mail when a new message arrives (GET and PUT /api/conversations/settings). */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMessageSettings } from '#shared/schemas/conversations.ts';
import { api } from '#client/lib/api-client.ts';
import { CONVERSATIONS_PATH } from '#client/lib/conversations-api.ts';

const SETTINGS_PATH = `${CONVERSATIONS_PATH}/settings`;

export const messageSettingsQueryOptions = queryOptions({
  queryKey: [SETTINGS_PATH],
  queryFn: () => api.get<TMessageSettings>(SETTINGS_PATH),
});

export function useSaveMessageSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorTitle: 'Save Failed', errorFallback: 'Your message settings could not be saved. Please try again.' },
    mutationFn: (settings: TMessageSettings) => api.put<TMessageSettings>(SETTINGS_PATH, settings),
    onSuccess: (settings) => queryClient.setQueryData(messageSettingsQueryOptions.queryKey, settings),
  });
}
