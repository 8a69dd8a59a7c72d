/**
 * A candidate's company tags on their card (search results, the candidate page, the pipeline), and for
 * owners and recruiters 'Add tag': pick one of the company's tags or type a new name to create it on the
 * fly; each tag can be taken off. Viewers see the tags only.
 */
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { TTag } from '#shared/schemas/candidate-tags.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Popover, PopoverContent, PopoverTrigger } from '#client/components/ui/popover.tsx';
import { getCandidateTagQueryOptions, getTagsQueryOptions, useTagCandidate, useUntagCandidate } from '#client/lib/candidate-tags-api.ts';
import { formatDate } from '#client/lib/format.ts';
import { useCanWriteForCompany } from '#client/lib/team-query.ts';
import { cn } from '#client/lib/utils.ts';
import { TagBadge } from './tag-badge.tsx';
import { TagPicker, type TTagPick } from './tag-picker.tsx';

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
  const [isOpen, setIsOpen] = useState(false);
  const tagCandidate = useTagCandidate(employerId);
  const onPick = (pick: TTagPick) => tagCandidate.mutate({ applicantId, ...pick }, { onSuccess: () => setIsOpen(false) });

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
        <TagPicker label={`Tag ${candidateName}`} tags={tags} isPending={tagCandidate.isPending} onPick={onPick} />
      </PopoverContent>
    </Popover>
  );
}
