/** Blog post contracts as the feeds and lists use them. */
import { z } from 'zod';
import { createSingleLineTextSchema, createTextSchema, ZResponseTextSchema } from './text.ts';

export const BLOG_CATEGORIES = ['developers', 'employers', 'industry'] as const;
export type TBlogCategory = (typeof BLOG_CATEGORIES)[number];
const BLOG_LIST_MAX_LIMIT = 100;
/** Who wrote a post: the editorial library kept in the repository, the built-in writer, the admin's AI model, or an admin in the editor. */
export const BLOG_WRITERS = ['editorial', 'built-in', 'llm', 'admin'] as const;
export type TBlogWriter = (typeof BLOG_WRITERS)[number];
/** 'Initial generation creates 10 posts'. */
export const INITIAL_POST_COUNT = 10;

/** Where a post's generated cover (an illustration drawn by the server, not a photo) is served. */
export function getGeneratedCoverPath(slug: string): string {
  return `/api/blog/posts/${encodeURIComponent(slug)}/cover.svg`;
}

/**
 * Where an image an admin uploaded is served: the file's id is in the address, so a replaced image
 * gets a new one. Readers get it while the post is published; admins in any status.
 */
export function getUploadedImagePath(slug: string, fileId: number): string {
  return `/api/blog/posts/${encodeURIComponent(slug)}/images/${fileId}`;
}

/** Whether a featured image is one an admin uploaded (it can be replaced or removed in the editor). */
export function isUploadedImage(featuredImage: string | null): boolean {
  return featuredImage !== null && /^\/api\/blog\/posts\/[^/]+\/images\/\d+$/.test(featuredImage);
}

/** Whether a featured image is the generated illustration, which is credited as such rather than as a photo. */
export function isGeneratedCover(featuredImage: string | null): boolean {
  return featuredImage !== null && /^\/api\/blog\/posts\/[^/]+\/cover\.svg$/.test(featuredImage);
}

export const ZBlogPostsQuerySchema = z.object({
  category: z.enum(BLOG_CATEGORIES, { error: 'Category must be developers, employers or industry' }).optional(),
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(BLOG_LIST_MAX_LIMIT, `Limit must be at most ${BLOG_LIST_MAX_LIMIT}`)
    .default(20),
});

export const ZBlogPostSummarySchema = z.object({
  id: z.number(),
  slug: ZResponseTextSchema,
  title: ZResponseTextSchema,
  excerpt: ZResponseTextSchema,
  category: z.enum(BLOG_CATEGORIES),
  tags: z.array(ZResponseTextSchema),
  featuredImage: ZResponseTextSchema.nullable(),
  /** What an uploaded image shows, for readers who cannot see it; null for other images (decorative beside the title). */
  featuredImageAlt: ZResponseTextSchema.nullable(),
  imageAttribution: ZResponseTextSchema.nullable(),
  imageSource: ZResponseTextSchema.nullable(),
  viewCount: z.number(),
  writer: z.enum(BLOG_WRITERS),
  createdAt: ZResponseTextSchema,
  publishedAt: ZResponseTextSchema.nullable(),
});
export type TBlogPostSummary = z.infer<typeof ZBlogPostSummarySchema>;

/**
 * GET /api/blog/posts/{slug}: one published post with the post fields; `content`
 * is markdown, which the page turns into sanitized HTML. Only published posts are answered, so
 * `isPublished` is always true here.
 */
export const ZBlogPostSchema = ZBlogPostSummarySchema.extend({ content: ZResponseTextSchema, isPublished: z.boolean() });
export type TBlogPost = z.infer<typeof ZBlogPostSchema>;

/** POST /api/admin/blog/generate-initial: the editorial library's articles; ones already there are skipped, never duplicated. */
export const ZGenerateInitialPostsResponseSchema = z.object({
  created: z.number().int(),
  skipped: z.number().int(),
  posts: z.array(ZBlogPostSummarySchema),
});
export type TGenerateInitialPostsResponse = z.infer<typeof ZGenerateInitialPostsResponseSchema>;

/** POST /api/admin/blog/generate-daily: the new post and which writer produced it. */
export const ZGenerateDailyPostResponseSchema = z.object({ post: ZBlogPostSummarySchema, writer: z.enum(BLOG_WRITERS) });
export type TGenerateDailyPostResponse = z.infer<typeof ZGenerateDailyPostResponseSchema>;

/** POST /api/admin/blog/update-backlinks: how many posts gained links, and the host they point to (APP_URL's). */
export const ZUpdateBacklinksResponseSchema = z.object({ updated: z.number().int(), host: ZResponseTextSchema });
export type TUpdateBacklinksResponse = z.infer<typeof ZUpdateBacklinksResponseSchema>;

/**
 * Where a post stands, derived from is_published and published_at: a draft is not published; a
 * scheduled post is published with a time still to come (readers see it from then on, no job
 * needed); a published post's time has come. Unpublishing makes a post a draft again.
 */
