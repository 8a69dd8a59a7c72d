/**
 * What the board's chosen cards can do at once: move to a stage, or be rejected with one reason
 * (shared with the candidates or kept by the team). Shown while at least one card is chosen.
 */
import { ArrowRightLeft, ChevronDown, X } from 'lucide-react';
import { APPLICATION_STAGE_LABEL, APPLICATION_STAGES, type TApplicationStage } from '#shared/job-values.ts';
import { Button } from '#client/components/ui/button.tsx';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '#client/components/ui/dropdown-menu.tsx';
import { formatCount } from '#client/lib/format.ts';

export function BulkActionBar({
  count,
  isPending,
  onMove,
  onClear,
}: {
  count: number;
  isPending: boolean;
  /** Rejected asks for the reason first. */
  onMove: (stage: TApplicationStage) => void;
  onClear: () => void;
}) {
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
      <Button size="sm" variant="ghost" onClick={onClear}>
        <X aria-hidden="true" />
        Clear
      </Button>
    </div>
  );
}
