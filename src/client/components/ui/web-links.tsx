/** A person's web addresses (GitHub, LinkedIn, a portfolio) as links named by their host and path. */
import { Link2 } from 'lucide-react';
import { cn } from '#client/lib/utils.ts';

/** 'https://www.github.com/jane/' → 'github.com/jane'. */
export function toLinkLabel(url: string): string {
  return url.replace(/^https?:\/\/(www\.)?/i, '').replace(/\/$/, '');
}

export function WebLinks({ links, className }: { links: readonly string[]; className?: string }) {
  if (links.length === 0) return null;
  return (
    <ul className={cn('flex flex-col gap-1.5 text-sm', className)} aria-label="Links">
      {links.map((url) => (
        <li key={url} className="flex min-w-0 items-center gap-2.5">
          <Link2 className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="min-w-0 font-medium wrap-anywhere text-primary underline-offset-4 hover:underline"
          >
            {toLinkLabel(url)}
          </a>
        </li>
      ))}
    </ul>
  );
}
