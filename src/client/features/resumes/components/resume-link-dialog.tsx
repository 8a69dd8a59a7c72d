/**
 * "Public link" on the resume page: publish this resume at /r/{slug} (an unguessable address, or a
 * readable one the developer picks), choose whether search engines may index it and whether it shows
 * the e-mail address and phone number, see its views and downloads of the last 30 days, unpublish.
 * A developer has one link: publishing another resume moves it, keeping the address.
 */
import { useQuery } from '@tanstack/react-query';
import { Copy, ExternalLink, Globe, Link2Off } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { ZResumeLinkSlugSchema, type TResumeLink, type TResumeLinkDay } from '#shared/schemas/resumes/resume-link.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#client/components/ui/dialog.tsx';
import { FieldError } from '#client/components/ui/field-error.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { copyLink } from '#client/lib/copy-link.ts';
import { toast } from '#client/lib/use-toast.ts';
import { getResumeLinkQueryOptions, usePublishResumeLink, useUnpublishResumeLink } from '../api/resume-link-api.ts';

type TResumeRef = { id: number; userId: number; fileName: string };

/** The button that opens the dialog; it says "Public" while this resume is the published one. */
export function ResumeLinkButton({ resume }: { resume: TResumeRef }) {
  const [isOpen, setIsOpen] = useState(false);
  const link = useQuery(getResumeLinkQueryOptions(resume.userId)).data?.link ?? null;
  const isThisResume = link?.resumeId === resume.id;
  return (
    <>
      <Button variant="outline" onClick={() => setIsOpen(true)}>
        <Globe aria-hidden="true" />
        Public link
        {isThisResume ? <Badge variant="secondary">Public</Badge> : null}
      </Button>
      <Dialog open={isOpen} onOpenChange={setIsOpen}>
        <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-xl">
          <DialogHeader>
            <DialogTitle>Share your resume</DialogTitle>
            <DialogDescription>
              Publish this resume at a public link anyone can open, no account needed. You can unpublish it at any time.
            </DialogDescription>
          </DialogHeader>
          {/* Keyed: the form starts from the saved settings each time the link changes. */}
          <ResumeLinkForm key={`${link?.slug}-${link?.resumeId}`} resume={resume} link={link} onClose={() => setIsOpen(false)} />
        </DialogContent>
      </Dialog>
    </>
  );
}

function ResumeLinkForm({ resume, link, onClose }: { resume: TResumeRef; link: TResumeLink | null; onClose: () => void }) {
  const id = useId();
  const publish = usePublishResumeLink(resume.userId);
  const unpublish = useUnpublishResumeLink(resume.userId);
  const isThisResume = link?.resumeId === resume.id;
  const [isReadable, setIsReadable] = useState(link?.isSlugChosen ?? false);
  const [slug, setSlug] = useState(link?.isSlugChosen ? link.slug : '');
  const [isIndexable, setIsIndexable] = useState(link?.isIndexable ?? false);
  const [showsContact, setShowsContact] = useState(link?.showsContact ?? false);
  const [slugError, setSlugError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    let chosenSlug: string | null | undefined = null;
    if (isReadable) {
      const parsed = ZResumeLinkSlugSchema.safeParse(slug);
      if (!parsed.success) {
        setSlugError(parsed.error.issues[0]!.message);
        return;
      }
      chosenSlug = parsed.data;
    } else if (link && !link.isSlugChosen) {
      chosenSlug = undefined; // keep the unguessable address people may already have
    }
    setSlugError(null);
    publish.mutate(
      { resumeId: resume.id, slug: chosenSlug, isIndexable, showsContact },
      {
        onSuccess: () =>
          toast({ title: isThisResume ? 'Link Updated' : 'Resume Published', description: 'Your public link is ready to share.' }),
      },
    );
  };

  const onUnpublish = () =>
    unpublish.mutate(undefined, {
      onSuccess: () => {
        toast({ title: 'Resume Unpublished', description: 'The link no longer works.' });
        onClose();
      },
    });

  return (
    <form onSubmit={onSubmit} className="grid gap-5" noValidate>
      {isThisResume ? <PublishedLink link={link} /> : null}
      {link && !isThisResume ? (
        <p className="rounded-md border bg-muted/50 p-3 text-sm">
          Your public link shows “{link.resumeFileName}”. Publishing moves it to this resume; the address stays the same.
        </p>
      ) : null}

      <AddressFieldset
        idPrefix={id}
        isReadable={isReadable}
        onReadableChange={setIsReadable}
        slug={slug}
        onSlugChange={(value) => {
          setSlug(value);
          // A refusal speaks of what was sent: once the address changes, it waits for the next try.
          setSlugError(null);
        }}
        slugError={slugError}
      />
      <PrivacyFieldset
        idPrefix={id}
        isIndexable={isIndexable}
        onIndexableChange={setIsIndexable}
        showsContact={showsContact}
        onShowsContactChange={setShowsContact}
      />
      <ResumeLinkFooter
        isThisResume={isThisResume}
        isPublishing={publish.isPending}
        isUnpublishing={unpublish.isPending}
        onUnpublish={onUnpublish}
      />
    </form>
  );
}

