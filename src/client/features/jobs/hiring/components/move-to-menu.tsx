/**
 * A pipeline card's 'Move to…' menu: the stages other than the card's own, on every width and by
 * keyboard (Enter or Space opens it, the arrow keys choose, Enter moves), beside drag and drop.
 */
import { ArrowRightLeft, ChevronDown } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { APPLICATION_STAGE_LABEL, APPLICATION_STAGES, type TApplicationStage } from '#shared/job-values.ts';
import { Button } from '#client/components/ui/button.tsx';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '#client/components/ui/dropdown-menu.tsx';
import { getMoveControlId, type TPipelineCard } from '../utils/pipeline.ts';

export function MoveToMenu({
  card,
  shouldFocus,
  onMove,
}: {
  card: TPipelineCard;
  /** Focus it when it shows (after a move through it, it is a new element in another column). */
  shouldFocus: boolean;
  onMove: (stage: TApplicationStage) => void;
}) {
  const { application } = card;
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    if (shouldFocus) triggerRef.current?.focus();
  }, [shouldFocus]);

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          ref={triggerRef}
          variant="outline"
          size="sm"
          aria-label={`Move ${application.candidateName} to…`}
          data-move-control={getMoveControlId({ applicationId: application.id, control: 'menu' })}
        >
          <ArrowRightLeft aria-hidden="true" />
          Move to…
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        {APPLICATION_STAGES.filter((stage) => stage !== application.stage).map((stage) => (
          <DropdownMenuItem key={stage} variant={stage === 'rejected' ? 'destructive' : 'default'} onSelect={() => onMove(stage)}>
            {APPLICATION_STAGE_LABEL[stage]}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
