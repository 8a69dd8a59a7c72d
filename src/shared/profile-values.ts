/** A developer profile's fixed values, without Zod (see candidate-search.ts). */
export const AVAILABILITY_VALUES = ['available', 'open_to_offers', 'actively_looking'] as const;
export type TAvailability = (typeof AVAILABILITY_VALUES)[number];
export const AVAILABILITY_LABEL: Record<TAvailability, string> = {
  available: 'Available',
  open_to_offers: 'Open to offers',
  actively_looking: 'Actively looking',
};

export const EXPERIENCE_LEVELS = ['entry', 'mid', 'senior'] as const;
export type TExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];
// 'Entry 0-2 years', 'Mid 3-5 years', 'Senior 5+ years'.
export const EXPERIENCE_LEVEL_LABEL: Record<TExperienceLevel, string> = {
  entry: 'Entry 0-2 years',
  mid: 'Mid 3-5 years',
  senior: 'Senior 5+ years',
};

export const DEFAULT_JOB_TITLE = 'Developer';
export const SALARY_MAX = 10_000_000;
