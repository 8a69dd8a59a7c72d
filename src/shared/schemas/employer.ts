/**
 * The employer's own lists: favourites,
 * private notes, messages to candidates and, beyond the spec, saved searches.
 */
import { z } from 'zod';
import { ALERT_FREQUENCIES } from './alerts.ts';
import { ZCandidateSearchRequestSchema, ZSearchCriteriaSchema } from './candidates.ts';
import { createTextSchema, ZResponseTextSchema } from './text.ts';

export const NOTE_MAX_LENGTH = 5000;
export const CONTACT_SUBJECT_MAX_LENGTH = 200;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;
export const SAVED_SEARCH_NAME_MAX_LENGTH = 80;
export const SAVED_SEARCHES_MAX = 50;

const positiveId = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be a positive whole number`)
    .max(2_147_483_647, `${label} must be a positive whole number`);

export const ZFavoriteSchema = z.object({ applicantId: z.number(), createdAt: ZResponseTextSchema });
export type TFavorite = z.infer<typeof ZFavoriteSchema>;
export const ZFavoriteListSchema = z.array(ZFavoriteSchema);

/** POST /api/employer/{employerId}/favorites */
export const ZAddFavoriteRequestSchema = z.object({ applicantId: positiveId('Applicant id') }).strict();

export const ZNoteSchema = z.object({ applicantId: z.number(), note: ZResponseTextSchema, updatedAt: ZResponseTextSchema });
export type TNote = z.infer<typeof ZNoteSchema>;
export const ZNoteListSchema = z.array(ZNoteSchema);

/** POST /api/employer/{employerId}/notes: the note is trimmed; an empty note deletes. */
export const ZSaveNoteRequestSchema = z
  .object({
    applicantId: positiveId('Applicant id'),
    note: createTextSchema({ label: 'Note', error: 'Note must be text' })
      .trim()
      .max(NOTE_MAX_LENGTH, `Note must be at most ${NOTE_MAX_LENGTH} characters long`),
  })
  .strict();
export type TSaveNoteRequest = z.input<typeof ZSaveNoteRequestSchema>;
/** The stored note, or `note: null` when an empty note deleted it. */
export const ZSaveNoteResponseSchema = z.object({
  applicantId: z.number(),
  note: ZResponseTextSchema.nullable(),
  updatedAt: ZResponseTextSchema.nullable(),
});

/** POST /api/employer/contact. */
export const ZContactRequestSchema = z
  .object({
    candidateId: positiveId('Candidate id'),
    subject: createTextSchema({ label: 'Subject', error: 'Subject must be text' })
      .trim()
      .min(1, 'Subject is required')
      .max(CONTACT_SUBJECT_MAX_LENGTH, `Subject must be at most ${CONTACT_SUBJECT_MAX_LENGTH} characters long`),
    message: createTextSchema({ label: 'Message', error: 'Message must be text' })
      .trim()
      .min(1, 'Message is required')
      .max(CONTACT_MESSAGE_MAX_LENGTH, `Message must be at most ${CONTACT_MESSAGE_MAX_LENGTH} characters long`),
    /** Beyond the spec: the employer's job this message is about (a job's pipeline), its own conversation. */
    jobId: positiveId('Job id').optional(),
  })
  .strict();
export type TContactRequest = z.input<typeof ZContactRequestSchema>;

export const ZContactResponseSchema = z.object({
  id: z.number(),
  candidateId: z.number(),
  subject: ZResponseTextSchema,
  createdAt: ZResponseTextSchema,
  /** The conversation the message opened or continued (/messages/{conversationId}). */
  conversationId: z.number(),
});

/** Saved searches: the panel's criteria under a name, to run again later. */
export const ZSaveSearchRequestSchema = z
  .object({
    name: createTextSchema({ label: 'Name', error: 'Name must be text' })
      .trim()
      .min(1, 'Name is required')
      .max(SAVED_SEARCH_NAME_MAX_LENGTH, `Name must be at most ${SAVED_SEARCH_NAME_MAX_LENGTH} characters long`),
    criteria: ZCandidateSearchRequestSchema,
  })
  .strict();
export type TSaveSearchRequest = z.input<typeof ZSaveSearchRequestSchema>;

export const ZSavedSearchSchema = z.object({
  id: z.number(),
  name: ZResponseTextSchema,
  criteria: ZSearchCriteriaSchema,
  alertFrequency: z.enum(ALERT_FREQUENCIES),
  createdAt: ZResponseTextSchema,
});
export type TSavedSearch = z.infer<typeof ZSavedSearchSchema>;
export const ZSavedSearchListSchema = z.array(ZSavedSearchSchema);
