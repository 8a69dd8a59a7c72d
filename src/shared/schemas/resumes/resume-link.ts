/** A developer's public resume link, /r/{slug}: publishing, its counts, and the public page's data. */
import { z } from 'zod';
import { createTextSchema, ZResponseTextSchema } from '../text.ts';
import { ZResumeTemplateSchema } from './resume.ts';

export const RESUME_LINK_SLUG_MIN = 3;
export const RESUME_LINK_SLUG_MAX = 60;
/** Days of views and downloads the developer sees. */
export const RESUME_LINK_STATS_DAYS = 30;
const SLUG_MESSAGE = `Use ${RESUME_LINK_SLUG_MIN} to ${RESUME_LINK_SLUG_MAX} lower-case letters, digits and hyphens, starting and ending with a letter or digit`;

/** A readable slug ('jane-doe'): lower-cased, then letters, digits and single hyphens. */
export const ZResumeLinkSlugSchema = createTextSchema({ label: 'Link', error: 'Link must be text' })
  .trim()
  .toLowerCase()
  .min(RESUME_LINK_SLUG_MIN, SLUG_MESSAGE)
  .max(RESUME_LINK_SLUG_MAX, SLUG_MESSAGE)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, SLUG_MESSAGE);

/**
 * PUT /api/applicant/{userId}/resume-link: publish a resume, or change the published link. `slug`: a
 * readable one; null for a new unguessable one; left out, the link keeps its slug (a new link gets
 * an unguessable one).
 */
export const ZPublishResumeLinkRequestSchema = z
  .object({
    resumeId: z
      .number({ error: 'Resume id must be a number' })
      .int('Resume id must be a whole number')
      .positive('Resume id must be positive'),
    slug: ZResumeLinkSlugSchema.nullable().optional(),
    isIndexable: z.boolean({ error: 'Indexing must be true or false' }).default(false),
    showsContact: z.boolean({ error: 'Showing contact details must be true or false' }).default(false),
  })
  .strict();
export type TPublishResumeLinkRequest = z.input<typeof ZPublishResumeLinkRequestSchema>;
/** The request as the server reads it: the flags defaulted. */
export type TPublishResumeLink = z.output<typeof ZPublishResumeLinkRequestSchema>;

/** One UTC day of a link's counts. */
export const ZResumeLinkDaySchema = z.object({ day: ZResponseTextSchema, views: z.number(), downloads: z.number() });
export type TResumeLinkDay = z.infer<typeof ZResumeLinkDaySchema>;

/** The developer's published link: where it points, its settings, and its counts for the last RESUME_LINK_STATS_DAYS days (oldest first). */
export const ZResumeLinkSchema = z.object({
  resumeId: z.number(),
  resumeFileName: ZResponseTextSchema,
  slug: ZResponseTextSchema,
  /** The full address, from APP_URL. */
  url: ZResponseTextSchema,
  isSlugChosen: z.boolean(),
  isIndexable: z.boolean(),
  showsContact: z.boolean(),
  createdAt: ZResponseTextSchema,
  days: z.array(ZResumeLinkDaySchema),
  totalViews: z.number(),
  totalDownloads: z.number(),
});
export type TResumeLink = z.infer<typeof ZResumeLinkSchema>;

/** GET and PUT /api/applicant/{userId}/resume-link: the link, or null while nothing is published. */
export const ZResumeLinkResponseSchema = z.object({ link: ZResumeLinkSchema.nullable() });
export type TResumeLinkResponse = z.infer<typeof ZResumeLinkResponseSchema>;

/** GET /api/public/resumes/{slug}: the published resume, its contact details left out unless the developer shows them. */
export const ZPublicResumeSchema = z.object({
  fullName: ZResponseTextSchema,
  markdown: ZResponseTextSchema,
  /** The look its developer chose in the builder (classic for an upload). */
  template: ZResumeTemplateSchema,
  updatedAt: ZResponseTextSchema,
});
export type TPublicResume = z.infer<typeof ZPublicResumeSchema>;
