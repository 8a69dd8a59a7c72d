import { LayoutDashboard } from 'lucide-react';
import { Link } from 'react-router';
import { DashboardHero } from '#client/components/layout/dashboard-hero.tsx';
import { EmptyState } from '#client/components/layout/empty-state.tsx';
import { PageMain } from '#client/components/layout/page-main.tsx';
import { Button } from '#client/components/ui/button.tsx';

export function AdminDashboard() {
  return (
    <>
      <DashboardHero title="Admin Dashboard" subtitle="Settings, API keys, statistics, audit logs and the blog of DevMatch.">
        <div className="mt-6 flex flex-wrap gap-3">
          <Button variant="secondary" asChild>
            <Link to="/employer">View as Employer</Link>
          </Button>
          <Button variant="secondary" asChild>
            <Link to="/applicant">View as Developer</Link>
          </Button>
        </div>
      </DashboardHero>
      <PageMain>
        <EmptyState
          icon={<LayoutDashboard className="size-7" aria-hidden="true" />}
          title="No activity yet"
          description="Platform statistics, settings and audit logs will appear here."
        />
      </PageMain>
    </>
  );
}
