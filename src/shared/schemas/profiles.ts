/**
 * Applicant profile contracts plus the
 * fields employers search on.
 */
import { z } from 'zod';
import { AVAILABILITY_VALUES, EXPERIENCE_LEVELS, SALARY_MAX } from '../profile-values.ts';
import { PASSWORD_MAX_LENGTH, ZEmailSchema, ZUserSchema } from './auth.ts';
import { toUniqueSkills } from '../skill-list.ts';
import { isSalaryRangeOrdered, SALARY_RANGE_ERROR } from './salary.ts';
import { createSingleLineTextSchema, createTextSchema, ZResponseTextSchema } from './text.ts';

export const PROFILE_SKILLS_MAX = 50;
export const PROFILE_LINKS_MAX = 5;
const LINK_MAX_CHARS = 300;
const LINK_MESSAGE = 'Each link must be a web address starting with https:// or http://';

const longText = (label: string, max: number, createSchema = createTextSchema) =>
  createSchema({ label, error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters long`)
    .nullish()
    .transform((value) => (value ? value : null));

/** Profile skills: trimmed, empties dropped, duplicates (case-insensitive) removed. */
const ZSkillsSchema = z
  .array(createTextSchema({ label: 'Skills', error: 'Each skill must be text' }).max(60, 'A skill must be at most 60 characters long'), {
    error: 'Skills must be a list',
  })
  .transform((skills) => toUniqueSkills(skills.map((skill) => skill.trim())))
  .pipe(z.array(createTextSchema()).max(PROFILE_SKILLS_MAX, `At most ${PROFILE_SKILLS_MAX} skills`));

/** True for an absolute http(s) address. */
export function isWebAddress(value: string): boolean {
  return /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(value) && URL.canParse(value);
}

/** Profile links: trimmed, empties and duplicates dropped, each an absolute http(s) address. */
const ZLinksSchema = z
  .array(
    createTextSchema({ label: 'Links', error: 'Each link must be text' })
      .trim()
      .max(LINK_MAX_CHARS, `A link must be at most ${LINK_MAX_CHARS} characters long`),
    { error: 'Links must be a list' },
  )
  .transform((links) => [...new Set(links.filter(Boolean))])
  .pipe(z.array(createTextSchema().refine(isWebAddress, LINK_MESSAGE)).max(PROFILE_LINKS_MAX, `At most ${PROFILE_LINKS_MAX} links`));

const salary = z
  .number({ error: 'Salary must be a number' })
  .int('Salary must be a whole number')
  .min(0, 'Salary cannot be negative')
  .max(SALARY_MAX, 'Salary is too large')
  .nullish()
  .transform((value) => value ?? null);

/** The name shown on the profile card; both profile calls may change it. */
const ZFullNameSchema = createSingleLineTextSchema({ label: 'Full name', error: 'Full name must be text' })
  .trim()
  .min(1, 'Full name is required')
  .max(100, 'Full name must be at most 100 characters long');

/** PATCH /api/applicant/profile/{profileId}. Every field optional: only sent fields change. */
export const ZUpdateProfileRequestSchema = z
  .object({
    fullName: ZFullNameSchema.optional(),
    jobTitle: longText('Job title', 100, createSingleLineTextSchema).optional(),
    bio: longText('Professional summary', 5000).optional(),
    skills: ZSkillsSchema.optional(),
    /** Links: GitHub, LinkedIn, a portfolio; a JSON Resume import offers its own. */
    links: ZLinksSchema.optional(),
    experience: longText('Experience', 20_000).optional(),
    education: longText('Education', 10_000).optional(),
    workExperience: longText('Work experience', 20_000).optional(),
    availability: z.enum(AVAILABILITY_VALUES, { error: 'Availability must be available, open_to_offers or actively_looking' }).nullish(),
    experienceLevel: z.enum(EXPERIENCE_LEVELS, { error: 'Experience level must be entry, mid or senior' }).nullish(),
    salaryMin: salary.optional(),
    salaryMax: salary.optional(),
    /** A hidden profile never appears in candidate search or on /candidate/{id}. */
    isVisibleToEmployers: z.boolean({ error: 'Visibility must be true or false' }).optional(),
    openToRemote: z.boolean({ error: 'Open to remote work must be true or false' }).optional(),
    /** Would move for the right job: on-site and hybrid jobs elsewhere are recommended too. */
    openToRelocation: z.boolean({ error: 'Open to relocation must be true or false' }).optional(),
  })
  .strict()
  .refine(isSalaryRangeOrdered, SALARY_RANGE_ERROR);
export type TUpdateProfileRequest = z.input<typeof ZUpdateProfileRequestSchema>;

/** PATCH /api/users/{userId}: the account fields shown on the profile card. */
export const ZUpdateUserRequestSchema = z
  .object({
    fullName: ZFullNameSchema.optional(),
    email: ZEmailSchema.optional(),
    phone: longText('Phone', 30, createSingleLineTextSchema)
      .refine((value) => value === null || /^[0-9+().\-\s]+$/.test(value), {
        message: 'Phone may contain only digits, spaces and + ( ) - .',
      })
      .optional(),
    location: longText('Location', 100, createSingleLineTextSchema).optional(),
    // The signed-in user's own password; the server asks for it only when the e-mail changes.
    currentPassword: createTextSchema({ label: 'Current password', error: 'Current password must be text' })
      .max(PASSWORD_MAX_LENGTH)
      .optional(),
  })
  .strict();
export type TUpdateUserRequest = z.input<typeof ZUpdateUserRequestSchema>;

export const ZApplicantProfileSchema = z.object({
  id: z.number(),
  userId: z.number(),
  fullName: ZResponseTextSchema,
  jobTitle: ZResponseTextSchema.nullable(),
  bio: ZResponseTextSchema.nullable(),
  skills: z.array(ZResponseTextSchema),
  links: z.array(ZResponseTextSchema),
  experience: ZResponseTextSchema.nullable(),
  education: ZResponseTextSchema.nullable(),
  workExperience: ZResponseTextSchema.nullable(),
  availability: z.enum(AVAILABILITY_VALUES).nullable(),
  experienceLevel: z.enum(EXPERIENCE_LEVELS).nullable(),
  salaryMin: z.number().nullable(),
  salaryMax: z.number().nullable(),
  isVisibleToEmployers: z.boolean(),
  openToRemote: z.boolean(),
  openToRelocation: z.boolean(),
  /** Percent 0-100, computed from what is filled in (computeProfileCompletion). */
  profileCompletion: z.number(),
  updatedAt: ZResponseTextSchema,
});
export type TApplicantProfile = z.infer<typeof ZApplicantProfileSchema>;

/** The account beside the profile: the same fields as every other user answer. */
const ZProfileUserSchema = ZUserSchema;

/** GET /api/applicant/profile/{userId} */
export const ZApplicantProfileResponseSchema = z.object({ profile: ZApplicantProfileSchema, user: ZProfileUserSchema });
export type TApplicantProfileResponse = z.infer<typeof ZApplicantProfileResponseSchema>;

/** What profile completion counts: ten items, ten percent each. */
type TProfileCompletionInput = {
  fullName: string | null;
  phone: string | null;
  location: string | null;
  jobTitle: string | null;
  bio: string | null;
  skills: string[];
  experience: string | null;
  education: string | null;
  profilePicture: string | null;
  resumeCount: number;
};

const PROFILE_COMPLETION_ITEMS: { label: string; isDone: (input: TProfileCompletionInput) => boolean }[] = [
  { label: 'Full name', isDone: (p) => Boolean(p.fullName?.trim()) },
  { label: 'Phone', isDone: (p) => Boolean(p.phone?.trim()) },
  { label: 'Location', isDone: (p) => Boolean(p.location?.trim()) },
  { label: 'Job title', isDone: (p) => Boolean(p.jobTitle?.trim()) },
  { label: 'Professional summary', isDone: (p) => Boolean(p.bio?.trim()) },
  { label: 'Skills', isDone: (p) => p.skills.length > 0 },
  { label: 'Experience', isDone: (p) => Boolean(p.experience?.trim()) },
  { label: 'Education', isDone: (p) => Boolean(p.education?.trim()) },
  { label: 'Profile picture', isDone: (p) => Boolean(p.profilePicture) },
  { label: 'A resume', isDone: (p) => p.resumeCount > 0 },
];

export function computeProfileCompletion(input: TProfileCompletionInput): number {
  const done = PROFILE_COMPLETION_ITEMS.filter((item) => item.isDone(input)).length;
  return Math.round((done / PROFILE_COMPLETION_ITEMS.length) * 100);
}

/** POST /api/users/{userId}/profile-picture answer. */
export const ZProfilePictureResponseSchema = z.object({ profilePicture: ZResponseTextSchema });

export const PROFILE_PICTURE_MAX_BYTES = 5_242_880;
/** The browser-reported types the picture picker accepts; the server checks the bytes. */
export const PROFILE_PICTURE_MIME_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/gif', 'image/webp'] as const;
