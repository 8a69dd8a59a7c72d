import type { TJob } from '#shared/schemas/jobs.ts';
import { Card } from '#client/components/ui/card.tsx';
import { CompanyFacts } from '../../components/company-facts.tsx';
import { CompanyLogo } from '../../components/company-logo.tsx';

/** 'About the company' on a job's page: logo, name, website, size, location and what it says about itself. */
export function JobCompanyBox({ company }: { company: TJob['company'] }) {
  return (
    <Card aria-labelledby="job-company-heading" role="region" className="grid gap-4 p-5">
      <h2 id="job-company-heading" className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
        About the company
      </h2>
      <div className="flex items-start gap-4">
        <CompanyLogo name={company.name} logoUrl={company.logoUrl} size="lg" />
        <div className="grid min-w-0 flex-1 gap-1.5">
          <p className="text-lg leading-tight font-semibold wrap-anywhere">{company.name}</p>
          <CompanyFacts company={company} />
        </div>
      </div>
      {company.about ? (
        <p className="text-sm leading-relaxed wrap-anywhere whitespace-pre-wrap text-foreground/90">{company.about}</p>
      ) : null}
    </Card>
  );
}
