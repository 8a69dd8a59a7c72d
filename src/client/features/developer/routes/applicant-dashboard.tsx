import { FileText } from 'lucide-react';
import { AccessDenied } from '../../../components/layout/access-denied.tsx';
import { AdminViewBanner } from '../../../components/layout/admin-view-banner.tsx';
import { DashboardHero } from '../../../components/layout/dashboard-hero.tsx';
import { EmptyState } from '../../../components/layout/empty-state.tsx';
import { PageMain } from '../../../components/layout/page-main.tsx';
import { useSession } from '../../session/session-context.tsx';

export function ApplicantDashboard() {
  const { user } = useSession();
  if (user && user.userType !== 'developer' && user.userType !== 'admin') {
    return <AccessDenied message="This page is only accessible to developers." />;
  }
  return (
    <>
      <AdminViewBanner title="Admin View: Developer Dashboard" switchLabel="View as Employer" switchTo="/employer" />
      <DashboardHero
        title="Build Your Perfect Resume with AI"
        subtitle="Upload or build your resume, get an honest AI analysis, and learn the skills employers are looking for."
      />
      <PageMain>
        <EmptyState
          icon={<FileText className="size-7" aria-hidden="true" />}
          title="No resumes yet"
          description="Your resumes, their AI analysis and your learning plan will appear here."
        />
      </PageMain>
    </>
  );
}
