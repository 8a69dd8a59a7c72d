/**
 * What a candidate's page (/candidate/{userId}) loads first: the profile, the match, the resumes
 * and the employer's notes, favourites and contacted candidates, started by app/preload-screen.ts
 * with the screen's code.
 */
import type { QueryClient } from '@tanstack/react-query';
import { getApplicantProfileQueryOptions, getResumesQueryOptions } from '#client/lib/applicant-queries.ts';
import { getCandidateMatchQueryOptions } from '../api/candidate-match.ts';
import { getContactsQueryOptions } from '../api/contacts.ts';
import { getFavoritesQueryOptions } from '../api/favorites.ts';
import { getNotesQueryOptions } from '../api/notes.ts';

/** The page's id check: a positive whole number, anything else reads as a missing candidate. */
export function parseCandidateId(raw: string | undefined): number | null {
  return raw && /^\d+$/.test(raw) && Number(raw) >= 1 ? Number(raw) : null;
}

export function prefetchCandidateProfilePage(queryClient: QueryClient, userId: number, employerId: number): void {
  void queryClient.prefetchQuery(getApplicantProfileQueryOptions(userId));
  void queryClient.prefetchQuery(getCandidateMatchQueryOptions(userId));
  void queryClient.prefetchQuery(getResumesQueryOptions(userId));
  void queryClient.prefetchQuery(getNotesQueryOptions(employerId));
  void queryClient.prefetchQuery(getFavoritesQueryOptions(employerId));
  void queryClient.prefetchQuery(getContactsQueryOptions(employerId));
}