/** A random address by default, or a readable one the developer types. */
function AddressFieldset({
  idPrefix: id,
  isReadable,
  onReadableChange,
  slug,
  onSlugChange,
  slugError,
}: {
  idPrefix: string;
  isReadable: boolean;
  onReadableChange: (isReadable: boolean) => void;
  slug: string;
  onSlugChange: (slug: string) => void;
  slugError: string | null;
}) {
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-medium">Address</legend>
      <CheckboxField
        id={`${id}-readable`}
        checked={isReadable}
        onCheckedChange={onReadableChange}
        label="Use a readable address"
        hint="By default the address is random, so only people you send it to can find it."
      />
      {isReadable ? (
        <div className="grid gap-1.5 pl-6">
          <Label htmlFor={`${id}-slug`}>Link address</Label>
          <div className="flex items-center gap-1">
            <span className="shrink-0 text-sm text-muted-foreground">{window.location.host}/r/</span>
            <Input
              id={`${id}-slug`}
              value={slug}
              onChange={(event) => onSlugChange(event.target.value)}
              maxLength={60}
              autoComplete="off"
              aria-invalid={slugError !== null}
              aria-describedby={slugError ? `${id}-slug-hint ${id}-slug-error` : `${id}-slug-hint`}
            />
          </div>
          {/* An example as a hint, not a placeholder: grey text in the field looks like an address already chosen. */}
          <p id={`${id}-slug-hint`} className="text-xs text-muted-foreground">
            3 to 60 lower-case letters, digits and hyphens, for example jane-doe.
          </p>
          <FieldError id={`${id}-slug-error`} error={slugError} />
        </div>
      ) : null}
    </fieldset>
  );
}

function PrivacyFieldset({
  idPrefix: id,
  isIndexable,
  onIndexableChange,
  showsContact,
  onShowsContactChange,
}: {
  idPrefix: string;
  isIndexable: boolean;
  onIndexableChange: (isIndexable: boolean) => void;
  showsContact: boolean;
  onShowsContactChange: (showsContact: boolean) => void;
}) {
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-medium">Privacy</legend>
      <CheckboxField
        id={`${id}-indexable`}
        checked={isIndexable}
        onCheckedChange={onIndexableChange}
        label="Let search engines index this page"
        hint="Off: search engines are asked to leave the page out of their results."
      />
      <CheckboxField
        id={`${id}-contact`}
        checked={showsContact}
        onCheckedChange={onShowsContactChange}
        label="Show my e-mail address and phone number"
        hint="Off: they are taken out of the page and its PDF."
      />
    </fieldset>
  );
}

