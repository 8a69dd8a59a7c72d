/** The applicant profile card's calls: read, save, profile picture. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TUser } from '#shared/schemas/auth.ts';
import type { TApplicantProfile, TUpdateProfileRequest, TUpdateUserRequest } from '#shared/schemas/profiles.ts';
import { api } from '#client/lib/api-client.ts';
import { getApplicantProfileQueryOptions } from '#client/lib/applicant-queries.ts';

type TSaveProfileInput = { userId: number; profileId: number; account: TUpdateUserRequest; profile: TUpdateProfileRequest };

/** Saves the account fields, then the profile fields, then reloads the card. */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorTitle: 'Update Failed', errorFallback: 'Failed to update profile' },
    mutationFn: async ({ userId, profileId, account, profile }: TSaveProfileInput) => {
      const user = await api.patch<TUser>(`/api/users/${userId}`, account);
      await api.patch<TApplicantProfile>(`/api/applicant/profile/${profileId}`, profile);
      return user;
    },
    // Also after a failure: the first call may have gone through before the second failed.
    onSettled: (_user, _error, { userId }) => queryClient.invalidateQueries(getApplicantProfileQueryOptions(userId)),
  });
}

export function useUploadProfilePicture(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorTitle: 'Upload Failed', errorFallback: 'Failed to upload profile picture. Please try again.' },
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('profilePicture', file);
      return api.post<{ profilePicture: string }>(`/api/users/${userId}/profile-picture`, form);
    },
    onSuccess: () => queryClient.invalidateQueries(getApplicantProfileQueryOptions(userId)),
  });
}

export function useRemoveProfilePicture(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorTitle: 'Remove Failed', errorFallback: 'Failed to remove profile picture. Please try again.' },
    mutationFn: () => api.delete<unknown>(`/api/users/${userId}/profile-picture`),
    onSuccess: () => queryClient.invalidateQueries(getApplicantProfileQueryOptions(userId)),
  });
}
