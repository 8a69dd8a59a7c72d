import { Avatar as AvatarPrimitive } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '#client/lib/utils.ts';

// Spec part 1 §9: avatar sizes sm, md, lg, xl.
const avatarVariants = cva('relative flex shrink-0 overflow-hidden rounded-full', {
  variants: { size: { sm: 'size-8 text-xs', md: 'size-10 text-sm', lg: 'size-16 text-lg', xl: 'size-24 text-2xl' } },
  defaultVariants: { size: 'md' },
});

export function getInitials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const initials = parts.length > 1 ? parts[0]![0]! + parts[parts.length - 1]![0]! : (parts[0]?.slice(0, 2) ?? '?');
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
