/**
 * Blog management /admin/blog: the three generation buttons, stat cards and tabs
 * counting published posts only, rows with view and delete (after a confirmation). Toasts word each
 * action for this screen and say success only when the server succeeded. Posts written by hand:
 * 'New post' and each row's 'Edit' open the editor (its code loads when first opened); drafts and
 * scheduled posts are listed apart, above the published ones the stat cards count.
 */
import { useQuery } from '@tanstack/react-query';
import { CalendarClock, CalendarPlus, Eye, FileText, Link2, Newspaper, PenLine, Plus, RefreshCw, Sparkles, Trash2 } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { TAdminBlogPostListItem, TBlogCategory, TBlogPostSummary } from '#shared/schemas/blog.ts';
import { DashboardHero } from '#client/components/layout/dashboard-hero.tsx';
import { EmptyState } from '#client/components/layout/empty-state.tsx';
import { PageMain } from '#client/components/layout/page-main.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { Dialog, DialogContent } from '#client/components/ui/dialog.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { formatDate, formatDateTime, formatViewCount } from '#client/lib/format.ts';
import { useScreenTitle } from '#client/lib/use-document-title.ts';
import {
  adminPostsQueryOptions,
  managedPostsQueryOptions,
  useDeletePost,
  useGenerateDailyPost,
  useGenerateInitialPosts,
  useUpdateBacklinks,
} from '../api/admin-blog.ts';
import { describeInitialPosts } from '../utils/initial-posts-message.ts';
import { StatCard } from '../components/stat-card.tsx';

/** The initial-posts button reads 'Generating...' for 3 seconds (longer if the server takes longer). */
const GENERATING_LABEL_MS = 3000;
/** 3 tags per row in management. */
const MAX_TAGS_SHOWN = 3;
const BlogPostEditor = lazy(() => import('../components/blog-post-editor.tsx').then((m) => ({ default: m.BlogPostEditor })));

/** Which post the editor is open on: null for a new one. */
type TEditing = { postId: number | null };
type TOnEdit = (postId: number | null) => void;

const CATEGORY_TABS = [
  { value: 'all', label: 'All' },
  { value: 'developers', label: 'Developers' },
  { value: 'employers', label: 'Employers' },
  { value: 'industry', label: 'Industry' },
] as const;

