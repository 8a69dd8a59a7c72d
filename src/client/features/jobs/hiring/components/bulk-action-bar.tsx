/**
 * What the board's chosen cards can do at once: move to a stage, be rejected with one reason (shared
 * with the candidates or kept by the team), carry a tag (one of the company's, or a new one), or get
 * one message each. Shown while at least one card is chosen, to owners and recruiters.
 */
import { useQuery } from '@tanstack/react-query';
import { ArrowRightLeft, ChevronDown, MessageSquare, Tag, X } from 'lucide-react';
import { APPLICATION_STAGE_LABEL, APPLICATION_STAGES, type TApplicationStage } from '#shared/job-values.ts';
import { TagPicker, type TTagPick } from '#client/components/hiring/tag-picker.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '#client/components/ui/dropdown-menu.tsx';
import { Popover, PopoverContent, PopoverTrigger } from '#client/components/ui/popover.tsx';
import { getTagsQueryOptions } from '#client/lib/candidate-tags-api.ts';
import { formatCount } from '#client/lib/format.ts';

export function BulkActionBar({
  employerId,
  count,
  isPending,
  onMove,
  onTag,
  onMessage,
  onClear,
}: {
  employerId: number;
  count: number;
  /** A bulk action is on its way. */
  isPending: boolean;
  /** Rejected asks for the reason first. */
  onMove: (stage: TApplicationStage) => void;
  onTag: (pick: TTagPick) => void;
  /** Opens the message dialog. */
  onMessage: () => void;
  onClear: () => void;
}) {
  const tags = useQuery(getTagsQueryOptions(employerId)).data ?? [];
  return (
    <div
      role="region"
      aria-label="Chosen candidates"
      className="sticky top-16 z-10 flex flex-wrap items-center gap-2 rounded-lg border border-primary/30 bg-background/95 p-2 pl-4 shadow-sm backdrop-blur"
    >
      <p className="mr-auto text-sm font-medium" aria-live="polite">
        {formatCount(count, 'candidate')} chosen
      </p>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button size="sm" disabled={isPending}>
            <ArrowRightLeft aria-hidden="true" />
            Move chosen to…
            <ChevronDown aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {APPLICATION_STAGES.map((stage) => (
            <DropdownMenuItem key={stage} variant={stage === 'rejected' ? 'destructive' : 'default'} onSelect={() => onMove(stage)}>
              {APPLICATION_STAGE_LABEL[stage]}
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
      <Popover>
        <PopoverTrigger asChild>
          <Button size="sm" variant="outline" disabled={isPending}>
            <Tag aria-hidden="true" />
            Tag
            <ChevronDown aria-hidden="true" />
          </Button>
        </PopoverTrigger>
        <PopoverContent align="end" className="grid w-72 max-w-[calc(100vw-2rem)] gap-3 p-3">
          <TagPicker label={`Tag ${formatCount(count, 'chosen candidate')}`} tags={tags} isPending={isPending} onPick={onTag} />
        </PopoverContent>
      </Popover>
      <Button size="sm" variant="outline" disabled={isPending} onClick={onMessage}>
        <MessageSquare aria-hidden="true" />
        Message
      </Button>
      <Button size="sm" variant="ghost" onClick={onClear}>
        <X aria-hidden="true" />
        Clear
      </Button>
    </div>
  );
}
