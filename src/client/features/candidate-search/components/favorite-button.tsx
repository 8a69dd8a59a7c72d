import { Heart } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/utils.ts';

/** 'Favorite' / 'Favorited', the same on the candidate card and the profile page. */
export function FavoriteButton({ isFavorited, className, ...props }: ComponentProps<typeof Button> & { isFavorited: boolean }) {
  return (
    <Button
      variant="outline"
      className={cn(
        isFavorited &&
          'border-rose-300 text-rose-700 hover:text-rose-800 dark:border-rose-400/40 dark:text-rose-300 dark:hover:text-rose-200',
        className,
      )}
      {...props}
    >
      <Heart className={cn(isFavorited && 'fill-current')} aria-hidden="true" />
      {isFavorited ? 'Favorited' : 'Favorite'}
    </Button>
  );
}
