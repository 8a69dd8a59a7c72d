import type { ReactNode } from 'react';

/** Who a card shows, as the candidates feature's favourite and note need them. */
export type TCandidateIdentity = { applicantId: number; userId: number; fullName: string };

/**
 * The favourite and private note under a candidate card: they belong to the candidates feature, so
 * the app passes them in (features do not import each other).
 */
export type TRenderCandidateActions = (candidate: TCandidateIdentity) => ReactNode;
