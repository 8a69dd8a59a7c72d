import { ImageUploadMenu } from '#client/components/ui/image-upload-menu.tsx';
import { toast } from '#client/lib/use-toast.ts';
import { useRemoveCompanyLogo, useUploadCompanyLogo } from '../api/company.ts';
import { CompanyLogo } from '../../components/company-logo.tsx';

/** The company card's logo, with a menu to upload or remove it (the same image rules as profile pictures). */
export function CompanyLogoMenu({ employerId, name, logoUrl }: { employerId: number; name: string; logoUrl: string | null }) {
  const upload = useUploadCompanyLogo(employerId);
  const remove = useRemoveCompanyLogo(employerId);
  return (
    <ImageUploadMenu
      image={<CompanyLogo name={name} logoUrl={logoUrl} size="lg" />}
      title="Company logo"
      noun="logo"
      hasImage={logoUrl !== null}
      isPending={upload.isPending || remove.isPending}
      shape="square"
      onUpload={(file) => upload.mutate(file, { onSuccess: () => toast({ title: 'Logo Updated' }) })}
      onRemove={() => remove.mutate(undefined, { onSuccess: () => toast({ title: 'Logo Removed' }) })}
    />
  );
}
