import { Camera, Loader2, Trash2, Upload } from 'lucide-react';
import { useRef, type ChangeEvent } from 'react';
import { PROFILE_PICTURE_MIME_TYPES } from '#shared/schemas/profile.ts';
import { UserAvatar } from '#client/components/ui/avatar.tsx';
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
import { useSession } from '#client/lib/session-context.tsx';
import { useRemoveProfilePicture, useUploadProfilePicture } from '../api/profile-api.ts';

/** The profile card's avatar, with a menu to upload or remove the picture. */
export function ProfilePictureMenu({ userId, name, picture }: { userId: number; name: string; picture: string | null }) {
  const { updateUser } = useSession();
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useUploadProfilePicture(userId);
  const remove = useRemoveProfilePicture(userId);
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
    <>
      <DropdownMenu>
        <DropdownMenuTrigger
          className="group relative shrink-0 rounded-full outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60 disabled:cursor-wait"
          aria-label="Change profile picture"
          disabled={isPending}
        >
          <UserAvatar name={name} src={picture} size="xl" className="ring-4 ring-background" />
          <span
            className="absolute right-0 bottom-0 flex size-8 items-center justify-center rounded-full border-2 border-background bg-primary text-primary-foreground shadow-sm transition-transform group-hover:scale-110"
            aria-hidden="true"
          >
            {isPending ? <Loader2 className="size-4 animate-spin" /> : <Camera className="size-4" />}
          </span>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start">
          <DropdownMenuLabel>Profile picture</DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => fileInput.current?.click()}>
            <Upload aria-hidden="true" />
            {picture ? 'Upload new picture' : 'Upload picture'}
          </DropdownMenuItem>
          {picture ? (
            <DropdownMenuItem variant="destructive" onSelect={onRemove}>
              <Trash2 aria-hidden="true" />
              Remove picture
            </DropdownMenuItem>
          ) : null}
        </DropdownMenuContent>
      </DropdownMenu>
      <input
        ref={fileInput}
        type="file"
        accept={PROFILE_PICTURE_MIME_TYPES.join(',')}
        className="hidden"
        aria-label="Profile picture file"
        onChange={onFileChosen}
      />
    </>
  );
}