export function AdminBlogPage() {
  useScreenTitle('Blog Management');
  const posts = useQuery(managedPostsQueryOptions);
  const [editing, setEditing] = useState<TEditing | null>(null);
  // The dialog opens without a Radix trigger, so it is told where focus goes back to.
  const opener = useRef<HTMLElement | null>(null);
  const onEdit: TOnEdit = (postId) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setEditing({ postId });
  };
  return (
    <>
      <DashboardHero title="Blog Management" subtitle="Generate, review and publish articles for developers and employers.">
        <BlogActions onEdit={onEdit} />
      </DashboardHero>
      <PageMain className="grid gap-6 py-8">
        <UnpublishedPosts onEdit={onEdit} />
        {posts.isPending ? (
          <Skeleton className="h-96 rounded-xl" />
        ) : posts.isError ? (
          <EmptyState
            icon={<RefreshCw className="size-7" aria-hidden="true" />}
            title="Blog posts unavailable"
            description="The posts could not be loaded. Please try again."
          >
            <Button variant="outline" onClick={() => void posts.refetch()}>
              Try Again
            </Button>
          </EmptyState>
        ) : (
          <ManagedPosts posts={posts.data} onEdit={onEdit} />
        )}
      </PageMain>
      <Dialog open={editing !== null} onOpenChange={(isOpen) => !isOpen && setEditing(null)}>
        <DialogContent
          className="sm:max-w-3xl"
          onCloseAutoFocus={(event) => {
            // A row that moved lists (a draft published) has a new Edit button: focus stays with the page then.
            if (!opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
        >
          {editing ? (
            <Suspense fallback={<Skeleton className="h-96" aria-busy="true" />}>
              <BlogPostEditor key={editing.postId ?? 'new'} postId={editing.postId} onDone={() => setEditing(null)} />
            </Suspense>
          ) : null}
        </DialogContent>
      </Dialog>
    </>
  );
}

function BlogActions({ onEdit }: { onEdit: TOnEdit }) {
  const [isShowingGenerating, setIsShowingGenerating] = useState(false);
  useEffect(() => {
    if (!isShowingGenerating) return;
    const timer = setTimeout(() => setIsShowingGenerating(false), GENERATING_LABEL_MS);
    return () => clearTimeout(timer);
  }, [isShowingGenerating]);
  const generateDaily = useGenerateDailyPost({
    success: 'Daily blog post generated successfully',
    failure: 'Failed to generate daily post',
    failureStyle: 'prefix',
  });
  const updateBacklinks = useUpdateBacklinks({
    success: (answer) => `Updated existing posts with ${answer.host} backlinks`,
    failure: 'Failed to update posts with backlinks',
    failureStyle: 'title-and-message',
  });
  const generateInitial = useGenerateInitialPosts({
    success: describeInitialPosts,
    failure: 'Failed to generate blog posts',
    failureStyle: 'prefix',
  });
  const isGeneratingInitial = generateInitial.isPending || isShowingGenerating;
  return (
    <div className="mt-6 flex flex-wrap gap-3">
      <Button onClick={() => onEdit(null)}>
        <Plus aria-hidden="true" />
        New post
      </Button>
      <Button variant="secondary" disabled={generateDaily.isPending} onClick={() => generateDaily.mutate()}>
        <CalendarPlus aria-hidden="true" />
        {generateDaily.isPending ? 'Generating...' : 'Generate Daily Post'}
      </Button>
      <Button variant="secondary" disabled={updateBacklinks.isPending} onClick={() => updateBacklinks.mutate()}>
        <Link2 aria-hidden="true" />
        Add Backlinks
      </Button>
      <Button
        variant="secondary"
        disabled={isGeneratingInitial}
        onClick={() => {
          setIsShowingGenerating(true);
          generateInitial.mutate();
        }}
      >
        <Sparkles aria-hidden="true" />
        {isGeneratingInitial ? 'Generating...' : 'Generate Initial Posts'}
      </Button>
    </div>
  );
}

function ManagedPosts({ posts, onEdit }: { posts: TBlogPostSummary[]; onEdit: TOnEdit }) {
  const [tab, setTab] = useState<string>('all');
  const countOf = (category: TBlogCategory) => posts.filter((post) => post.category === category).length;
  const totalViews = posts.reduce((total, post) => total + post.viewCount, 0);
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label="Total Posts" value={posts.length} icon={FileText} />
        <StatCard label="For Developers" value={countOf('developers')} icon={Newspaper} />
        <StatCard label="For Employers" value={countOf('employers')} icon={Newspaper} />
        <StatCard label="Total Views" value={totalViews} icon={Eye} />
      </div>
      <Tabs value={tab} onValueChange={setTab} className="gap-4">
        <TabsList className="grid h-auto w-full grid-cols-2 gap-1 sm:w-fit sm:grid-cols-4">
          {CATEGORY_TABS.map(({ value, label }) => (
            <TabsTrigger key={value} value={value} className="py-2">
              {label} ({value === 'all' ? posts.length : countOf(value)})
            </TabsTrigger>
          ))}
        </TabsList>
        {CATEGORY_TABS.map(({ value }) => (
          <TabsContent key={value} value={value}>
            <PostRows posts={value === 'all' ? posts : posts.filter((post) => post.category === value)} onEdit={onEdit} />
          </TabsContent>
        ))}
      </Tabs>
    </>
  );
}

function PostRows({ posts, onEdit }: { posts: TBlogPostSummary[]; onEdit: TOnEdit }) {
  if (posts.length === 0) {
    return (
      <EmptyState
        icon={<Newspaper className="size-7" aria-hidden="true" />}
        title="No blog posts in this category yet."
        description="Generate the initial posts or a daily post to fill it."
      />
    );
  }
  return (
    <ul className="grid gap-3">
      {posts.map((post) => (
        <li key={post.id}>
          <PostRow post={post} onEdit={onEdit} />
        </li>
      ))}
    </ul>
  );
}

function PostRow({ post, onEdit }: { post: TBlogPostSummary; onEdit: TOnEdit }) {
  return (
    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="grid min-w-0 gap-2">
        <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          <Badge variant="secondary" className="capitalize">
            {post.category}
          </Badge>
          <span>{formatDate(post.publishedAt ?? post.createdAt)}</span>
          <span className="flex items-center gap-1">
            <Eye className="size-3.5" aria-hidden="true" />
            {formatViewCount(post.viewCount)}
          </span>
        </div>
        <h2 className="font-semibold text-balance">{post.title}</h2>
        <p className="line-clamp-2 text-sm text-muted-foreground">{post.excerpt}</p>
        <div className="flex flex-wrap gap-1.5">
          {post.tags.slice(0, MAX_TAGS_SHOWN).map((tag) => (
            <Badge key={tag} variant="outline">
              {tag}
            </Badge>
          ))}
        </div>
      </div>
      <div className="flex shrink-0 gap-2">
        <EditButton post={post} onEdit={onEdit} />
        <Button variant="outline" size="sm" asChild>
          <a href={`/blog/${encodeURIComponent(post.slug)}`} target="_blank" rel="noopener noreferrer" aria-label={`View ${post.title}`}>
            <Eye aria-hidden="true" />
            View
          </a>
        </Button>
        <DeleteButton post={post} />
      </div>
    </Card>
  );
}

function EditButton({ post, onEdit }: { post: Pick<TBlogPostSummary, 'id' | 'title'>; onEdit: TOnEdit }) {
  return (
    <Button variant="outline" size="sm" onClick={() => onEdit(post.id)} aria-label={`Edit ${post.title}`}>
      <PenLine aria-hidden="true" />
      Edit
    </Button>
  );
}

/** Drafts and scheduled posts: what the admin is still working on, apart from the published list. */
function UnpublishedPosts({ onEdit }: { onEdit: TOnEdit }) {
  const posts = useQuery(adminPostsQueryOptions);
  const unpublished = posts.data?.filter((post) => post.status !== 'published') ?? [];
  if (unpublished.length === 0) return null;
  return (
    <section aria-labelledby="unpublished-posts-title" className="grid gap-3">
      <h2 id="unpublished-posts-title" className="text-lg font-semibold">
        Drafts and scheduled posts ({unpublished.length})
      </h2>
      <ul className="grid gap-3">
        {unpublished.map((post) => (
          <li key={post.id}>
            <UnpublishedPostRow post={post} onEdit={onEdit} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function UnpublishedPostRow({ post, onEdit }: { post: TAdminBlogPostListItem; onEdit: TOnEdit }) {
  return (
    <Card className="flex flex-col gap-3 border-dashed p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="grid min-w-0 gap-1.5">
        <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          <Badge variant={post.status === 'scheduled' ? 'default' : 'outline'}>{post.status === 'scheduled' ? 'Scheduled' : 'Draft'}</Badge>
          <Badge variant="secondary" className="capitalize">
            {post.category}
          </Badge>
          {post.status === 'scheduled' ? (
            <span className="flex items-center gap-1">
              <CalendarClock className="size-3.5" aria-hidden="true" />
              Publishes {formatDateTime(post.publishedAt!)}
            </span>
          ) : (
            <span>Saved {formatDate(post.updatedAt)}</span>
          )}
        </div>
        <h3 className="font-semibold text-balance break-words">{post.title}</h3>
      </div>
      <div className="flex shrink-0 gap-2">
        <EditButton post={post} onEdit={onEdit} />
        <DeleteButton post={post} />
      </div>
    </Card>
  );
}

/** Deletes the post after the confirmation. */
function DeleteButton({ post }: { post: Pick<TBlogPostSummary, 'id' | 'title'> }) {
  const deletePost = useDeletePost({ success: 'Blog post deleted successfully', failure: 'Failed to delete post', failureStyle: 'prefix' });
  const onDelete = () => {
    if (window.confirm('Are you sure you want to delete this blog post?')) deletePost.mutate(post.id);
  };
  return (
    <Button variant="outline" size="sm" disabled={deletePost.isPending} onClick={onDelete} aria-label={`Delete ${post.title}`}>
      <Trash2 aria-hidden="true" />
      Delete
    </Button>
  );
}
