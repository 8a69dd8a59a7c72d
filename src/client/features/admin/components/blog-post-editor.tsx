/**
 * The admin's post editor, in a dialog over /admin/blog (loaded only when opened): title, excerpt,
 * markdown with a Write/Preview toggle (the readers' sanitized renderer), category, tags, the
 * featured image (featured-image-field.tsx) with its alt text and credit, and where the post stands: Draft, Scheduled (a time to come) or
 * Published. A post on the blog, or waiting for its time, can be unpublished back to a draft.
 * The form checks with the schema the server checks with; the server has the last word (a time
 * that passed while the dialog was open), shown in a toast.
 */
import { useQuery } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import {
  BLOG_ATTRIBUTION_MAX,
  BLOG_CATEGORIES,
  BLOG_CONTENT_MAX,
  BLOG_EXCERPT_MAX,
  BLOG_POST_STATUSES,
  BLOG_TITLE_MAX,
  isUploadedImage,
  ZSaveBlogPostRequestSchema,
  type TAdminBlogPost,
  type TBlogCategory,
  type TBlogPostStatus,
  type TSaveBlogPostRequest,
} from '#shared/schemas/blog.ts';
import { toFieldErrors } from '#client/components/form/form-errors.ts';
import { LabelledField } from '#client/components/form/labelled-field.tsx';
import { MarkdownField } from '#client/components/form/markdown-field.tsx';
import { useFormState } from '#client/components/form/use-form-state.ts';
import { Button } from '#client/components/ui/button.tsx';
import { ChoiceSelect } from '#client/components/ui/choice-select.tsx';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#client/components/ui/dialog.tsx';
import { FieldError } from '#client/components/ui/field-error.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { getAdminPostQueryOptions, useSaveBlogPost, useUnpublishPost } from '../api/admin-blog.ts';
import { FeaturedImageField } from './featured-image-field.tsx';

const CATEGORY_LABELS: Record<TBlogCategory, string> = { developers: 'Developers', employers: 'Employers', industry: 'Industry' };
const STATUS_LABELS: Record<TBlogPostStatus, { label: string; hint: string }> = {
  draft: { label: 'Draft', hint: 'Only admins see it.' },
  scheduled: { label: 'Scheduled', hint: 'Goes public at the time you choose.' },
  published: { label: 'Published', hint: 'On the blog now.' },
};

type TEditorValues = {
  title: string;
  excerpt: string;
  content: string;
  category: TBlogCategory;
  tags: string;
  featuredImageAlt: string;
  imageAttribution: string;
  imageSource: string;
  status: TBlogPostStatus;
  /** A datetime-local value, in the admin's own time zone. */
  publishAt: string;
};

