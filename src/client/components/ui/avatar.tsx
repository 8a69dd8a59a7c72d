import { Avatar as AvatarPrimitive } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '#client/lib/utils.ts';

// Avatar sizes sm, md, lg, xl.
const avatarVariants = cva('relative flex shrink-0 overflow-hidden rounded-full', {
  variants: { size: { sm: 'size-8 text-xs', md: 'size-10 text-sm', lg: 'size-16 text-lg', xl: 'size-24 text-2xl' } },
  defaultVariants: { size: 'md' },
});

/**
 * Two letters from the person's name: the first letters of the first and last words. A part in
 * brackets (the demo employer is 'Demo Employer (Northwind Labs)', a company after the person) and
 * words that start with no letter ('Erin Employer 1') are not part of the name, so they are skipped.
 */
export function getInitials(name: string): string {
  const words = name
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);
  const nameWords = name
    .replace(/\([^)]*\)?|\[[^\]]*\]?/g, ' ')
    .split(/\s+/)
    .filter((word) => /^\p{L}/u.test(word));
  const parts = nameWords.length > 0 ? nameWords : words;
  const initials = parts.length > 1 ? [...parts[0]!][0]! + [...parts[parts.length - 1]!][0]! : [...(parts[0] ?? '?')].slice(0, 2).join('');
  return initials.toUpperCase();
}

export function UserAvatar({
  name,
  src,
  size,
  className,
}: { name: string; src?: string | null; className?: string } & VariantProps<typeof avatarVariants>) {
  return (
    <AvatarPrimitive.Root data-slot="avatar" className={cn(avatarVariants({ size }), className)}>
      {src ? <AvatarPrimitive.Image src={src} alt={name} className="aspect-square size-full object-cover" /> : null}
      <AvatarPrimitive.Fallback
        delayMs={src ? 300 : 0}
        className="flex size-full items-center justify-center bg-gradient-to-br from-indigo-500 to-violet-500 font-semibold text-white"
        aria-label={name}
      >
        {getInitials(name)}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
