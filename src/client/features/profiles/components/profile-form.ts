/**
 * The profile card's form values: loaded from the profile answer, turned into the two PATCH bodies
 *, and checked with the server's own schemas.
 * A changed e-mail also carries the current password, which the server asks for.
 */
import {
  ZUpdateProfileRequestSchema,
  ZUpdateUserRequestSchema,
  type TApplicantProfileResponse,
  type TUpdateProfileRequest,
  type TUpdateUserRequest,
} from '#shared/schemas/profiles.ts';
import type { TAvailability, TExperienceLevel } from '#shared/profile-values.ts';
import { toFieldErrors } from '#client/components/form/form-errors.ts';

type TProfileRequests = { account: TUpdateUserRequest; profile: TUpdateProfileRequest };

// Radix Select items cannot carry an empty value, so 'not specified' has its own.
export const NOT_SPECIFIED = 'not_specified';

export type TProfileFormValues = {
  fullName: string;
  email: string;
  phone: string;
  location: string;
  jobTitle: string;
  bio: string;
  skills: string;
  /** One address per line. */
  links: string;
  experience: string;
  education: string;
  availability: TAvailability | typeof NOT_SPECIFIED;
  experienceLevel: TExperienceLevel | typeof NOT_SPECIFIED;
  salaryMin: string;
  salaryMax: string;
  workExperience: string;
  isVisibleToEmployers: boolean;
  openToRemote: boolean;
  openToRelocation: boolean;
  /** Shown and sent only while the e-mail differs from the saved one. */
  currentPassword: string;
};
export type TFieldName = keyof TProfileFormValues;
type TFieldNameOf<TValue> = { [K in TFieldName]: TProfileFormValues[K] extends TValue ? K : never }[TFieldName];
export type TTextFieldName = TFieldNameOf<string>;
export type TBooleanFieldName = TFieldNameOf<boolean>;
export type TFieldErrors = Partial<Record<TFieldName, string>>;

export function toFormValues({ profile, user }: TApplicantProfileResponse): TProfileFormValues {
  return {
    fullName: profile.fullName,
    email: user.email,
    phone: user.phone ?? '',
    location: user.location ?? '',
    jobTitle: profile.jobTitle ?? '',
    bio: profile.bio ?? '',
    skills: profile.skills.join(', '),
    links: profile.links.join('\n'),
    experience: profile.experience ?? '',
    education: profile.education ?? '',
    availability: profile.availability ?? NOT_SPECIFIED,
    experienceLevel: profile.experienceLevel ?? NOT_SPECIFIED,
    salaryMin: profile.salaryMin === null ? '' : String(profile.salaryMin),
    salaryMax: profile.salaryMax === null ? '' : String(profile.salaryMax),
    workExperience: profile.workExperience ?? '',
    isVisibleToEmployers: profile.isVisibleToEmployers,
    openToRemote: profile.openToRemote,
    openToRelocation: profile.openToRelocation,
    currentPassword: '',
  };
}

/** Compared as the server stores e-mails: trimmed and lower case. */
export function isEmailChanged(email: string, savedEmail: string): boolean {
  return email.trim().toLowerCase() !== savedEmail.trim().toLowerCase();
}

/** The skills text is split on commas, trimmed, empty entries dropped. */
export function parseSkills(text: string): string[] {
  return text
    .split(',')
    .map((skill) => skill.trim())
    .filter(Boolean);
}

/** One link per line, trimmed, empty lines dropped; 'github.com/jane' is read as 'https://github.com/jane'. */
export function parseLinks(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((link) => (/^[a-z][a-z\d+.-]*:/i.test(link) ? link : `https://${link}`));
}

function parseSalary(text: string): number | null {
  return text.trim() === '' ? null : Number(text);
}

export function toRequests(values: TProfileFormValues, savedEmail: string): TProfileRequests {
  const account: TUpdateUserRequest = { fullName: values.fullName, email: values.email, phone: values.phone, location: values.location };
  if (isEmailChanged(values.email, savedEmail)) account.currentPassword = values.currentPassword;
  return {
    account,
    // The profile call sends the name too; both calls agree on it.
    profile: {
      fullName: values.fullName,
      jobTitle: values.jobTitle,
      bio: values.bio,
      skills: parseSkills(values.skills),
      links: parseLinks(values.links),
      experience: values.experience,
      education: values.education,
      workExperience: values.workExperience,
      availability: values.availability === NOT_SPECIFIED ? null : values.availability,
      experienceLevel: values.experienceLevel === NOT_SPECIFIED ? null : values.experienceLevel,
      salaryMin: parseSalary(values.salaryMin),
      salaryMax: parseSalary(values.salaryMax),
      isVisibleToEmployers: values.isVisibleToEmployers,
      openToRemote: values.openToRemote,
      openToRelocation: values.openToRelocation,
    },
  };
}

/** The same schemas the server applies, so a mistake is shown beside its field before any call. */
export function validateProfileRequests(requests: TProfileRequests): TFieldErrors {
  return toFieldErrors([
    ...(ZUpdateUserRequestSchema.safeParse(requests.account).error?.issues ?? []),
    ...(ZUpdateProfileRequestSchema.safeParse(requests.profile).error?.issues ?? []),
  ]);
}
