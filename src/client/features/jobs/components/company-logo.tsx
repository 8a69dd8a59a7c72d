import { Building2 } from 'lucide-react';
import { Avatar as AvatarPrimitive } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '#client/lib/utils.ts';

const logoVariants = cva('relative flex shrink-0 overflow-hidden rounded-lg border bg-background', {
  variants: { size: { sm: 'size-10 [&_svg]:size-5', lg: 'size-16 [&_svg]:size-7' } },
  defaultVariants: { size: 'sm' },
});

/** A company's logo on a square tile, or a building while it has none (or the image does not load). */
export function CompanyLogo({
  name,
  logoUrl,
  size,
  className,
}: { name: string; logoUrl: string | null; className?: string } & VariantProps<typeof logoVariants>) {
  return (
    <AvatarPrimitive.Root data-slot="company-logo" className={cn(logoVariants({ size }), className)}>
      {logoUrl ? <AvatarPrimitive.Image src={logoUrl} alt={`${name} logo`} className="size-full object-contain" /> : null}
      <AvatarPrimitive.Fallback
        delayMs={logoUrl ? 300 : 0}
        className="flex size-full items-center justify-center bg-secondary text-primary"
      >
        <Building2 aria-hidden="true" />
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
