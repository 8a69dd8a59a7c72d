import { Newspaper } from 'lucide-react';
import { AccessDenied } from '../../../components/layout/access-denied.tsx';
import { DashboardHero } from '../../../components/layout/dashboard-hero.tsx';
import { EmptyState } from '../../../components/layout/empty-state.tsx';
import { PageMain } from '../../../components/layout/page-main.tsx';
import { useSession } from '../../../lib/session-context.tsx';

export function AdminBlogPage() {
  const { user } = useSession();
  if (user?.userType !== 'admin') {
    return <AccessDenied message="You need administrator privileges to access this page." />;
  }
  return (
    <>
      <DashboardHero title="Blog Management" subtitle="Generate, review and publish articles for developers and employers." />
      <PageMain>
        <EmptyState
          icon={<Newspaper className="size-7" aria-hidden="true" />}
          title="No blog posts in this category yet."
          description="Published articles will be listed here."
        />
      </PageMain>
    </>
  );
}