function ResumeLinkFooter({
  isThisResume,
  isPublishing,
  isUnpublishing,
  onUnpublish,
}: {
  isThisResume: boolean;
  isPublishing: boolean;
  isUnpublishing: boolean;
  onUnpublish: () => void;
}) {
  return (
    <DialogFooter className="gap-2 sm:justify-between">
      {isThisResume ? (
        <Button type="button" variant="destructive" onClick={onUnpublish} disabled={isUnpublishing}>
          <Link2Off aria-hidden="true" />
          {isUnpublishing ? 'Unpublishing...' : 'Unpublish'}
        </Button>
      ) : (
        <span />
      )}
      <Button type="submit" disabled={isPublishing}>
        <Globe aria-hidden="true" />
        {isPublishing ? 'Saving...' : isThisResume ? 'Save changes' : 'Publish'}
      </Button>
    </DialogFooter>
  );
}

function CheckboxField({
  id,
  checked,
  onCheckedChange,
  label,
  hint,
}: {
  id: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  label: string;
  hint: string;
}) {
  return (
    <div className="flex items-start gap-2">
      <Checkbox
        id={id}
        checked={checked}
        onCheckedChange={(value) => onCheckedChange(value === true)}
        aria-describedby={`${id}-hint`}
        className="mt-0.5"
      />
      <div className="grid gap-0.5">
        <Label htmlFor={id} className="font-normal">
          {label}
        </Label>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      </div>
    </div>
  );
}

function PublishedLink({ link }: { link: TResumeLink }) {
  const id = useId();
  return (
    <div className="grid gap-4 rounded-md border p-3">
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-url`}>Your public link</Label>
        <div className="flex flex-wrap gap-2">
          <Input id={`${id}-url`} value={link.url} readOnly className="min-w-0 flex-1" onFocus={(event) => event.target.select()} />
          <Button type="button" variant="outline" onClick={() => void copyLink(link.url, 'The link to your resume is on your clipboard.')}>
            <Copy aria-hidden="true" />
            Copy
          </Button>
          <Button type="button" variant="outline" asChild>
            <a href={link.url} target="_blank" rel="noreferrer">
              <ExternalLink aria-hidden="true" />
              Open
            </a>
          </Button>
        </div>
      </div>
      <LinkActivity days={link.days} totalViews={link.totalViews} totalDownloads={link.totalDownloads} />
    </div>
  );
}

const plural = (count: number, word: string) => `${count.toLocaleString('en-US')} ${word}${count === 1 ? '' : 's'}`;

/** Views and downloads per day, last 30 days: a bar per day (views, downloads darker inside), the totals in words. */
function LinkActivity({ days, totalViews, totalDownloads }: { days: TResumeLinkDay[]; totalViews: number; totalDownloads: number }) {
  const most = Math.max(1, ...days.map((day) => day.views + day.downloads));
  const summary = `${plural(totalViews, 'view')} and ${plural(totalDownloads, 'download')} in the last 30 days`;
  return (
    <div className="grid gap-2">
      <p className="text-sm font-medium">{summary}</p>
      <div className="flex h-16 items-end gap-px" role="img" aria-label={`${summary}, per day`}>
        {days.map((day) => {
          const total = day.views + day.downloads;
          return (
            <div
              key={day.day}
              className="flex flex-1 flex-col justify-end overflow-hidden rounded-t-sm bg-muted"
              style={{ height: `${Math.max(4, (total / most) * 100)}%` }}
              title={`${day.day}: ${plural(day.views, 'view')}, ${plural(day.downloads, 'download')}`}
            >
              {total > 0 ? <div className="bg-primary/40" style={{ height: `${(day.views / total) * 100}%` }} /> : null}
              {day.downloads > 0 ? <div className="bg-primary" style={{ height: `${(day.downloads / total) * 100}%` }} /> : null}
            </div>
          );
        })}
      </div>
      <div className="flex justify-between text-xs text-muted-foreground">
        <span>{days[0]?.day}</span>
        <span className="flex gap-3">
          <span className="flex items-center gap-1">
            <span className="size-2 rounded-sm bg-primary/40" aria-hidden="true" /> Views
          </span>
          <span className="flex items-center gap-1">
            <span className="size-2 rounded-sm bg-primary" aria-hidden="true" /> Downloads
          </span>
        </span>
        <span>Today</span>
      </div>
    </div>
  );
}
