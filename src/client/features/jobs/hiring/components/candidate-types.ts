import type { ReactNode } from 'react';
import type { TApplicationStage } from '#shared/job-values.ts';

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
  /** The application a pipeline card shows (none for a suggested candidate): interviews are scheduled from it. */
  application?: { id: number; stage: TApplicationStage; isWithdrawn: boolean };
};

/**
 * The favourite, private note and Contact under a candidate card: they belong to the candidates
 * feature, so the app passes them in (features do not import each other).
 */
export type TRenderCandidateActions = (candidate: TCandidateIdentity) => ReactNode;
