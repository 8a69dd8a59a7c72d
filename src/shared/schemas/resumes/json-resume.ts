/**
 * JSON Resume (https://jsonresume.org, schema v1.0.0), the open resume format other tools import and
 * export. The schema checks an uploaded resume.json in the parts DevMatch reads; the standard requires
 * no field, so neither does it, and fields other tools add pass through. Messages name no field: the
 * issue's path does ('work.0.startDate: Must be a date like …').
 */
import { z } from 'zod';
import { createTextSchema, ZResponseTextSchema } from '../text.ts';
import { ZResumeSchema } from './resume.ts';

export const JSON_RESUME_MAX_BYTES = 1024 * 1024;
export const JSON_RESUME_SCHEMA_URL = 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';
/** The standard's iso8601 definition: '2021', '2021-04' or '2021-04-15'. */
export const JSON_RESUME_DATE_PATTERN = /^([1-2][0-9]{3}-[0-1][0-9]-[0-3][0-9]|[1-2][0-9]{3}-[0-1][0-9]|[1-2][0-9]{3})$/;

/** Limits in line with the resume builder's (ZResumeBuilderDataSchema), so what a file holds fits the builder. */
export const JSON_RESUME_LIMITS = {
  name: 100,
  email: 254,
  phone: 30,
  location: 100,
  summary: 5000,
  company: 150,
  position: 150,
  institution: 150,
  studyType: 100,
  area: 150,
  score: 10,
  highlights: 50,
  highlight: 1000,
  work: 30,
  education: 20,
  skills: 100,
  keywords: 100,
  certificates: 100,
  /** One skill or certification in the builder. */
  tag: 80,
} as const;

const DATE_MESSAGE = 'Must be a date like 2021, 2021-04 or 2021-04-15';
const EMAIL_MESSAGE = 'Must be a valid e-mail address';
const URL_MESSAGE = 'Must be a web address (https://…)';

const textValue = (max?: number) => {
  const schema = createTextSchema({ error: 'Must be text' });
  return max === undefined ? schema : schema.max(max, `Must be at most ${max} characters`);
};
const text = (max?: number) => textValue(max).optional();
const list = <T extends z.ZodType>(item: T, max?: number) => {
  const schema = z.array(item, { error: 'Must be a list' });
  return (max === undefined ? schema : schema.max(max, `Must have at most ${max} entries`)).optional();
};
const entry = <T extends z.ZodRawShape>(shape: T) => z.looseObject(shape, { error: 'Must be an object' });

// Tools write "" for a field left blank: it stands for no value here, where the standard's format would refuse it.
const date = createTextSchema({ error: DATE_MESSAGE })
  .refine((value) => value === '' || JSON_RESUME_DATE_PATTERN.test(value), DATE_MESSAGE)
  .optional();
const email = createTextSchema({ error: EMAIL_MESSAGE })
  .trim()
  .max(JSON_RESUME_LIMITS.email, `Must be at most ${JSON_RESUME_LIMITS.email} characters`)
  .refine((value) => value === '' || z.regexes.email.test(value), EMAIL_MESSAGE)
  .optional();
// Any scheme the standard allows ('mailto:' too); only http(s) addresses are used.
const url = createTextSchema({ error: URL_MESSAGE })
  .trim()
  .refine((value) => value === '' || URL.canParse(value), URL_MESSAGE)
  .optional();
/** A section DevMatch does not read: only its shape, a list, is checked. */
const otherSection = list(z.unknown());

export const ZJsonResumeSchema = z.looseObject(
  {
    $schema: text(),
    basics: entry({
      name: text(JSON_RESUME_LIMITS.name),
      label: text(),
      email,
      phone: text(JSON_RESUME_LIMITS.phone),
      url,
      summary: text(JSON_RESUME_LIMITS.summary),
      image: text(),
      location: entry({ address: text(), postalCode: text(), city: text(), countryCode: text(), region: text() }).optional(),
      profiles: list(entry({ network: text(), username: text(), url })),
    }).optional(),
    work: list(
      entry({
        name: text(JSON_RESUME_LIMITS.company),
        position: text(JSON_RESUME_LIMITS.position),
        location: text(),
        url,
        startDate: date,
        endDate: date,
        summary: text(JSON_RESUME_LIMITS.summary),
        description: text(JSON_RESUME_LIMITS.summary),
        highlights: list(textValue(JSON_RESUME_LIMITS.highlight), JSON_RESUME_LIMITS.highlights),
      }),
      JSON_RESUME_LIMITS.work,
    ),
    education: list(
      entry({
        institution: text(JSON_RESUME_LIMITS.institution),
        url,
        area: text(JSON_RESUME_LIMITS.area),
        studyType: text(JSON_RESUME_LIMITS.studyType),
        startDate: date,
        endDate: date,
        score: text(JSON_RESUME_LIMITS.score),
        courses: list(textValue()),
      }),
      JSON_RESUME_LIMITS.education,
    ),
    skills: list(
      entry({ name: text(), level: text(), keywords: list(textValue(), JSON_RESUME_LIMITS.keywords) }),
      JSON_RESUME_LIMITS.skills,
    ),
    certificates: list(entry({ name: text(), date, issuer: text(), url }), JSON_RESUME_LIMITS.certificates),
    projects: otherSection,
    volunteer: otherSection,
    awards: otherSection,
    publications: otherSection,
    languages: otherSection,
    interests: otherSection,
    references: otherSection,
    meta: entry({}).optional(),
  },
  { error: 'A JSON Resume must be an object with sections such as basics and work' },
);
export type TJsonResume = z.output<typeof ZJsonResumeSchema>;

/** What an imported JSON Resume offers the developer's profile; null where the file says nothing. */
export const ZJsonResumeProfileBasicsSchema = z.object({
  fullName: ZResponseTextSchema.nullable(),
  jobTitle: ZResponseTextSchema.nullable(),
  location: ZResponseTextSchema.nullable(),
  /** Absolute http(s) addresses: the website, then the profiles. */
  links: z.array(ZResponseTextSchema),
  skills: z.array(ZResponseTextSchema),
});
export type TJsonResumeProfileBasics = z.infer<typeof ZJsonResumeProfileBasicsSchema>;

/** POST /api/applicant/{userId}/resume/json-resume: the new resume, what it offers the profile, and the sections left out. */
export const ZJsonResumeImportSchema = z.object({
  resume: ZResumeSchema,
  profile: ZJsonResumeProfileBasicsSchema,
  /** Sections of the file a DevMatch resume has no place for ('Projects', 'Languages'…). */
  leftOut: z.array(ZResponseTextSchema),
});
export type TJsonResumeImport = z.infer<typeof ZJsonResumeImportSchema>;
