import { UserAvatar } from '#client/components/ui/avatar.tsx';
import { ImageUploadMenu } from '#client/components/ui/image-upload-menu.tsx';
import { toast } from '#client/lib/use-toast.ts';
import { useSession } from '#client/lib/session-context.tsx';
import { useRemoveProfilePicture, useUploadProfilePicture } from '../api/profile-api.ts';

/** The profile card's avatar, with a menu to upload or remove the picture. */
export function ProfilePictureMenu({ userId, name, picture }: { userId: number; name: string; picture: string | null }) {
  const { updateUser } = useSession();
  const upload = useUploadProfilePicture(userId);
  const remove = useRemoveProfilePicture(userId);

  const onUpload = (file: File) => {
    upload.mutate(file, {
      onSuccess: ({ profilePicture }) => {
        updateUser({ profilePicture });
        toast({ title: 'Profile Picture Updated' });
      },
    });
  };

  const onRemove = () => {
    remove.mutate(undefined, {
      onSuccess: () => {
        updateUser({ profilePicture: null });
        toast({ title: 'Profile Picture Removed' });
      },
    });
  };

  return (
    <ImageUploadMenu
      image={<UserAvatar name={name} src={picture} size="xl" className="ring-4 ring-background" />}
      title="Profile picture"
      noun="picture"
      hasImage={Boolean(picture)}
      isPending={upload.isPending || remove.isPending}
      shape="round"
      onUpload={onUpload}
      onRemove={onRemove}
    />
  );
}
