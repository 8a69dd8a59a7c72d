import { isGeneratedCover, type TBlogPostSummary } from '#shared/schemas/blog.ts';
import { cn } from '#client/lib/utils.ts';

/**
 * 'Photo by <attribution>', linking to the image's source when there is one; the
 * generated cover is no photo, so it reads 'Illustration by <attribution>'.
 */
export function PhotoCredit({
  post,
  className,
}: {
  post: Pick<TBlogPostSummary, 'featuredImage' | 'imageAttribution' | 'imageSource'>;
  className?: string;
}) {
  if (!post.imageAttribution) return null;
  return (
    <p className={cn('text-xs text-muted-foreground', className)}>
      {isGeneratedCover(post.featuredImage) ? 'Illustration by' : 'Photo by'}{' '}
      {post.imageSource ? (
        <a
          href={post.imageSource}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className="underline underline-offset-2 hover:text-foreground"
        >
          {post.imageAttribution}
        </a>
      ) : (
        post.imageAttribution
      )}
    </p>
  );
}
