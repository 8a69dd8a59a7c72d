/**
 * An image (a profile picture, a company logo) with a camera badge that opens a menu to upload a new
 * one or remove it. A chosen file is checked here first (type and size, lib/image-checks.ts); the
 * caller uploads what passes.
 */
import { Camera, Loader2, Trash2, Upload } from 'lucide-react';
import { useRef, type ChangeEvent, type ReactNode } from 'react';
import { PROFILE_PICTURE_MIME_TYPES } from '#shared/schemas/profiles.ts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#client/components/ui/dropdown-menu.tsx';
import { takeChosenImage } from '#client/lib/image-checks.ts';
import { cn } from '#client/lib/utils.ts';

const SHAPES = {
  round: { trigger: 'rounded-full', badge: 'right-0 bottom-0 size-8', icon: 'size-4' },
  square: { trigger: 'rounded-lg', badge: '-right-1.5 -bottom-1.5 size-7', icon: 'size-3.5' },
};

export function ImageUploadMenu({
  image,
  title,
  noun,
  hasImage,
  isPending,
  shape,
  onUpload,
  onRemove,
}: {
  /** What the trigger shows: the current image or its placeholder. */
  image: ReactNode;
  /** 'Profile picture': the menu's heading, and with 'Change' the trigger's name. */
  title: string;
  /** 'picture': the menu items' word for it. */
  noun: string;
  hasImage: boolean;
  isPending: boolean;
  shape: keyof typeof SHAPES;
  onUpload: (file: File) => void;
  onRemove: () => void;
}) {
  const fileInput = useRef<HTMLInputElement>(null);

  const onFileChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = takeChosenImage(event);
    if (file) onUpload(file);
  };

  return (
    <>
      <DropdownMenu>
        <ImageMenuTrigger image={image} title={title} isPending={isPending} shape={shape} />
        <DropdownMenuContent align="start">
          <DropdownMenuLabel>{title}</DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => fileInput.current?.click()}>
            <Upload aria-hidden="true" />
            {hasImage ? `Upload new ${noun}` : `Upload ${noun}`}
          </DropdownMenuItem>
          {hasImage ? (
            <DropdownMenuItem variant="destructive" onSelect={onRemove}>
              <Trash2 aria-hidden="true" />
              Remove {noun}
            </DropdownMenuItem>
          ) : null}
        </DropdownMenuContent>
      </DropdownMenu>
      <input
        ref={fileInput}
        type="file"
        accept={PROFILE_PICTURE_MIME_TYPES.join(',')}
        className="hidden"
        aria-label={`${title} file`}
        onChange={onFileChosen}
      />
    </>
  );
}

/** The image with its camera badge, a spinner in the badge while an upload or removal runs. */
function ImageMenuTrigger({
  image,
  title,
  isPending,
  shape,
}: {
  image: ReactNode;
  title: string;
  isPending: boolean;
  shape: keyof typeof SHAPES;
}) {
  const styles = SHAPES[shape];
  return (
    <DropdownMenuTrigger
      className={cn(
        'group relative shrink-0 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60 disabled:cursor-wait',
        styles.trigger,
      )}
      aria-label={`Change ${title.toLowerCase()}`}
      disabled={isPending}
    >
      {image}
      <span
        className={cn(
          'absolute flex items-center justify-center rounded-full border-2 border-background bg-primary text-primary-foreground shadow-sm transition-transform group-hover:scale-110',
          styles.badge,
        )}
        aria-hidden="true"
      >
        {isPending ? <Loader2 className={cn('animate-spin', styles.icon)} /> : <Camera className={styles.icon} />}
      </span>
    </DropdownMenuTrigger>
  );
}
