/**
 * The editor's featured image: the picture readers see (uploaded, or the post's earlier cover), its
 * alt text, and upload, replace and remove. An upload is saved at once (the server crops it to
 * 1200×630 and checks its bytes); it needs the alt text first, so no image goes out undescribed.
 * A post not yet saved has no address to attach an image to: it says so.
 */
import { ImagePlus, Loader2, Trash2 } from 'lucide-react';
import { useRef, type ChangeEvent } from 'react';
import { formatMegabytes } from '#shared/file-size.ts';
import {
  BLOG_IMAGE_ALT_MAX,
  BLOG_IMAGE_ALT_REQUIRED,
  BLOG_IMAGE_MAX_BYTES,
  BLOG_IMAGE_MIME_TYPES,
  BLOG_IMAGE_WRONG_TYPE,
  isUploadedImage,
  type TAdminBlogPost,
} from '#shared/schemas/blog.ts';
import { LabelledField } from '#client/components/form/labelled-field.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { takeChosenImage, type TImageRules } from '#client/lib/image-checks.ts';
import { useRemovePostImage, useUploadPostImage } from '../api/admin-blog.ts';

const IMAGE_RULES: TImageRules = { maxBytes: BLOG_IMAGE_MAX_BYTES, mimeTypes: BLOG_IMAGE_MIME_TYPES, wrongType: BLOG_IMAGE_WRONG_TYPE };

export function FeaturedImageField({
  post,
  alt,
  error,
  onAltChange,
  onError,
}: {
  post: TAdminBlogPost | null;
  alt: string;
  error: string | undefined;
  onAltChange: (alt: string) => void;
  /** Shows `error` on the alt text field and moves focus there. */
  onError: (error: string) => void;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useUploadPostImage({ success: 'Featured image saved', failure: 'Failed to upload image', failureStyle: 'prefix' });
  const remove = useRemovePostImage({ success: 'Featured image removed', failure: 'Failed to remove image', failureStyle: 'prefix' });
  const isBusy = upload.isPending || remove.isPending;

  if (!post) {
    return (
      <fieldset className="grid gap-2 rounded-lg border border-dashed p-4">
        <legend className="px-1 text-sm font-medium">Featured image</legend>
        <p className="text-sm text-muted-foreground">Save the post (a draft is enough) to upload its featured image.</p>
      </fieldset>
    );
  }
  const hasUpload = isUploadedImage(post.featuredImage);

  const onChooseFile = () => {
    if (!alt.trim()) {
      onError(BLOG_IMAGE_ALT_REQUIRED);
      return;
    }
    fileInput.current?.click();
  };

  const onFileChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = takeChosenImage(event, IMAGE_RULES);
    if (file) upload.mutate({ postId: post.id, file, alt: alt.trim() });
  };

  return (
    <fieldset className="grid gap-4 rounded-lg border p-4" aria-busy={isBusy || undefined}>
      <legend className="px-1 text-sm font-medium">Featured image</legend>
      <div className="grid gap-4 md:grid-cols-[minmax(0,18rem)_1fr] md:items-start">
        <FeaturedImagePreview post={post} isBusy={isBusy} />
        <div className="grid content-start gap-3">
          <LabelledField
            id="post-image-alt"
            label="Alt text"
            hint="What the image shows, for readers who cannot see it. Required with an image."
            error={error}
          >
            {(props) => (
              <Input {...props} value={alt} onChange={(event) => onAltChange(event.target.value)} maxLength={BLOG_IMAGE_ALT_MAX} />
            )}
          </LabelledField>
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="outline" disabled={isBusy} onClick={onChooseFile}>
              <ImagePlus aria-hidden="true" />
              {hasUpload ? 'Replace image' : 'Upload image'}
            </Button>
            {hasUpload ? (
              <Button type="button" variant="ghost" disabled={isBusy} onClick={() => remove.mutate(post.id)}>
                <Trash2 aria-hidden="true" />
                Remove image
              </Button>
            ) : null}
          </div>
          <p className="text-xs text-muted-foreground">
            JPEG, PNG or WebP, at most {formatMegabytes(BLOG_IMAGE_MAX_BYTES)}; cropped to 1200 × 630 from the centre.
          </p>
          <input
            ref={fileInput}
            type="file"
            accept={BLOG_IMAGE_MIME_TYPES.join(',')}
            className="hidden"
            aria-label="Featured image file"
            onChange={onFileChosen}
          />
        </div>
      </div>
    </fieldset>
  );
}

/** The picture readers see, shaded while an upload or a removal is on its way. */
function FeaturedImagePreview({ post, isBusy }: { post: TAdminBlogPost; isBusy: boolean }) {
  return (
    <figure className="grid gap-1.5">
      <div className="relative aspect-[1200/630] overflow-hidden rounded-md border bg-muted">
        {post.featuredImage ? (
          <img
            src={post.featuredImage}
            alt={post.featuredImageAlt ?? ''}
            data-testid="featured-image-preview"
            className="size-full object-cover"
          />
        ) : null}
        {isBusy ? (
          <div className="absolute inset-0 flex items-center justify-center bg-background/70">
            <Loader2 className="size-6 animate-spin motion-reduce:animate-none" aria-hidden="true" />
          </div>
        ) : null}
      </div>
      <figcaption className="text-xs text-muted-foreground">
        {isUploadedImage(post.featuredImage)
          ? 'Uploaded image, as readers see it (1200 × 630).'
          : 'The post’s cover until you upload an image.'}
      </figcaption>
    </figure>
  );
}
