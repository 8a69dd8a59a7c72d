/** Resume contracts. */
import { z } from 'zod';
import { createTextSchema, ZResponseTextSchema } from '../text.ts';

export const RESUME_MAX_BYTES = 10 * 1024 * 1024;
export const RESUME_EXTENSIONS = ['.doc', '.docx', '.pdf'] as const;
/** A PDF resume's pages at most: resumes run one to three, ten leaves room for a long CV and bounds the reading. */
export const RESUME_PDF_MAX_PAGES = 10;
/**
 * A resume's text (markdown), at every way in: about 20 pages, where real resumes hold under 20,000
 * characters. Analysis, improvement and the fact check take time that grows with it.
 */
export const RESUME_CONTENT_MAX_CHARS = 50_000;
export const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const DOC_MIME = 'application/msword';
export const PDF_MIME = 'application/pdf';

/** GET /api/resume/{id}/pdf: the page size, A4 unless US Letter is asked for. */
export const ZResumePdfQuerySchema = z
  .object({ size: z.enum(['a4', 'letter'], { error: 'Size must be a4 or letter' }).default('a4') })
  .strict();

/**
 * How a resume came to be: a file the person uploaded, the builder's, an applied AI improvement of
 * another resume, or a JSON Resume import. Set once, when the resume is made.
 */
export const RESUME_SOURCES = ['uploaded', 'built', 'improved', 'imported'] as const;
export const ZResumeSourceSchema = z.enum(RESUME_SOURCES);
export type TResumeSource = z.infer<typeof ZResumeSourceSchema>;

/** A resume in lists. aiScore is null until the resume has been analysed. */
export const ZResumeSchema = z.object({
  id: z.number(),
  userId: z.number(),
  fileName: ZResponseTextSchema,
  /**
   * The name lists show: what the version is and when ('Improved for Backend Engineer — 28 Nov')
   * where its file name says nothing of it, else the file name (an upload's, or one the person gave).
   */
  title: ZResponseTextSchema,
  source: ZResumeSourceSchema,
  fileSize: z.number(),
  uploadedAt: ZResponseTextSchema,
  updatedAt: ZResponseTextSchema,
  isPrimary: z.boolean(),
  aiScore: z.number().nullable(),
  /** True when the original file (a Word or PDF upload, or the builder's .docx) can be downloaded. */
  hasOriginalFile: z.boolean(),
});
export type TResume = z.infer<typeof ZResumeSchema>;

/** GET /api/applicant/{userId}/resume-quota: the developer's resumes and file bytes against the account's limits. */
export const ZResumeQuotaSchema = z.object({ count: z.number(), maxCount: z.number(), bytes: z.number(), maxBytes: z.number() });
export type TResumeQuota = z.infer<typeof ZResumeQuotaSchema>;

/** GET /api/resume/{id}: the resume with its markdown content. */
export const ZResumeDetailSchema = ZResumeSchema.extend({ fileContent: ZResponseTextSchema });
export type TResumeDetail = z.infer<typeof ZResumeDetailSchema>;

/** PATCH /api/resume/{id} */
export const ZUpdateResumeRequestSchema = z
  .object({
    fileName: createTextSchema({ label: 'File name', error: 'File name must be text' })
      .trim()
      .min(1, 'File name is required')
      .max(200, 'File name is too long')
      .optional(),
    fileContent: createTextSchema({ label: 'Content', error: 'Content must be text' })
      .max(RESUME_CONTENT_MAX_CHARS, `Content must be at most ${RESUME_CONTENT_MAX_CHARS} characters long`)
      .optional(),
  })
  .strict()
  .refine((body) => body.fileName !== undefined || body.fileContent !== undefined, { message: 'Nothing to update' });
export type TUpdateResumeRequest = z.input<typeof ZUpdateResumeRequestSchema>;

export const DEGREE_OPTIONS = [
  'High School Diploma',
  "Associate's Degree",
  "Bachelor's Degree",
  "Master's Degree",
  'Doctoral Degree',
  'Certificate',
] as const;

/**
 * The builder's looks, applied alike to its preview, the public page, the Word file and the PDF:
 * a classic single column, a modern one with a sidebar, a compact one. 'classic' is the default.
 */
