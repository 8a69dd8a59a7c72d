import { Newspaper } from 'lucide-react';
import { useState } from 'react';
import { cn } from '#client/lib/utils.ts';

/**
 * The featured image, or a designed cover when the post has none or it fails to load. `alt`: what an
 * uploaded image shows, on the post's page; beside a card's title the image stays decorative.
 */
export function PostCover({ src, alt = '', className }: { src: string | null; alt?: string; className?: string }) {
  const [hasFailed, setHasFailed] = useState(false);
  if (src && !hasFailed) {
    return (
      <div className={cn('aspect-[16/9] overflow-hidden bg-muted', className)}>
        <img
          src={src}
          alt={alt}
          loading="lazy"
          onError={() => setHasFailed(true)}
          className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
        />
      </div>
    );
  }
  return (
    <div
      aria-hidden="true"
      className={cn('relative aspect-[16/9] overflow-hidden bg-gradient-to-br from-indigo-500 via-indigo-600 to-violet-700', className)}
    >
      <div className="absolute inset-0 bg-[radial-gradient(circle_at_1px_1px,rgb(255_255_255/0.25)_1px,transparent_0)] bg-[size:18px_18px]" />
      <div className="absolute -right-10 -bottom-16 size-48 rounded-full bg-white/10" />
      <div className="absolute -top-12 -left-8 size-36 rounded-full bg-white/10" />
      <div className="absolute inset-0 flex items-center justify-center">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-white/15 text-white shadow-lg ring-1 ring-white/30 backdrop-blur-sm transition-transform duration-300 group-hover:scale-110">
          <Newspaper className="size-7" />
        </span>
      </div>
    </div>
  );
}
