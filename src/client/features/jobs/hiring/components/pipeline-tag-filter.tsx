/**
 * The pipeline's filter by the company's tags, kept in the address (`&tag=3`) like the open job, so a
 * filtered pipeline survives a reload, Back undoes the filter, and the link can be sent on.
 */
import { useQuery } from '@tanstack/react-query';
import { Tag } from 'lucide-react';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { Label } from '#client/components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#client/components/ui/select.tsx';
import { getCandidateTagsQueryOptions, getTagsQueryOptions } from '#client/lib/candidate-tags-api.ts';
import { readTagFilter, TAG_FILTER_PARAM } from '../utils/job-address.ts';
import type { TPipelineCard } from '../utils/pipeline.ts';

const ALL = 'all';

/** The filter's state: the chosen tag, and the cards that carry it (all cards without a filter). */
export function usePipelineTagFilter(employerId: number, cards: TPipelineCard[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  const tagId = readTagFilter(searchParams);
  const tags = useQuery(getTagsQueryOptions(employerId)).data ?? [];
  const taggings = useQuery({
    ...getCandidateTagsQueryOptions(
      employerId,
      cards.map((card) => card.application.applicantId),
    ),
    enabled: tagId !== null && cards.length > 0,
  }).data;
  const tagged = new Set(taggings?.filter((tagging) => tagging.tagId === tagId).map((tagging) => tagging.applicantId));
  const setTagId = (next: number | null) =>
    setSearchParams((params) => {
      if (next === null) params.delete(TAG_FILTER_PARAM);
      else params.set(TAG_FILTER_PARAM, String(next));
      return params;
    });
  return {
    tagId,
    tags,
    setTagId,
    cards: tagId === null ? cards : cards.filter((card) => tagged.has(card.application.applicantId)),
    total: cards.length,
  };
}

export function PipelineTagFilter({ filter }: { filter: ReturnType<typeof usePipelineTagFilter> }) {
  const id = useId();
  if (filter.tags.length === 0 && filter.tagId === null) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Label htmlFor={id} className="flex items-center gap-1.5 text-sm whitespace-nowrap text-muted-foreground">
        <Tag className="size-4" aria-hidden="true" />
        Tag
      </Label>
      <Select
        value={filter.tagId === null ? ALL : String(filter.tagId)}
        onValueChange={(value) => filter.setTagId(value === ALL ? null : Number(value))}
      >
        <SelectTrigger id={id} className="h-9 w-48">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>All candidates</SelectItem>
          {filter.tags.map((tag) => (
            <SelectItem key={tag.id} value={String(tag.id)}>
              {tag.name}
            </SelectItem>
          ))}
          {filter.tagId !== null && !filter.tags.some((tag) => tag.id === filter.tagId) ? (
            <SelectItem value={String(filter.tagId)}>Unknown tag</SelectItem>
          ) : null}
        </SelectContent>
      </Select>
      {filter.tagId !== null ? (
        <p className="text-sm whitespace-nowrap text-muted-foreground" aria-live="polite">
          {filter.cards.length} of {filter.total} shown
        </p>
      ) : null}
    </div>
  );
}