export const RESUME_TEMPLATES = ['classic', 'modern', 'compact'] as const;
export type TResumeTemplate = (typeof RESUME_TEMPLATES)[number];
export const ZResumeTemplateSchema = z.enum(RESUME_TEMPLATES, { error: 'Template must be classic, modern or compact' });

const text = (max: number) => createTextSchema({ error: 'Must be text' }).trim().max(max, `At most ${max} characters`);
/** 'YYYY-MM' from a month input; other date text (e.g. '2019' or 'Spring 2020') is kept as written. */
const month = text(30);
/** A GPA typed as text or sent as a number ('3.8', 3.8); kept as text. */
const gpa = z
  .union([text(10), z.number({ error: 'GPA must be text or a number' }).min(0).max(100)], {
    error: 'GPA must be text or a number',
  })
  .transform((value) => String(value));

/** Tags: trimmed, empties ignored, duplicates rejected. */
const tags = z
  .array(text(80), { error: 'Must be a list' })
  .max(100, 'At most 100 entries')
  .transform((list) => [...new Map(list.filter(Boolean).map((item) => [item.toLowerCase(), item])).values()]);

export const ZResumeBuilderDataSchema = z.object({
  personalInfo: z.object({
    fullName: text(100).min(1, 'Full name is required'),
    email: text(254).min(1, 'Email is required').pipe(z.email('Please enter a valid email address')),
    phone: text(30).min(1, 'Phone is required'),
    location: text(100).min(1, 'Location is required'),
    summary: text(5000).default(''),
  }),
  experience: z
    .array(
      z.object({
        company: text(150).default(''),
        position: text(150).default(''),
        startDate: month.default(''),
        endDate: month.default(''),
        current: z.boolean().default(false),
        description: text(5000).default(''),
      }),
    )
    .max(30, 'At most 30 positions')
    .default([]),
  education: z
    .array(
      z.object({
        institution: text(150).default(''),
        // The builder offers DEGREE_OPTIONS; any other degree name sent by a client is kept as written.
        degree: text(100).default(''),
        field: text(150).default(''),
        graduationDate: month.default(''),
        gpa: gpa.optional(),
      }),
    )
    .max(20, 'At most 20 entries')
    .default([]),
  skills: tags.default([]),
  certifications: tags.default([]),
  template: ZResumeTemplateSchema.default('classic'),
});
export type TResumeBuilderData = z.input<typeof ZResumeBuilderDataSchema>;

/** A JSON Resume import's builder data: many resume.json files give no phone or location, so they may stay empty. */
export const ZImportedResumeDataSchema = ZResumeBuilderDataSchema.extend({
  personalInfo: ZResumeBuilderDataSchema.shape.personalInfo.extend({ phone: text(30).default(''), location: text(100).default('') }),
});
export type TResumeBuilderDataParsed = z.output<typeof ZResumeBuilderDataSchema>;

/**
 * GET /api/resume/{id}/builder-data: the builder's data as stored (checked on the way in), null for an
 * upload or a resume edited since it was built. Plain fields: an answer's schema has no transforms.
 */
export const ZResumeBuilderDataResponseSchema = z.object({
  builderData: z
    .object({
      personalInfo: z.object({
        fullName: ZResponseTextSchema,
        email: ZResponseTextSchema,
        phone: ZResponseTextSchema,
        location: ZResponseTextSchema,
        summary: ZResponseTextSchema,
      }),
      experience: z.array(
        z.object({
          company: ZResponseTextSchema,
          position: ZResponseTextSchema,
          startDate: ZResponseTextSchema,
          endDate: ZResponseTextSchema,
          current: z.boolean(),
          description: ZResponseTextSchema,
        }),
      ),
      education: z.array(
        z.object({
          institution: ZResponseTextSchema,
          degree: ZResponseTextSchema,
          field: ZResponseTextSchema,
          graduationDate: ZResponseTextSchema,
          gpa: ZResponseTextSchema.optional(),
        }),
      ),
      skills: z.array(ZResponseTextSchema),
      certifications: z.array(ZResponseTextSchema),
      /** Missing in data stored before templates: classic. */
      template: ZResumeTemplateSchema.optional(),
    })
    .nullable(),
});
export type TResumeBuilderDataResponse = z.infer<typeof ZResumeBuilderDataResponseSchema>;

/** POST /api/applicant/{userId}/resume/create */
export const ZCreateResumeRequestSchema = z.object({ resumeData: ZResumeBuilderDataSchema });
