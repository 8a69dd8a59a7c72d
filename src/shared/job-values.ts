/** A job's and a company's fixed values, without Zod (the client's selects read them too). */
export const JOB_STATUSES = ['draft', 'open', 'closed'] as const;
export type TJobStatus = (typeof JOB_STATUSES)[number];

export const WORKPLACE_TYPES = ['onsite', 'hybrid', 'remote'] as const;
export type TWorkplaceType = (typeof WORKPLACE_TYPES)[number];

export const EMPLOYMENT_TYPES = ['full_time', 'part_time', 'contract', 'internship'] as const;
export type TEmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/** The currencies a salary may be given in (ISO 4217), the commonest first. */
export const SALARY_CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'CAD',
  'AUD',
  'CHF',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'INR',
  'SGD',
  'JPY',
  'BRL',
  'NGN',
  'ZAR',
] as const;
export type TSalaryCurrency = (typeof SALARY_CURRENCIES)[number];

export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-1000', '1001+'] as const;
export type TCompanySize = (typeof COMPANY_SIZES)[number];

export const JOB_SKILLS_MAX = 20;
export const JOB_PAGE_SIZE = 20;
/** How many jobs a developer may keep saved. */
export const SAVED_JOBS_MAX = 200;

/** The hiring pipeline, in order; 'rejected' ends it from any stage. */
export const APPLICATION_STAGES = ['applied', 'screening', 'interview', 'offer', 'hired', 'rejected'] as const;
export type TApplicationStage = (typeof APPLICATION_STAGES)[number];
export const APPLICATION_STAGE_LABEL: Record<TApplicationStage, string> = {
  applied: 'Applied',
  screening: 'Screening',
  interview: 'Interview',
  offer: 'Offer',
  hired: 'Hired',
  rejected: 'Rejected',
};
