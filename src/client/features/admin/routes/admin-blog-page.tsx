import { Newspaper } from 'lucide-react';
import { DashboardHero } from '#client/components/layout/dashboard-hero.tsx';
import { EmptyState } from '#client/components/layout/empty-state.tsx';
import { PageMain } from '#client/components/layout/page-main.tsx';

export function AdminBlogPage() {
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
