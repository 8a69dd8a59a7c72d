/** The job editor's values: loaded from a saved job, turned into the request body and checked with the server's schema. */
import type { TEmploymentType, TSalaryCurrency, TWorkplaceType } from '#shared/job-values.ts';
import type { TExperienceLevel } from '#shared/profile-values.ts';
import { ZUpdateJobRequestSchema, type TJob, type TUpdateJobRequest } from '#shared/schemas/jobs.ts';
import { toFieldErrors, type TFieldErrors } from '#client/components/form/form-errors.ts';

// Radix Select items cannot carry an empty value, so 'any level' has its own.
export const ANY_LEVEL = 'any';

export type TJobFormValues = {
  title: string;
  description: string;
  requiredSkills: string[];
  niceToHaveSkills: string[];
  experienceLevel: TExperienceLevel | typeof ANY_LEVEL;
  location: string;
  workplaceType: TWorkplaceType;
  /** As typed: '' is no salary. */
  salaryMin: string;
  salaryMax: string;
  salaryCurrency: TSalaryCurrency;
  employmentType: TEmploymentType;
};
export type TJobFieldErrors = TFieldErrors<TJobFormValues>;
/** Everything a job's form sends; a status change is added by the button that asks for it. */
export type TJobFields = Required<Omit<TUpdateJobRequest, 'status'>>;

export const NEW_JOB_VALUES: TJobFormValues = {
  title: '',
  description: '',
  requiredSkills: [],
  niceToHaveSkills: [],
  experienceLevel: ANY_LEVEL,
  location: '',
  workplaceType: 'onsite',
  salaryMin: '',
  salaryMax: '',
  salaryCurrency: 'USD',
  employmentType: 'full_time',
};

export function toJobFormValues(job: TJob): TJobFormValues {
  return {
    title: job.title,
    description: job.description,
    requiredSkills: job.requiredSkills,
    niceToHaveSkills: job.niceToHaveSkills,
    experienceLevel: job.experienceLevel ?? ANY_LEVEL,
    location: job.location ?? '',
    workplaceType: job.workplaceType,
    salaryMin: job.salaryMin === null ? '' : String(job.salaryMin),
    salaryMax: job.salaryMax === null ? '' : String(job.salaryMax),
    salaryCurrency: job.salaryCurrency,
    employmentType: job.employmentType,
  };
}

/** Blank is no salary; anything else goes as a number, and the schema names what is wrong with it. */
function parseSalary(text: string): number | null {
  return text.trim() === '' ? null : Number(text.trim());
}

export function toJobFields(values: TJobFormValues): TJobFields {
  return {
    title: values.title,
    description: values.description,
    requiredSkills: values.requiredSkills,
    niceToHaveSkills: values.niceToHaveSkills,
    experienceLevel: values.experienceLevel === ANY_LEVEL ? null : values.experienceLevel,
    location: values.location,
    workplaceType: values.workplaceType,
    salaryMin: parseSalary(values.salaryMin),
    salaryMax: parseSalary(values.salaryMax),
    salaryCurrency: values.salaryCurrency,
    employmentType: values.employmentType,
  };
}

/** The server's own schema (every field is sent, so each is checked), so a mistake shows beside its field before any call. */
export function validateJobFields(fields: TJobFields): TJobFieldErrors {
  return toFieldErrors(ZUpdateJobRequestSchema.safeParse(fields).error?.issues);
}
