import { ExternalLink, MapPin, Users } from 'lucide-react';
import type { TCompany } from '#shared/schemas/jobs.ts';
import { formatCompanySize } from '../utils/job-labels.ts';

/** Website, size and location; on the employer's company card and under the company on a job's page. */
export function CompanyFacts({ company }: { company: Pick<TCompany, 'website' | 'size' | 'location'> }) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground [&_svg]:size-4 [&_svg]:shrink-0">
      {company.website ? (
        <li className="min-w-0">
          <a
            href={company.website}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex max-w-full items-center gap-1.5 font-medium text-primary underline-offset-4 hover:underline"
          >
            <ExternalLink aria-hidden="true" />
            <span className="truncate">{company.website.replace(/^https?:\/\//, '').replace(/\/$/, '')}</span>
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
      ) : null}
      {company.size ? (
        <li className="flex items-center gap-1.5">
          <Users aria-hidden="true" />
          {formatCompanySize(company.size)}
        </li>
      ) : null}
      {company.location ? (
        <li className="flex min-w-0 items-center gap-1.5">
          <MapPin aria-hidden="true" />
          <span className="sr-only">Location: </span>
          <span className="wrap-anywhere">{company.location}</span>
        </li>
      ) : null}
    </ul>
  );
}
