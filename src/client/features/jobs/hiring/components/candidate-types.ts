import type { ReactNode } from 'react';

/**
 * Who a card shows, as the candidates feature's favourite, note and contact dialog need them (the
 * letter names the title and skills), and the job whose pipeline shows the card (a message from
 * there is about that job).
 */
export type TCandidateIdentity = {
  applicantId: number;
  userId: number;
  fullName: string;
  jobTitle: string | null;
  skills: string[];
  jobId: number;
};

/**
 * The favourite, private note and Contact under a candidate card: they belong to the candidates
 * feature, so the app passes them in (features do not import each other).
 */
export type TRenderCandidateActions = (candidate: TCandidateIdentity) => ReactNode;
