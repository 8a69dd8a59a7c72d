import { Newspaper } from 'lucide-react';
import { DashboardHero } from '#client/components/layout/dashboard-hero.tsx';
import { EmptyState } from '#client/components/layout/empty-state.tsx';
import { PageMain } from '#client/components/layout/page-main.tsx';

export const BLOG_TITLE = 'DevMatch Blog';

export function BlogListPage() {
  return (
    <>
      <DashboardHero title={BLOG_TITLE} subtitle="Career advice for developers, hiring insights for employers, and industry news." />
      <PageMain>
        <EmptyState
          icon={<Newspaper className="size-7" aria-hidden="true" />}
          title="No posts found."
          description="New articles are on their way."
        />
      </PageMain>
    </>
  );
}
