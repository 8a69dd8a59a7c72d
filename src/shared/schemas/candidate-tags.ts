/**
 * A company's tags on candidates (issue 41, decision 048), under /api/employer/{employerId}: the tags
 * ('referral', 'strong systems design'), each candidate's tags with who put them there, and the tag
 * filter of the candidate search (`tagIds`) and of the pipeline.
 */
import { z } from 'zod';
import { createBodyIdSchema } from './id.ts';
import { createSingleLineTextSchema, createTextSchema, ZResponseTextSchema } from './text.ts';

/** The fixed palette a tag may take; none is the neutral colour. */
export const TAG_COLORS = ['gray', 'blue', 'green', 'amber', 'red', 'purple', 'pink', 'teal'] as const;
export type TTagColor = (typeof TAG_COLORS)[number];

export const TAGS_MAX_PER_COMPANY = 100;
export const TAG_NAME_MAX = 40;
/** Tags one candidate may carry in one company. */
export const TAGS_MAX_PER_CANDIDATE = 20;
/** Tags a search may require at once. */
export const SEARCH_TAGS_MAX = 5;
/** Candidates whose tags one request reads (a pipeline's cards are read in slices of this many). */
export const CANDIDATE_TAGS_READ_MAX = 500;

const ZTagNameSchema = createSingleLineTextSchema({ label: 'Tag name', error: 'Tag name must be text' })
  .trim()
  .min(1, 'Tag name is required')
  .max(TAG_NAME_MAX, `Tag name must be at most ${TAG_NAME_MAX} characters long`);
const ZTagColorSchema = z.enum(TAG_COLORS, { error: `Colour must be one of ${TAG_COLORS.join(', ')}` });

export const ZTagSchema = z.object({
  id: z.number(),
  name: ZResponseTextSchema,
  color: z.enum(TAG_COLORS).nullable(),
  /** Candidates carrying it. */
  candidateCount: z.number(),
  createdAt: ZResponseTextSchema,
});
export type TTag = z.infer<typeof ZTagSchema>;
export const ZTagListSchema = z.array(ZTagSchema);

/** POST /api/employer/{employerId}/tags */
export const ZCreateTagRequestSchema = z.object({ name: ZTagNameSchema, color: ZTagColorSchema.nullish() }).strict();
export type TCreateTagRequest = z.input<typeof ZCreateTagRequestSchema>;

/** PATCH /api/employer/{employerId}/tags/{tagId}: a new name, a new colour (null for none), or both. */
export const ZUpdateTagRequestSchema = z
  .object({ name: ZTagNameSchema.optional(), color: ZTagColorSchema.nullable().optional() })
  .strict()
  .refine((body) => body.name !== undefined || body.color !== undefined, { message: 'Give a new name or colour' });
export type TUpdateTagRequest = z.input<typeof ZUpdateTagRequestSchema>;

/** Which tag a tagging puts on: an existing one by id, or a new one by name (created on the fly), never both. */
export const tagChoiceFields = { tagId: createBodyIdSchema('Tag id').optional(), name: ZTagNameSchema.optional() };
export const isOneTagChoice = {
  check: (body: { tagId?: number; name?: string }) => (body.tagId === undefined) !== (body.name === undefined),
  error: { message: 'Give either a tag id or a new tag name' },
};

/** POST /api/employer/{employerId}/candidates/{applicantId}/tags: an existing tag, or a new one by name (created on the fly). */
export const ZTagCandidateRequestSchema = z.object(tagChoiceFields).strict().refine(isOneTagChoice.check, isOneTagChoice.error);
export type TTagCandidateRequest = z.input<typeof ZTagCandidateRequestSchema>;

/** A tag on a candidate: who put it there, and when. */
export const ZCandidateTaggingSchema = z.object({
  applicantId: z.number(),
  tagId: z.number(),
  taggedAt: ZResponseTextSchema,
  taggedByName: ZResponseTextSchema.nullable(),
});
export type TCandidateTagging = z.infer<typeof ZCandidateTaggingSchema>;
export const ZCandidateTaggingListSchema = z.array(ZCandidateTaggingSchema);

/** GET /api/employer/{employerId}/candidate-tags?applicantIds=1,2,3: the tags of these candidates (for their cards). */
export const ZCandidateTagsQuerySchema = z
  .object({
    applicantIds: createTextSchema({ label: 'Applicant ids', error: 'Applicant ids must be text' })
      .regex(/^\d{1,10}(,\d{1,10})*$/, 'Applicant ids must be a comma-separated list of ids')
      .transform((value) => [...new Set(value.split(',').map(Number))])
      .refine((ids) => ids.length <= CANDIDATE_TAGS_READ_MAX, `At most ${CANDIDATE_TAGS_READ_MAX} applicant ids`),
  })
  .strict();

/** The search request's tag filter: only candidates carrying every one of these of the company's tags. */
export const ZSearchTagIdsSchema = z
  .array(createBodyIdSchema('Tag id'), { error: 'Tags must be a list of tag ids' })
  .max(SEARCH_TAGS_MAX, `At most ${SEARCH_TAGS_MAX} tags`)
  .nullish()
  .transform((ids) => [...new Set(ids ?? [])]);
