/**
 * Job application contracts (issue 25): a developer applies with a resume and a note, follows the
 * application's stages and may withdraw it; the job's owner moves it through the pipeline.
 */
import { z } from 'zod';
import { APPLICATION_STAGES } from '../job-values.ts';
import { createTextSchema, ZResponseTextSchema } from './text.ts';

export const APPLICATION_NOTE_MAX = 2000;
export const REJECTION_REASON_MAX = 1000;

/** POST /api/jobs/{jobId}/applications. */
export const ZApplyRequestSchema = z
  .object({
    resumeId: z
      .number({ error: 'Choose a resume to apply with' })
      .int('Resume id must be a whole number')
      .positive('Resume id must be positive'),
    note: createTextSchema({ label: 'Note', error: 'Note must be text' })
      .trim()
      .max(APPLICATION_NOTE_MAX, `Note must be at most ${APPLICATION_NOTE_MAX} characters long`)
      .nullish()
      .transform((value) => (value ? value : null)),
  })
  .strict();
export type TApplyRequest = z.input<typeof ZApplyRequestSchema>;

/**
 * PATCH /api/employer/{employerId}/jobs/{jobId}/applications/{applicationId}: a move to another
 * stage. A rejection may carry a reason, which the candidate is sent; without one they are told
 * only that the application did not go further.
 */
export const ZMoveApplicationRequestSchema = z
  .object({
    stage: z.enum(APPLICATION_STAGES, { error: `Stage must be one of ${APPLICATION_STAGES.join(', ')}` }),
    rejectionReason: createTextSchema({ label: 'Reason', error: 'Reason must be text' })
      .trim()
      .max(REJECTION_REASON_MAX, `Reason must be at most ${REJECTION_REASON_MAX} characters long`)
      .nullish()
      .transform((value) => (value ? value : null)),
  })
  .strict()
  .refine((body) => body.rejectionReason === null || body.stage === 'rejected', {
    message: 'A reason goes with a rejection only',
    path: ['rejectionReason'],
  });
export type TMoveApplicationRequest = z.input<typeof ZMoveApplicationRequestSchema>;

const ZApplicationEventSchema = z.object({
  /** A stage, or 'withdrawn'. */
  event: ZResponseTextSchema,
  createdAt: ZResponseTextSchema,
});

const applicationFields = {
  id: z.number(),
  jobId: z.number(),
  stage: z.enum(APPLICATION_STAGES),
  resumeFileName: ZResponseTextSchema,
  note: ZResponseTextSchema.nullable(),
  withdrawnAt: ZResponseTextSchema.nullable(),
  createdAt: ZResponseTextSchema,
  updatedAt: ZResponseTextSchema,
  history: z.array(ZApplicationEventSchema),
};

/** An application as its developer sees it: the job, the stage and the reason they were sent. */
export const ZApplicationSchema = z.object({
  ...applicationFields,
  jobTitle: ZResponseTextSchema,
  jobStatus: ZResponseTextSchema,
  companyName: ZResponseTextSchema,
  rejectionReason: ZResponseTextSchema.nullable(),
});
export type TApplication = z.infer<typeof ZApplicationSchema>;
export const ZApplicationListSchema = z.array(ZApplicationSchema);

/** An application as the job's owner sees it: the candidate and the resume as it was sent. */
export const ZReceivedApplicationSchema = z.object({
  ...applicationFields,
  applicantId: z.number(),
  candidateUserId: z.number(),
  candidateName: ZResponseTextSchema,
  candidateTitle: ZResponseTextSchema.nullable(),
  resumeContent: ZResponseTextSchema,
  rejectionReason: ZResponseTextSchema.nullable(),
});
export type TReceivedApplication = z.infer<typeof ZReceivedApplicationSchema>;
export const ZReceivedApplicationListSchema = z.array(ZReceivedApplicationSchema);
