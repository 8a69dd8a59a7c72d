/** Salary texts: thousands on the result cards, thousand separators on the profile page. */

import { formatThousands } from '#shared/salary-format.ts';

type TSalaryRange = { salaryMin: number | null; salaryMax: number | null };

const SALARY_NOT_SPECIFIED = 'Salary not specified';

function withSeparators(amount: number): string {
  return `$${amount.toLocaleString('en-US')}`;
}

/** '$80k - $120k' on a result card; one-sided ranges read '$80k+' or 'Up to $120k'. */
export function formatSalaryThousands({ salaryMin, salaryMax }: TSalaryRange): string {
  if (salaryMin !== null && salaryMax !== null) return `${formatThousands(salaryMin)} - ${formatThousands(salaryMax)}`;
  if (salaryMin !== null) return `${formatThousands(salaryMin)}+`;
  if (salaryMax !== null) return `Up to ${formatThousands(salaryMax)}`;
  return SALARY_NOT_SPECIFIED;
}

/** The profile page's salary: '$80,000 - $120,000', '$80,000+', 'Up to $120,000' or 'Salary not specified'. */
export function formatSalaryText({ salaryMin, salaryMax }: TSalaryRange): string {
  if (salaryMin !== null && salaryMax !== null) return `${withSeparators(salaryMin)} - ${withSeparators(salaryMax)}`;
  if (salaryMin !== null) return `${withSeparators(salaryMin)}+`;
  if (salaryMax !== null) return `Up to ${withSeparators(salaryMax)}`;
  return SALARY_NOT_SPECIFIED;
}
