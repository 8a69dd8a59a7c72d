import { Users } from 'lucide-react';
import { AdminViewBanner } from '#client/components/layout/admin-view-banner.tsx';
import { DashboardHero } from '#client/components/layout/dashboard-hero.tsx';
import { EmptyState } from '#client/components/layout/empty-state.tsx';
import { PageMain } from '#client/components/layout/page-main.tsx';

export function EmployerDashboard() {
  return (
    <>
      <AdminViewBanner title="Admin View: Employer Dashboard" switchLabel="View as Developer" switchTo="/applicant" />
      <DashboardHero
        title="Find Your Perfect Candidate"
        subtitle="Search developers by skills, experience and availability, and let AI explain every match."
      />
      <PageMain>
        <EmptyState
          icon={<Users className="size-7" aria-hidden="true" />}
          title="No candidates to show yet"
          description="Candidate search, your favourites and your private notes will appear here."
        />
      </PageMain>
    </>
  );
}
