/**
 * A blog post /blog/{slug}: the featured image with its credit, category, date,
 * views, title, excerpt and tags, the markdown content as sanitized HTML, a Share button and up to 3
 * related articles of the same category. A visit counts one view.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Calendar, Eye, FileQuestion, Loader2, Share2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import type { TBlogPost } from '#shared/schemas/blog.ts';
import { PageMain } from '#client/components/layout/page-main.tsx';
import { StatusScreen } from '#client/components/layout/status-screen.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { MarkdownContent } from '#client/components/ui/markdown-content.tsx';
import { copyLink } from '#client/lib/copy-link.ts';
import { formatDate, formatViewCount } from '#client/lib/format.ts';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';
import { getBlogPostQueryOptions, getBlogPostsQueryOptions, recordPostView } from '../api/get-blog-posts.ts';
import { BlogPostCard } from '../components/blog-post-card.tsx';
import { PhotoCredit } from '../components/photo-credit.tsx';
import { PostCover } from '../components/post-cover.tsx';
import { BLOG_CATEGORY_LABELS } from '../utils/blog-categories.ts';
import { BLOG_TITLE } from './blog-list-page.tsx';

/** 3 related articles. */
const RELATED_COUNT = 3;

export function BlogPostPage() {
  const { slug = '' } = useParams();
  const post = useQuery(getBlogPostQueryOptions(slug));
  useCountedVisit(slug, post.isSuccess);
  useDocumentTitle(post.data ? `${post.data.title} | ${BLOG_TITLE}` : null);

  if (post.isPending) {
    return (
      <StatusScreen
        title="Loading blog post..."
        icon={<Loader2 className="size-8 animate-spin motion-reduce:animate-none" aria-hidden="true" />}
      />
    );
  }
  if (post.isError) {
    return (
      <StatusScreen
        title="Post Not Found"
        description="The blog post you're looking for doesn't exist."
        icon={<FileQuestion className="size-8" aria-hidden="true" />}
        action={{ label: 'Back to Blog', to: '/blog' }}
      />
    );
  }
  return <BlogPostArticle post={post.data} />;
}

/** One view per visit of a post: not per render, refetch or StrictMode double effect. */
function useCountedVisit(slug: string, isLoaded: boolean) {
  const queryClient = useQueryClient();
  const countedSlug = useRef<string | null>(null);
  useEffect(() => {
    if (!isLoaded || countedSlug.current === slug) return;
    countedSlug.current = slug;
    const { queryKey } = getBlogPostQueryOptions(slug);
    recordPostView(slug).then(
      () => queryClient.setQueryData(queryKey, (post) => (post ? { ...post, viewCount: post.viewCount + 1 } : post)),
      // A view that could not be counted changes nothing for the reader.
      () => undefined,
    );
  }, [slug, isLoaded, queryClient]);
}

async function sharePost(post: TBlogPost): Promise<void> {
  const url = window.location.href;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: post.title, text: post.excerpt, url });
    } catch {
      // The reader closed the share sheet: nothing to report.
    }
    return;
  }
  await copyLink(url, 'The link to this article is on your clipboard.');
}

function BlogPostArticle({ post }: { post: TBlogPost }) {
  const postedAt = post.publishedAt ?? post.createdAt;
  return (
    <PageMain className="grid max-w-4xl gap-10 py-8">
      <Button variant="ghost" asChild className="w-fit">
        <Link to="/blog">
          <ArrowLeft aria-hidden="true" />
          Back to Blog
        </Link>
      </Button>
      <article className="grid gap-6">
        <figure className="grid gap-2">
          <PostCover src={post.featuredImage} alt={post.featuredImageAlt ?? ''} className="rounded-2xl border" />
          <figcaption>
            <PhotoCredit post={post} />
          </figcaption>
        </figure>
        <header className="grid gap-4">
          <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
            <Badge variant="secondary">{BLOG_CATEGORY_LABELS[post.category]}</Badge>
            <time dateTime={postedAt} className="flex items-center gap-1">
              <Calendar className="size-4" aria-hidden="true" />
              {formatDate(postedAt)}
            </time>
            <span className="flex items-center gap-1">
              <Eye className="size-4" aria-hidden="true" />
              {formatViewCount(post.viewCount)}
            </span>
          </div>
          <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{post.title}</h1>
          <p className="text-lg text-muted-foreground">{post.excerpt}</p>
          <div className="flex flex-wrap items-center gap-2">
            {post.tags.map((tag) => (
              <Badge key={tag} variant="outline">
                {tag}
              </Badge>
            ))}
            <Button variant="outline" size="sm" className="ml-auto" onClick={() => void sharePost(post)}>
              <Share2 aria-hidden="true" />
              Share
            </Button>
          </div>
        </header>
        <MarkdownContent markdown={post.content} className="border-t pt-6" />
      </article>
      <RelatedArticles post={post} />
    </PageMain>
  );
}

function RelatedArticles({ post }: { post: TBlogPost }) {
  // One more than shown: the current post may be among the newest of its category.
  const posts = useQuery(getBlogPostsQueryOptions({ category: post.category, limit: RELATED_COUNT + 1 }));
  const related = (posts.data ?? []).filter((candidate) => candidate.id !== post.id).slice(0, RELATED_COUNT);
  if (related.length === 0) return null;
  return (
    <section aria-labelledby="related-articles" className="grid gap-4 border-t pt-8">
      <h2 id="related-articles" className="text-2xl font-semibold tracking-tight">
        Related Articles
      </h2>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {related.map((relatedPost) => (
          <li key={relatedPost.id} className="flex">
            <BlogPostCard post={relatedPost} titleAs="h3" />
          </li>
        ))}
      </ul>
    </section>
  );
}
