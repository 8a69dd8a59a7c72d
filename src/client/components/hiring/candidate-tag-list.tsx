/**
 * A candidate's company tags on their card (search results, the candidate page, the pipeline), and for
 * owners and recruiters 'Add tag': pick one of the company's tags or type a new name to create it on the
 * fly; each tag can be taken off. Viewers see the tags only.
 */
import { useQuery } from '@tanstack/react-query';
import { Plus, Tag } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { TTag } from '#shared/schemas/candidate-tags.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Popover, PopoverContent, PopoverTrigger } from '#client/components/ui/popover.tsx';
import { getCandidateTagQueryOptions, getTagsQueryOptions, useTagCandidate, useUntagCandidate } from '#client/lib/candidate-tags-api.ts';
import { formatDate } from '#client/lib/format.ts';
import { useCanWriteForCompany } from '#client/lib/team-query.ts';
import { cn } from '#client/lib/utils.ts';
import { TagBadge } from './tag-badge.tsx';

/** Tags offered at once in the picker; typing narrows them. */
const PICKER_TAGS_SHOWN = 8;

export function CandidateTagList({
  employerId,
  applicantId,
  candidateName,
  isReadOnly = false,
  emptyText,
  className,
}: {
  employerId: number;
  applicantId: number;
  candidateName: string;
  /** An admin's look at someone else's dashboard. */
  isReadOnly?: boolean;
  /** Shown to a reader when the candidate carries no tag (else nothing is shown). */
  emptyText?: string;
  className?: string;
}) {
  const tags = useQuery(getTagsQueryOptions(employerId)).data ?? [];
  const taggings = useQuery(getCandidateTagQueryOptions(employerId, applicantId)).data ?? [];
  const canEdit = useCanWriteForCompany(employerId) && !isReadOnly;
  const untag = useUntagCandidate(employerId);
  const tagById = new Map(tags.map((tag) => [tag.id, tag]));
  const carried = taggings.flatMap((tagging) => {
    const tag = tagById.get(tagging.tagId);
    return tag ? [{ tag, tagging }] : [];
  });
  if (carried.length === 0 && !canEdit)
    return emptyText ? <p className={cn('text-sm text-muted-foreground', className)}>{emptyText}</p> : null;

  return (
    <ul aria-label={`Tags of ${candidateName}`} className={cn('flex flex-wrap items-center gap-1.5', className)}>
      {carried.map(({ tag, tagging }) => (
        <li key={tag.id} className="max-w-full">
          <TagBadge
            name={tag.name}
            color={tag.color}
            title={`Tagged ${formatDate(tagging.taggedAt)}${tagging.taggedByName ? ` by ${tagging.taggedByName}` : ''}`}
            onRemove={canEdit ? () => untag.mutate({ applicantId, tagId: tag.id }) : undefined}
          />
        </li>
      ))}
      {canEdit ? (
        <li>
          <AddTag
            employerId={employerId}
            applicantId={applicantId}
            candidateName={candidateName}
            tags={tags.filter((tag) => !taggings.some((tagging) => tagging.tagId === tag.id))}
          />
        </li>
      ) : null}
    </ul>
  );
}

function AddTag({
  employerId,
  applicantId,
  candidateName,
  tags,
}: {
  employerId: number;
  applicantId: number;
  candidateName: string;
  /** The company's tags the candidate does not carry yet. */
  tags: TTag[];
}) {
  const id = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [name, setName] = useState('');
  const tagCandidate = useTagCandidate(employerId);
  const wanted = name.trim().toLowerCase();
  const matching = tags.filter((tag) => tag.name.toLowerCase().includes(wanted)).slice(0, PICKER_TAGS_SHOWN);
  const exact = tags.find((tag) => tag.name.toLowerCase() === wanted);

  const onPicked = (request: { tagId: number } | { name: string }) =>
    tagCandidate.mutate(
      { applicantId, ...request },
      {
        onSuccess: () => {
          setName('');
          setIsOpen(false);
        },
      },
    );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!wanted || tagCandidate.isPending) return;
    onPicked(exact ? { tagId: exact.id } : { name: name.trim() });
  };

  return (
    <Popover open={isOpen} onOpenChange={setIsOpen}>
      <PopoverTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className="h-6 gap-1 rounded-full px-2 text-xs text-muted-foreground"
          aria-label={`Add tag to ${candidateName}`}
        >
          <Plus className="size-3" aria-hidden="true" />
          Add tag
        </Button>
      </PopoverTrigger>
      <PopoverContent align="start" className="grid w-72 gap-3 p-3">
        <form onSubmit={onSubmit} className="grid gap-2">
          <label htmlFor={`${id}-name`} className="text-sm font-medium">
            Tag {candidateName}
          </label>
          <Input
            id={`${id}-name`}
            value={name}
            onChange={(event) => setName(event.target.value)}
            placeholder="Find or create a tag"
            autoComplete="off"
            maxLength={40}
            className="h-9"
          />
        </form>
        <ul aria-label="Matching tags" className="grid max-h-56 gap-0.5 overflow-y-auto">
          {matching.map((tag) => (
            <li key={tag.id}>
              <button
                type="button"
                disabled={tagCandidate.isPending}
                onClick={() => onPicked({ tagId: tag.id })}
                className="flex w-full items-center gap-2 rounded-md px-2 py-1.5 text-left text-sm hover:bg-accent focus-visible:bg-accent focus-visible:outline-none"
              >
                <TagBadge name={tag.name} color={tag.color} />
              </button>
            </li>
          ))}
          {wanted && !exact ? (
            <li>
              <button
                type="button"
                disabled={tagCandidate.isPending}
                onClick={() => onPicked({ name: name.trim() })}
                className="flex w-full items-center gap-2 rounded-md px-2 py-1.5 text-left text-sm hover:bg-accent focus-visible:bg-accent focus-visible:outline-none"
              >
                <Tag className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                <span className="min-w-0 break-words">
                  Create tag “<span className="font-medium">{name.trim()}</span>”
                </span>
              </button>
            </li>
          ) : null}
          {matching.length === 0 && !wanted ? (
            <li className="px-2 py-1.5 text-sm text-muted-foreground">No tags yet: type a name to create one.</li>
          ) : null}
        </ul>
      </PopoverContent>
    </Popover>
  );
}
