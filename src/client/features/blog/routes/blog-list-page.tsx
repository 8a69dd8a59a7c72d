/**
 * The public blog /blog: four tabs (All Posts, For Developers, For Employers, Industry News), each a
 * grid of post cards (50 on All, 20 per category). The open tab is in the address
 * (`/blog?category=employers`), so a link or a reload shows the same tab.
 */
import { useQuery } from '@tanstack/react-query';
import { Loader2, Newspaper, RefreshCw } from 'lucide-react';
import { DashboardHero } from '#client/components/layout/dashboard-hero.tsx';
import { EmptyState } from '#client/components/layout/empty-state.tsx';
import { PageMain } from '#client/components/layout/page-main.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { useSearchParams } from 'react-router';
import { useScreenTitle } from '#client/lib/use-document-title.ts';
import { BLOG_TABS, getBlogListQueryOptions, readBlogTab, type TBlogTab } from './blog-list-page.data.ts';
import { BlogPostCard } from '../components/blog-post-card.tsx';

export const BLOG_TITLE = 'DevMatch Blog';

const TAB_DETAILS: Record<TBlogTab, { label: string; empty: string }> = {
  all: { label: 'All Posts', empty: 'No posts found.' },
  developers: { label: 'For Developers', empty: 'No posts found for developers.' },
  employers: { label: 'For Employers', empty: 'No posts found for employers.' },
  industry: { label: 'Industry News', empty: 'No industry news posts found.' },
};

export function BlogListPage() {
  useScreenTitle('Blog');
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = readBlogTab(searchParams);
  const changeTab = (value: string) => {
    // Radix Tabs reports one click twice (pointer down, then focus): one history entry per tab opened.
    if (value === readBlogTab(new URLSearchParams(window.location.search))) return;
    setSearchParams(value === 'all' ? {} : { category: value });
  };
  return (
    <>
      <DashboardHero title={BLOG_TITLE} subtitle="Career advice for developers, hiring insights for employers, and industry news." />
      <PageMain className="py-8">
        <Tabs value={tab} onValueChange={changeTab} className="gap-6">
          <TabsList className="grid h-auto w-full grid-cols-2 gap-1 sm:w-fit sm:grid-cols-4">
            {BLOG_TABS.map((value) => (
              <TabsTrigger key={value} value={value} className="py-2">
                {TAB_DETAILS[value].label}
              </TabsTrigger>
            ))}
          </TabsList>
          {BLOG_TABS.map((value) => (
            <TabsContent key={value} value={value}>
              <PostGrid tab={value} emptyText={TAB_DETAILS[value].empty} />
            </TabsContent>
          ))}
        </Tabs>
      </PageMain>
    </>
  );
}

function PostGrid({ tab, emptyText }: { tab: TBlogTab; emptyText: string }) {
  const posts = useQuery(getBlogListQueryOptions(tab));
  if (posts.isPending) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 py-16 text-muted-foreground">
        <Loader2 className="size-5 animate-spin motion-reduce:animate-none" aria-hidden="true" />
        Loading blog posts...
      </p>
    );
  }
  if (posts.isError) {
    return (
      <EmptyState
        icon={<RefreshCw className="size-7" aria-hidden="true" />}
        title="Failed to fetch blog posts"
        description="Please try again in a moment."
      >
        <Button variant="outline" onClick={() => void posts.refetch()}>
          Try Again
        </Button>
      </EmptyState>
    );
  }
  if (posts.data.length === 0) {
    return (
      <EmptyState
        icon={<Newspaper className="size-7" aria-hidden="true" />}
        title={emptyText}
        description="New articles are on their way."
      />
    );
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {posts.data.map((post) => (
        <li key={post.id} className="flex">
          <BlogPostCard post={post} />
        </li>
      ))}
    </ul>
  );
}
