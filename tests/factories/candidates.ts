/**
 * Developers with filled-in profiles for the candidate search tests, and the employer-side requests.
 */
import type { TCandidateSearchRequest } from '#shared/schemas/candidate-search.ts';
import type { TRegisterRequest } from '#shared/schemas/auth.ts';
import type { TUpdateProfileRequest } from '#shared/schemas/profiles.ts';
import type { TApp } from '#server/app.ts';
import { createUserWithSession } from './users.ts';

/** Registers a developer and fills their profile; returns the account, cookie and applicant (profile) id. */
export async function createCandidate(
  app: TApp,
  profile: TUpdateProfileRequest,
  registration: Partial<TRegisterRequest> = {},
  options: { isVerified?: boolean } = {},
) {
  const developer = await createUserWithSession(app, { userType: 'developer', ...registration }, options);
  const loaded = await app.inject({
    method: 'GET',
    url: `/api/applicant/profile/${developer.user.id}`,
    headers: { cookie: developer.cookie },
  });
  const applicantId = loaded.json<{ profile: { id: number } }>().profile.id;
  const patched = await app.inject({
    method: 'PATCH',
    url: `/api/applicant/profile/${applicantId}`,
    headers: { cookie: developer.cookie },
    payload: profile,
  });
  if (patched.statusCode !== 200) throw new Error(`profile update failed: ${patched.statusCode} ${patched.body}`);
  return { ...developer, applicantId };
}

export function searchCandidates(app: TApp, cookie: string | undefined, body: TCandidateSearchRequest | Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: '/api/candidates/search',
    headers: cookie ? { cookie } : {},
    payload: body as Record<string, unknown>,
  });
}