/** An ISO time as a datetime-local input shows it: the local date and time, to the minute. */
function toLocalInputValue(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

function toValues(post: TAdminBlogPost | null): TEditorValues {
  return {
    title: post?.title ?? '',
    excerpt: post?.excerpt ?? '',
    content: post?.content ?? '',
    category: post?.category ?? 'developers',
    tags: post?.tags.join(', ') ?? '',
    featuredImageAlt: post?.featuredImageAlt ?? '',
    imageAttribution: post?.imageAttribution ?? '',
    imageSource: post?.imageSource ?? '',
    status: post?.status ?? 'draft',
    publishAt: post?.status === 'scheduled' ? toLocalInputValue(post.publishedAt) : '',
  };
}

/** `hasImage`: the post has an uploaded image, whose alt text is then sent (and required). */
function toRequest({ featuredImageAlt, ...values }: TEditorValues, hasImage: boolean): TSaveBlogPostRequest {
  const publishAt = values.status === 'scheduled' && values.publishAt ? new Date(values.publishAt) : null;
  return {
    ...values,
    ...(hasImage ? { featuredImageAlt } : {}),
    tags: values.tags
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
    imageAttribution: values.imageAttribution,
    imageSource: values.imageSource,
    // An unparseable time is sent as typed, for the schema to name.
    publishAt: publishAt ? (Number.isNaN(publishAt.getTime()) ? values.publishAt : publishAt.toISOString()) : null,
  };
}

/** The dialog's content for a new post (postId null) or an existing one, loaded first. */
export function BlogPostEditor({ postId, onDone }: { postId: number | null; onDone: () => void }) {
  const post = useQuery({ ...getAdminPostQueryOptions(postId ?? 0), enabled: postId !== null });
  if (postId !== null && post.isPending) {
    return (
      <div className="grid gap-4" aria-busy="true">
        <DialogHeader>
          <DialogTitle>Edit post</DialogTitle>
          <DialogDescription>Loading the post...</DialogDescription>
        </DialogHeader>
        <Skeleton className="h-10" />
        <Skeleton className="h-64" />
      </div>
    );
  }
  if (postId !== null && post.isError) {
    return (
      <DialogHeader>
        <DialogTitle>Edit post</DialogTitle>
        <DialogDescription>The post could not be loaded. It may have been deleted.</DialogDescription>
      </DialogHeader>
    );
  }
  return <EditorForm post={postId === null ? null : post.data!} onDone={onDone} />;
}

function EditorForm({ post, onDone }: { post: TAdminBlogPost | null; onDone: () => void }) {
  const { formRef, values, errors, setValue, showErrors } = useFormState(() => toValues(post));
  const save = useSaveBlogPost({
    success: (saved) => `${STATUS_LABELS[saved.status].label}: ${saved.title}`,
    failure: 'Failed to save post',
    failureStyle: 'prefix',
  });
  const unpublish = useUnpublishPost({ success: 'Post unpublished', failure: 'Failed to unpublish post', failureStyle: 'prefix' });
  const isBusy = save.isPending || unpublish.isPending;

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const request = toRequest(values, isUploadedImage(post?.featuredImage ?? null));
    const parsed = ZSaveBlogPostRequestSchema.safeParse(request);
    if (!showErrors(parsed.success ? {} : toFieldErrors<keyof TEditorValues>(parsed.error.issues))) return;
    save.mutate({ postId: post?.id ?? null, post: request }, { onSuccess: onDone });
  };

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="grid gap-5">
      <DialogHeader>
        <DialogTitle>{post ? 'Edit post' : 'New post'}</DialogTitle>
        <DialogDescription>
          {post
            ? `At /blog/${post.slug}; the address stays when the title changes.`
            : 'Written in Markdown; the address is made from the title.'}
        </DialogDescription>
      </DialogHeader>
      <LabelledField id="post-title" label="Title" error={errors.title}>
        {(props) => (
          <Input {...props} value={values.title} onChange={(event) => setValue('title', event.target.value)} maxLength={BLOG_TITLE_MAX} />
        )}
      </LabelledField>
      <LabelledField id="post-excerpt" label="Excerpt" hint="Shown on cards and in link previews." error={errors.excerpt}>
        {(props) => (
          <Textarea
            {...props}
            rows={2}
            value={values.excerpt}
            onChange={(event) => setValue('excerpt', event.target.value)}
            maxLength={BLOG_EXCERPT_MAX}
          />
        )}
      </LabelledField>
      <MarkdownField
        id="post-content"
        label="Content"
        value={values.content}
        error={errors.content}
        onChange={(content) => setValue('content', content)}
        maxLength={BLOG_CONTENT_MAX}
        placeholder={'## A heading\n\nWhat the reader learns, in short paragraphs.'}
        rows={12}
        previewClassName="max-h-[28rem]"
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <LabelledField id="post-category" label="Category" error={errors.category}>
          {(props) => (
            <ChoiceSelect
              {...props}
              value={values.category}
              choices={BLOG_CATEGORIES}
              label={(category) => CATEGORY_LABELS[category]}
              onChange={(category) => setValue('category', category)}
            />
          )}
        </LabelledField>
        <LabelledField id="post-tags" label="Tags" hint="Separated by commas, up to 6." error={errors.tags}>
          {(props) => <Input {...props} value={values.tags} onChange={(event) => setValue('tags', event.target.value)} />}
        </LabelledField>
      </div>
      <FeaturedImageField
        post={post}
        alt={values.featuredImageAlt}
        error={errors.featuredImageAlt}
        onAltChange={(alt) => setValue('featuredImageAlt', alt)}
        onError={(error) => showErrors({ featuredImageAlt: error })}
      />
      <ImageCreditFields values={values} errors={errors} setValue={setValue} />
      <StatusFields values={values} error={errors.publishAt ?? errors.status} setValue={setValue} />
      <DialogFooter className="gap-2 sm:justify-between">
        {post && post.status !== 'draft' ? (
          <Button type="button" variant="outline" disabled={isBusy} onClick={() => unpublish.mutate(post.id, { onSuccess: onDone })}>
            Unpublish
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit" disabled={isBusy}>
          {save.isPending ? <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" /> : null}
          {save.isPending ? 'Saving...' : 'Save post'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Who made the featured image and where it comes from. */
function ImageCreditFields({
  values,
  errors,
  setValue,
}: {
  values: TEditorValues;
  errors: Partial<Record<keyof TEditorValues, string>>;
  setValue: <TName extends keyof TEditorValues>(name: TName, value: TEditorValues[TName]) => void;
}) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <LabelledField id="post-attribution" label="Image attribution" hint="Who made the featured image." error={errors.imageAttribution}>
        {(props) => (
          <Input
            {...props}
            value={values.imageAttribution}
            onChange={(event) => setValue('imageAttribution', event.target.value)}
            maxLength={BLOG_ATTRIBUTION_MAX}
          />
        )}
      </LabelledField>
      <LabelledField id="post-image-source" label="Image source" hint="A link to the image's page, optional." error={errors.imageSource}>
        {(props) => (
          <Input
            {...props}
            type="url"
            inputMode="url"
            value={values.imageSource}
            onChange={(event) => setValue('imageSource', event.target.value)}
            placeholder="https://"
          />
        )}
      </LabelledField>
    </div>
  );
}

function StatusFields({
  values,
  error,
  setValue,
}: {
  values: TEditorValues;
  error: string | undefined;
  setValue: <TName extends keyof TEditorValues>(name: TName, value: TEditorValues[TName]) => void;
}) {
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-medium">Status</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {BLOG_POST_STATUSES.map((status) => (
          <label
            key={status}
            className="flex cursor-pointer items-start gap-3 rounded-lg border p-3 transition-colors hover:bg-accent/50 has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50"
          >
            <input
              type="radio"
              name="post-status"
              value={status}
              className="mt-0.5 size-4 shrink-0 accent-[var(--primary)]"
              checked={values.status === status}
              onChange={() => setValue('status', status)}
            />
            <span className="grid gap-0.5">
              <span className="text-sm font-medium">{STATUS_LABELS[status].label}</span>
              <span className="text-xs text-muted-foreground">{STATUS_LABELS[status].hint}</span>
            </span>
          </label>
        ))}
      </div>
      {values.status === 'scheduled' ? (
        <LabelledField id="post-publish-at" label="Publication time" hint="In your time zone." error={error}>
          {(props) => (
            <Input
              {...props}
              type="datetime-local"
              className="sm:w-64"
              value={values.publishAt}
              onChange={(event) => setValue('publishAt', event.target.value)}
            />
          )}
        </LabelledField>
      ) : (
        <FieldError id="post-status-error" error={error} />
      )}
    </fieldset>
  );
}
