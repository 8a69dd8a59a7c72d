/** The company form's values: loaded from the saved company, turned into the PUT body and checked with the server's schema. */
import type { TCompanySize } from '#shared/job-values.ts';
import { ZSaveCompanyRequestSchema, type TCompany, type TSaveCompanyRequest } from '#shared/schemas/jobs.ts';
import { toFieldErrors, type TFieldErrors } from '#client/components/form/form-errors.ts';

// Radix Select items cannot carry an empty value, so 'not specified' has its own.
export const SIZE_NOT_SPECIFIED = 'not_specified';

export type TCompanyFormValues = {
  name: string;
  website: string;
  size: TCompanySize | typeof SIZE_NOT_SPECIFIED;
  location: string;
  about: string;
};
export type TCompanyFieldErrors = TFieldErrors<TCompanyFormValues>;

export function toCompanyFormValues(company: TCompany | null): TCompanyFormValues {
  return {
    name: company?.name ?? '',
    website: company?.website ?? '',
    size: company?.size ?? SIZE_NOT_SPECIFIED,
    location: company?.location ?? '',
    about: company?.about ?? '',
  };
}

/** 'acme.com' is taken to mean 'https://acme.com': people rarely type the scheme, and the server asks for one. */
export function toWebAddress(text: string): string {
  const trimmed = text.trim();
  return trimmed && !/^[a-z][a-z\d+.-]*:/i.test(trimmed) ? `https://${trimmed}` : trimmed;
}

export function toCompanyRequest(values: TCompanyFormValues): TSaveCompanyRequest {
  return {
    name: values.name,
    website: toWebAddress(values.website),
    size: values.size === SIZE_NOT_SPECIFIED ? null : values.size,
    location: values.location,
    about: values.about,
  };
}

/** The server's own schema, so a mistake shows beside its field before any call. */
export function validateCompanyRequest(request: TSaveCompanyRequest): TCompanyFieldErrors {
  return toFieldErrors(ZSaveCompanyRequestSchema.safeParse(request).error?.issues);
}
