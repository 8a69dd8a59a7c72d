/** How a job's fixed values, salary and company size read on the board, the job page and the employer's screens. */
import type { TCompanySize, TEmploymentType, TJobStatus, TSalaryCurrency, TWorkplaceType } from '#shared/job-values.ts';

export const JOB_STATUS_LABEL: Record<TJobStatus, string> = { draft: 'Draft', open: 'Open', closed: 'Closed' };

export const WORKPLACE_LABEL: Record<TWorkplaceType, string> = { onsite: 'On-site', hybrid: 'Hybrid', remote: 'Remote' };

export const EMPLOYMENT_TYPE_LABEL: Record<TEmploymentType, string> = {
  full_time: 'Full-time',
  part_time: 'Part-time',
  contract: 'Contract',
  internship: 'Internship',
};

type TJobSalary = { salaryMin: number | null; salaryMax: number | null; salaryCurrency: TSalaryCurrency };

/** '$80K', '€95.5K', '¥8M', 'SEK 60K': short enough for a card, in the job's own currency. */
function formatAmount(amount: number, currency: TSalaryCurrency): string {
  const text = new Intl.NumberFormat('en-US', { style: 'currency', currency, notation: 'compact', maximumSignificantDigits: 3 }).format(
    amount,
  );
  // Intl puts a no-break space after a currency code; the range's own spaces are plain.
  return text.replace(/\u00a0/g, ' ');
}

/** '$80K – $120K', '$80K+', 'Up to $120K', or null when the job names no salary. */
export function formatJobSalary({ salaryMin, salaryMax, salaryCurrency }: TJobSalary): string | null {
  if (salaryMin !== null && salaryMax !== null) {
    return salaryMin === salaryMax
      ? formatAmount(salaryMin, salaryCurrency)
      : `${formatAmount(salaryMin, salaryCurrency)} – ${formatAmount(salaryMax, salaryCurrency)}`;
  }
  if (salaryMin !== null) return `${formatAmount(salaryMin, salaryCurrency)}+`;
  if (salaryMax !== null) return `Up to ${formatAmount(salaryMax, salaryCurrency)}`;
  return null;
}

/** 'Berlin, Germany · Hybrid'; the workplace alone ('Remote') without a location or when the location says the same. */
export function formatJobPlace({ location, workplaceType }: { location: string | null; workplaceType: TWorkplaceType }): string {
  const workplace = WORKPLACE_LABEL[workplaceType];
  return location && location.toLowerCase() !== workplace.toLowerCase() ? `${location} · ${workplace}` : workplace;
}

/** '11-50 employees'. */
export function formatCompanySize(size: TCompanySize): string {
  return `${size} employees`;
}
