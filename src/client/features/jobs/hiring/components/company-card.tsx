import { Building2, Pencil } from 'lucide-react';
import type { TCompany } from '#shared/schemas/jobs.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { CompanyFacts } from '../../components/company-facts.tsx';
import { CompanyLogo } from '../../components/company-logo.tsx';
import { CompanyLogoMenu } from './company-logo-menu.tsx';

/** The company as candidates see it on the jobs, with Edit and the logo menu for its owner. */
export function CompanyCard({
  employerId,
  company,
  isLoading,
  isReadOnly,
  onEdit,
}: {
  employerId: number;
  company: TCompany | null;
  isLoading: boolean;
  isReadOnly: boolean;
  onEdit: () => void;
}) {
  if (isLoading) return <Skeleton className="h-32 rounded-xl" />;
  if (!company) {
    return (
      <Card className="flex flex-col items-start gap-4 border-dashed p-5 sm:flex-row sm:items-center">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-secondary text-primary">
          <Building2 className="size-6" aria-hidden="true" />
        </span>
        <div className="grid flex-1 gap-1">
          <h2 className="text-lg font-semibold tracking-tight">Add your company</h2>
          <p className="text-sm text-muted-foreground">Candidates see it on every job you post. A job needs its name first.</p>
        </div>
        {isReadOnly ? null : (
          <Button onClick={onEdit}>
            <Building2 aria-hidden="true" />
            Add company
          </Button>
        )}
      </Card>
    );
  }
  return (
    <Card className="grid gap-4 p-5">
      <div className="flex items-start gap-4">
        {isReadOnly ? (
          <CompanyLogo name={company.name} logoUrl={company.logoUrl} size="lg" />
        ) : (
          <CompanyLogoMenu employerId={employerId} name={company.name} logoUrl={company.logoUrl} />
        )}
        <div className="grid min-w-0 flex-1 gap-1.5">
          <h2 className="text-xl leading-tight font-semibold tracking-tight wrap-anywhere">{company.name}</h2>
          <CompanyFacts company={company} />
        </div>
        {isReadOnly ? null : (
          <Button variant="outline" size="sm" onClick={onEdit} aria-label="Edit company profile" className="shrink-0">
            <Pencil aria-hidden="true" />
            <span className="hidden sm:inline">Edit</span>
          </Button>
        )}
      </div>
      {company.about ? (
        <p className="text-sm leading-relaxed wrap-anywhere whitespace-pre-wrap text-foreground/90">{company.about}</p>
      ) : (
        <p className="text-sm text-muted-foreground italic">No description yet: a few lines about what you build help candidates decide.</p>
      )}
    </Card>
  );
}
