import { Camera, Loader2, Trash2, Upload } from 'lucide-react';
import { useRef, type ChangeEvent } from 'react';
import { PROFILE_PICTURE_MIME_TYPES } from '#shared/schemas/profile.ts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#client/components/ui/dropdown-menu.tsx';
import { getImageUploadProblem } from '#client/lib/image-checks.ts';
import { toast } from '#client/lib/use-toast.ts';
import { useRemoveCompanyLogo, useUploadCompanyLogo } from '../api/company.ts';
import { CompanyLogo } from './company-logo.tsx';

/** The company card's logo, with a menu to upload or remove it (the same image rules as profile pictures). */
export function CompanyLogoMenu({ employerId, name, logoUrl }: { employerId: number; name: string; logoUrl: string | null }) {
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useUploadCompanyLogo(employerId);
  const remove = useRemoveCompanyLogo(employerId);
  const isPending = upload.isPending || remove.isPending;

  const onFileChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again still fires a change.
    event.target.value = '';
    if (!file) return;
    const problem = getImageUploadProblem(file);
    if (problem) {
      toast({ title: 'Invalid Image', description: problem, variant: 'destructive' });
      return;
    }
    upload.mutate(file, { onSuccess: () => toast({ title: 'Logo Updated' }) });
  };

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger
          className="group relative shrink-0 rounded-lg outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60 disabled:cursor-wait"
          aria-label="Change company logo"
          disabled={isPending}
        >
          <CompanyLogo name={name} logoUrl={logoUrl} size="lg" />
          <span
            className="absolute -right-1.5 -bottom-1.5 flex size-7 items-center justify-center rounded-full border-2 border-background bg-primary text-primary-foreground shadow-sm transition-transform group-hover:scale-110"
            aria-hidden="true"
          >
            {isPending ? <Loader2 className="size-3.5 animate-spin" /> : <Camera className="size-3.5" />}
          </span>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start">
          <DropdownMenuLabel>Company logo</DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => fileInput.current?.click()}>
            <Upload aria-hidden="true" />
            {logoUrl ? 'Upload new logo' : 'Upload logo'}
          </DropdownMenuItem>
          {logoUrl ? (
            <DropdownMenuItem
              variant="destructive"
              onSelect={() => remove.mutate(undefined, { onSuccess: () => toast({ title: 'Logo Removed' }) })}
            >
              <Trash2 aria-hidden="true" />
              Remove logo
            </DropdownMenuItem>
          ) : null}
        </DropdownMenuContent>
      </DropdownMenu>
      <input
        ref={fileInput}
        type="file"
        accept={PROFILE_PICTURE_MIME_TYPES.join(',')}
        className="hidden"
        aria-label="Company logo file"
        onChange={onFileChosen}
      />
    </>
  );
}
