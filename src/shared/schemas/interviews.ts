/**
 * Interviews (issue 41, decision 047): a colleague proposes up to five times for an application in the
 * Interview stage; the developer picks one or asks for others; everyone invited gets a calendar
 * invitation, and each later change an updated one.
 */
import { z } from 'zod';
import {
  INTERVIEW_DURATION_MAX_MINUTES,
  INTERVIEW_DURATION_MIN_MINUTES,
  INTERVIEW_SLOTS_MAX,
  INTERVIEW_STATUSES,
  INTERVIEWERS_MAX,
  isTimeZone,
} from '../interview-values.ts';
import { createBodyIdSchema, createIdSchema } from './id.ts';
import { createSingleLineTextSchema, createTextSchema, ZResponseTextSchema } from './text.ts';

export const INTERVIEW_LOCATION_MAX = 300;
export const INTERVIEW_NOTE_MAX = 2000;

export const INTERVIEW_NOT_FOUND = 'Interview not found';
export const SLOT_IN_THE_PAST = 'Each proposed time must be in the future.';

const START_FORMAT = 'Start must be a date and time such as 2026-12-01T14:00:00Z';

const ZSlotRequestSchema = z
  .object({
    startsAt: createTextSchema({ label: 'Start', error: START_FORMAT }).pipe(z.iso.datetime({ offset: true, error: START_FORMAT })),
    durationMinutes: z
      .number({ error: 'Duration must be a number of minutes' })
      .int('Duration must be a whole number of minutes')
      .min(INTERVIEW_DURATION_MIN_MINUTES, `Duration must be at least ${INTERVIEW_DURATION_MIN_MINUTES} minutes`)
      .max(INTERVIEW_DURATION_MAX_MINUTES, `Duration must be at most ${INTERVIEW_DURATION_MAX_MINUTES} minutes`),
  })
  .strict();

const slotsField = () =>
  z
    .array(ZSlotRequestSchema, { error: 'Slots must be a list of times' })
    .min(1, 'Propose at least one time')
    .max(INTERVIEW_SLOTS_MAX, `Propose at most ${INTERVIEW_SLOTS_MAX} times`)
    .refine((slots) => new Set(slots.map((slot) => Date.parse(slot.startsAt))).size === slots.length, 'Each proposed time must differ');

const timeZoneField = () =>
  createSingleLineTextSchema({ label: 'Time zone', error: 'Time zone must be text' }).refine(
    isTimeZone,
    'Time zone must be an IANA time zone such as Europe/Berlin',
  );

const interviewerIdsField = () =>
  z
    .array(createBodyIdSchema('Interviewer id'), { error: 'Interviewers must be a list of member ids' })
    .max(INTERVIEWERS_MAX, `Name at most ${INTERVIEWERS_MAX} interviewers`)
    .transform((ids) => [...new Set(ids)]);

const optionalText = (label: string, max: number) =>
  createTextSchema({ label, error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters long`)
    .nullish()
    .transform((value) => (value ? value : null));

/** POST …/applications/{applicationId}/interviews */
export const ZProposeInterviewRequestSchema = z
  .object({
    slots: slotsField(),
    timeZone: timeZoneField(),
    interviewerIds: interviewerIdsField().default([]),
    location: optionalText('Location', INTERVIEW_LOCATION_MAX),
    note: optionalText('Note', INTERVIEW_NOTE_MAX),
  })
  .strict();
export type TProposeInterviewRequest = z.input<typeof ZProposeInterviewRequestSchema>;

/** PATCH …/interviews/{id}: new times (the developer picks again), the panel, the place or the note. */
export const ZUpdateInterviewRequestSchema = z
  .object({
    slots: slotsField().optional(),
    timeZone: timeZoneField().optional(),
    interviewerIds: interviewerIdsField().optional(),
    location: optionalText('Location', INTERVIEW_LOCATION_MAX).optional(),
    note: optionalText('Note', INTERVIEW_NOTE_MAX).optional(),
  })
  .strict()
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'Change at least one thing');
export type TUpdateInterviewRequest = z.input<typeof ZUpdateInterviewRequestSchema>;

/** POST /api/interviews/{id}/accept */
export const ZAcceptInterviewRequestSchema = z.object({ slotId: createBodyIdSchema('Slot id') }).strict();

/** POST /api/interviews/{id}/ask-other-times */
export const ZAskOtherTimesRequestSchema = z.object({ note: optionalText('Note', INTERVIEW_NOTE_MAX) }).strict();

export const ZInterviewParamsSchema = z.object({ interviewId: createIdSchema('Interview id') });

/** GET /api/employer/{employerId}/interviews */
export const ZEmployerInterviewsQuerySchema = z
  .object({
    upcoming: z.enum(['true', 'false'], { error: "Upcoming must be 'true' or 'false'" }).optional(),
    jobId: createIdSchema('Job id').optional(),
  })
  .strict();

const ZSlotSchema = z.object({ id: z.number(), startsAt: ZResponseTextSchema, durationMinutes: z.number() });
export type TInterviewSlot = z.infer<typeof ZSlotSchema>;

export const ZInterviewSchema = z.object({
  id: z.number(),
  status: z.enum(INTERVIEW_STATUSES),
  /** The organiser's IANA time zone. */
  timeZone: ZResponseTextSchema,
  /** Soonest first. */
  slots: z.array(ZSlotSchema),
  /** The time the developer picked (one of `slots`), once scheduled. */
  chosenSlotId: z.number().nullable(),
  location: ZResponseTextSchema.nullable(),
  note: ZResponseTextSchema.nullable(),
  otherTimesNote: ZResponseTextSchema.nullable(),
  interviewers: z.array(z.object({ userId: z.number(), fullName: ZResponseTextSchema })),
  proposedBy: z.object({ userId: z.number(), fullName: ZResponseTextSchema }).nullable(),
  applicationId: z.number(),
  job: z.object({ id: z.number(), title: ZResponseTextSchema }),
  companyName: ZResponseTextSchema.nullable(),
  candidate: z.object({ applicantId: z.number(), fullName: ZResponseTextSchema }),
  conversationId: z.number().nullable(),
  /** The calendar event's UID (the same in every invitation) and sequence (it grows with each change). */
  uid: ZResponseTextSchema,
  sequence: z.number(),
  createdAt: ZResponseTextSchema,
  updatedAt: ZResponseTextSchema,
});
export type TInterview = z.infer<typeof ZInterviewSchema>;

/** The time the developer picked, if they have. */
export function findChosenSlot(interview: Pick<TInterview, 'slots' | 'chosenSlotId'>): TInterviewSlot | undefined {
  return interview.slots.find((slot) => slot.id === interview.chosenSlotId);
}
export const ZInterviewListSchema = z.array(ZInterviewSchema);