export const BLOG_POST_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type TBlogPostStatus = (typeof BLOG_POST_STATUSES)[number];
export const BLOG_TITLE_MAX = 160;
export const BLOG_EXCERPT_MAX = 400;
export const BLOG_CONTENT_MAX = 60_000;
export const BLOG_TAGS_MAX = 6;
export const BLOG_TAG_MAX = 40;
export const BLOG_ATTRIBUTION_MAX = 160;
export const BLOG_IMAGE_ALT_MAX = 250;
/**
 * Featured images: JPEG, PNG or WebP by their bytes, at most 5 MB as profile pictures. Written out
 * rather than imported from profiles.ts, which the landing page's blog links would then load too.
 */
export const BLOG_IMAGE_MAX_BYTES = 5_242_880;
export const BLOG_IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const BLOG_IMAGE_WRONG_TYPE = 'Image must be JPEG, PNG or WebP format';
export const BLOG_IMAGE_FIELD = 'image';
export const BLOG_IMAGE_ALT_FIELD = 'alt';
export const BLOG_IMAGE_ALT_REQUIRED = 'Describe the image for readers who cannot see it (alt text)';

/** An uploaded image's alt text: required, one line. */
export const ZBlogImageAltSchema = createSingleLineTextSchema({ label: 'Alt text' })
  .trim()
  .min(1, BLOG_IMAGE_ALT_REQUIRED)
  .max(BLOG_IMAGE_ALT_MAX, `Alt text must be at most ${BLOG_IMAGE_ALT_MAX} characters`);
const PUBLISH_AT_FORMAT = 'Publication time must be a date and time';

function isWebAddress(value: string): boolean {
  return URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);
}

const createRequiredTextSchema = (label: string, max: number) =>
  createSingleLineTextSchema({ label }).trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);

/**
 * POST /api/admin/blog/posts and PUT /api/admin/blog/posts/{id}: a post as the admin writes it.
 * `publishAt` is required for a scheduled post and must be in the future (checked by the server
 * against its clock); a published post keeps its first publication time.
 */
export const ZSaveBlogPostRequestSchema = z
  .object({
    title: createRequiredTextSchema('Title', BLOG_TITLE_MAX),
    excerpt: createRequiredTextSchema('Excerpt', BLOG_EXCERPT_MAX),
    content: createTextSchema({ label: 'Content' })
      .trim()
      .min(1, 'Content is required')
      .max(BLOG_CONTENT_MAX, `Content must be at most ${BLOG_CONTENT_MAX.toLocaleString('en-US')} characters`),
    category: z.enum(BLOG_CATEGORIES, { error: 'Category must be developers, employers or industry' }),
    tags: z
      .array(
        createSingleLineTextSchema({ label: 'Tag' })
          .trim()
          .min(1, 'A tag cannot be empty')
          .max(BLOG_TAG_MAX, `A tag must be at most ${BLOG_TAG_MAX} characters`),
        { error: 'Tags must be a list' },
      )
      .max(BLOG_TAGS_MAX, `At most ${BLOG_TAGS_MAX} tags`)
      .refine((tags) => new Set(tags.map((tag) => tag.toLowerCase())).size === tags.length, 'Each tag must differ'),
    imageAttribution: createSingleLineTextSchema({ label: 'Image attribution' })
      .trim()
      .max(BLOG_ATTRIBUTION_MAX, `Image attribution must be at most ${BLOG_ATTRIBUTION_MAX} characters`)
      .transform((value) => value || null)
      .nullable(),
    imageSource: createSingleLineTextSchema({ label: 'Image source' })
      .trim()
      .refine((value) => value === '' || isWebAddress(value), 'Image source must be a web address (http or https)')
      .transform((value) => value || null)
      .nullable(),
    /** The uploaded image's alt text; left out, it stays as it is. Only a post with an uploaded image keeps one. */
    featuredImageAlt: ZBlogImageAltSchema.optional(),
    status: z.enum(BLOG_POST_STATUSES, { error: 'Status must be draft, scheduled or published' }),
    publishAt: createTextSchema({ label: 'Publication time', error: PUBLISH_AT_FORMAT })
      .pipe(z.iso.datetime({ offset: true, error: PUBLISH_AT_FORMAT }))
      .nullable()
      .default(null),
  })
  .refine((post) => post.status !== 'scheduled' || post.publishAt !== null, {
    message: 'Choose when a scheduled post is published',
    path: ['publishAt'],
  });
export type TSaveBlogPostRequest = z.input<typeof ZSaveBlogPostRequestSchema>;
export type TSaveBlogPost = z.output<typeof ZSaveBlogPostRequestSchema>;

/** A post as the admin's editor and lists read it: any status, with its markdown. */
export const ZAdminBlogPostSchema = ZBlogPostSummarySchema.extend({
  content: ZResponseTextSchema,
  status: z.enum(BLOG_POST_STATUSES),
  updatedAt: ZResponseTextSchema,
});
export type TAdminBlogPost = z.infer<typeof ZAdminBlogPostSchema>;

/** The admin's own list: drafts and scheduled posts first, then the published, without their content. */
export const ZAdminBlogPostListSchema = z.array(ZAdminBlogPostSchema.omit({ content: true }));
export type TAdminBlogPostListItem = z.infer<typeof ZAdminBlogPostListSchema>[number];
