/**
 * The pipeline board: a column per stage, Applied to Hired, then Rejected. On wide screens a card
 * moves by dragging its handle, with a pointer or the keyboard (Space or Enter picks it up, the
 * arrow keys step to the previous or next stage, Space or Enter drops it, Escape cancels), and a
 * screen reader hears each step; on every width each card also has a 'Move to…' menu. Both end in
 * `onMove`, which says which control moved the card so focus can return to it. A withdrawn
 * application stays where it was and cannot move.
 */
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  pointerWithin,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { GripVertical } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { APPLICATION_STAGE_LABEL, APPLICATION_STAGES, type TApplicationStage } from '#shared/job-values.ts';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { MatchBadge } from '#client/components/ui/match-badge.tsx';
import { useMediaQuery } from '#client/lib/use-media-query.ts';
import { cn } from '#client/lib/utils.ts';
import {
  getMoveControlId,
  getNeighbourStage,
  groupByStage,
  type TMoveControl,
  type TMoveFocus,
  type TPipelineCard,
} from '../utils/pipeline.ts';
import type { TRenderCandidateActions } from './candidate-types.ts';
import { MoveToMenu } from './move-to-menu.tsx';
import { PipelineCard } from './pipeline-card.tsx';

type TOnMove = (card: TPipelineCard, stage: TApplicationStage, control: TMoveControl) => void;

/** Tailwind's `md`: from here the board drags (below it, two columns would not fit side by side). */
const WIDE_QUERY = '(min-width: 48rem)';
/** A keyboard-moved card lands this far below the top of the column it moves to: under the column's heading. */
const KEYBOARD_LANDING_OFFSET = 44;

type TDragData = { name: string; stage: TApplicationStage };

const STEP_BY_KEY: Partial<Record<string, 1 | -1>> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * The arrow keys move a picked-up card to the next or previous stage's column, not by pixels. The
 * stage it is headed for is kept here, not read from the last render, so quick presses each count.
 */
function createStageStepper() {
  let target: TApplicationStage | null = null;
  const coordinateGetter: KeyboardCoordinateGetter = (event, { context }) => {
    const step = STEP_BY_KEY[event.code];
    if (!step) return undefined;
    event.preventDefault();
    const to = target ? getNeighbourStage(target, step) : null;
    // The columns are measured just after the pick-up: an arrow pressed at once reads the column itself.
    const rect = to
      ? (context.droppableRects.get(to) ?? context.droppableContainers.get(to)?.node.current?.getBoundingClientRect())
      : undefined;
    // Right after Space the dragged card may not be measured yet; its own box serves as well.
    const width = context.collisionRect?.width ?? context.activeNode?.getBoundingClientRect().width;
    if (!to || !rect || width === undefined) return undefined;
    target = to;
    return { x: rect.left + (rect.width - width) / 2, y: rect.top + KEYBOARD_LANDING_OFFSET };
  };
  return { start: (stage: TApplicationStage) => (target = stage), getTarget: () => target, coordinateGetter };
}

/**
 * The column under the pointer; for the keyboard, which has no pointer, the column the card's top
 * edge is in. Columns sit in two rows, so a tall card overlapping the next row must not count there.
 */
const detectStage: CollisionDetection = (args) => {
  const { collisionRect, pointerCoordinates } = args;
  const point = pointerCoordinates ?? { x: collisionRect.left + collisionRect.width / 2, y: collisionRect.top + 1 };
  return pointerWithin({ ...args, pointerCoordinates: point });
};

const stageName = (id: string | number | undefined) => APPLICATION_STAGE_LABEL[id as TApplicationStage] ?? 'no stage';

const DROPPABLE_MEASURING = { droppable: { strategy: MeasuringStrategy.Always } };

const ANNOUNCEMENTS: Announcements = {
  onDragStart: ({ active }) => {
    const { name, stage } = active.data.current as TDragData;
    return `Picked up ${name}, in ${stageName(stage)}. Use the arrow keys to choose a stage.`;
  },
  onDragOver: ({ active, over }) => {
    const { name } = active.data.current as TDragData;
    return over ? `${name} is over ${stageName(over.id)}.` : `${name} is not over a stage.`;
  },
  onDragEnd: ({ active, over }) => {
    const { name, stage } = active.data.current as TDragData;
    if (!over || over.id === stage) return `${name} stays in ${stageName(stage)}.`;
    return over.id === 'rejected' ? `${name} dropped on Rejected: confirm the rejection.` : `${name} moved to ${stageName(over.id)}.`;
  },
  onDragCancel: ({ active }) => {
    const { name, stage } = active.data.current as TDragData;
    return `Cancelled. ${name} stays in ${stageName(stage)}.`;
  },
};

const SCREEN_READER_INSTRUCTIONS = {
  draggable:
    'To move this candidate to another stage, press Space or Enter, use the arrow keys to choose the stage, then press Space or Enter to drop them there, or Escape to cancel.',
};

/** Cards chosen for a bulk action: a checkbox on every card that can move. */
export type TCardSelection = { selectedIds: ReadonlySet<number>; onToggle: (applicationId: number) => void };

export function PipelineBoard({
  cards,
  canMove,
  selection,
  moveFocus,
  onMove,
  onViewResume,
  renderCandidateActions,
}: {
  cards: TPipelineCard[];
  canMove: boolean;
  selection?: TCardSelection;
  /** The move control that takes focus when it shows (after its card moved, it is a new element in another column). */
  moveFocus: TMoveFocus | null;
  onMove: TOnMove;
  onViewResume: (card: TPipelineCard) => void;
  renderCandidateActions?: TRenderCandidateActions;
}) {
  const isWide = useMediaQuery(WIDE_QUERY);
  const canDrag = canMove && isWide;
  const columns = groupByStage(cards);
  const drag = useStageDrag(cards, onMove);

  const renderCard = (card: TPipelineCard) => (
    <BoardCard
      card={card}
      isMovable={canMove && card.application.withdrawnAt === null}
      selection={selection}
      isWide={isWide}
      focusControl={moveFocus?.applicationId === card.application.id ? moveFocus.control : null}
      onMove={(stage, control) => onMove(card, stage, control)}
      onViewResume={() => onViewResume(card)}
      renderCandidateActions={renderCandidateActions}
    />
  );

  return (
    <DndContext
      sensors={drag.sensors}
      collisionDetection={detectStage}
      accessibility={{ announcements: ANNOUNCEMENTS, screenReaderInstructions: SCREEN_READER_INSTRUCTIONS }}
      // Columns measured before a drag starts, so the first arrow key after Space already finds the next stage.
      measuring={DROPPABLE_MEASURING}
      onDragStart={drag.onDragStart}
      onDragEnd={drag.onDragEnd}
      onDragCancel={drag.onDragCancel}
    >
      <div className="grid gap-4 md:grid-cols-3">
        {APPLICATION_STAGES.map((stage) => (
          <StageColumn key={stage} stage={stage} count={columns[stage].length} isDropTarget={canDrag}>
            {columns[stage].map((card) => (
              <li key={card.application.id}>{renderCard(card)}</li>
            ))}
          </StageColumn>
        ))}
      </div>
      <DragOverlay dropAnimation={null}>{drag.dragged ? <DragPreview card={drag.dragged} /> : null}</DragOverlay>
    </DndContext>
  );
}

/** Dragging a card between columns, with a pointer or the keyboard; a drop on another stage ends in `onMove`. */
function useStageDrag(cards: TPipelineCard[], onMove: TOnMove) {
  const [dragged, setDragged] = useState<TPipelineCard | null>(null);
  const [stageStepper] = useState(createStageStepper);
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: stageStepper.coordinateGetter }),
  );

  const onDragStart = ({ active }: DragStartEvent) => {
    const card = cards.find((candidate) => candidate.application.id === active.id) ?? null;
    if (card) stageStepper.start(card.application.stage);
    setDragged(card);
  };
  const onDragEnd = ({ active, over, activatorEvent }: DragEndEvent) => {
    setDragged(null);
    const card = cards.find((candidate) => candidate.application.id === active.id);
    // A keyboard drop goes where the keys sent it, even if the last move has not rendered yet.
    const stage =
      activatorEvent instanceof KeyboardEvent ? stageStepper.getTarget() : ((over?.id as TApplicationStage | undefined) ?? null);
    if (card && stage && stage !== card.application.stage) onMove(card, stage, 'handle');
  };

  return { dragged, sensors, onDragStart, onDragEnd, onDragCancel: () => setDragged(null) };
}

/** A card with its move controls: the 'Move to…' menu, and a drag handle when wide. */
function BoardCard({
  card,
  isMovable,
  selection,
  isWide,
  focusControl,
  onMove,
  onViewResume,
  renderCandidateActions,
}: {
  card: TPipelineCard;
  isMovable: boolean;
  selection?: TCardSelection;
  isWide: boolean;
  focusControl: TMoveControl | null;
  onMove: (stage: TApplicationStage, control: TMoveControl) => void;
  onViewResume: () => void;
  renderCandidateActions?: TRenderCandidateActions;
}) {
  const moveMenu = isMovable ? (
    <MoveToMenu card={card} shouldFocus={focusControl === 'menu'} onMove={(stage) => onMove(stage, 'menu')} />
  ) : null;
  const { application } = card;
  const selectControl =
    isMovable && selection ? (
      <Checkbox
        aria-label={`Select ${application.candidateName}`}
        checked={selection.selectedIds.has(application.id)}
        onCheckedChange={() => selection.onToggle(application.id)}
        className="mt-1 size-5"
      />
    ) : null;
  if (isWide && isMovable) {
    return (
      <DraggableCard
        card={card}
        shouldFocus={focusControl === 'handle'}
        selectControl={selectControl}
        moveMenu={moveMenu}
        onViewResume={onViewResume}
        renderCandidateActions={renderCandidateActions}
      />
    );
  }
  return (
    <PipelineCard
      card={card}
      selectControl={selectControl}
      moveMenu={moveMenu}
      onViewResume={onViewResume}
      renderCandidateActions={renderCandidateActions}
    />
  );
}

function StageColumn({
  stage,
  count,
  isDropTarget,
  children,
}: {
  stage: TApplicationStage;
  count: number;
  isDropTarget: boolean;
  children: ReactNode;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: stage, disabled: !isDropTarget });
  const headingId = useId();
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      data-over={isOver}
      className={cn(
        'flex min-w-0 flex-col gap-3 rounded-xl border bg-muted/40 p-3 transition-colors md:min-h-48',
        stage === 'rejected' && 'bg-muted/20',
        'data-[over=true]:border-primary data-[over=true]:bg-primary/5',
      )}
    >
      <h3 id={headingId} className="flex items-center justify-between gap-2 px-1 text-sm font-semibold">
        {APPLICATION_STAGE_LABEL[stage]}
        <span className="rounded-full bg-background px-2 py-0.5 text-xs font-medium text-muted-foreground tabular-nums">
          <span className="sr-only">, </span>
          {count}
          <span className="sr-only"> {count === 1 ? 'candidate' : 'candidates'}</span>
        </span>
      </h3>
      {count > 0 ? (
        <ul aria-labelledby={headingId} className="grid gap-3">
          {children}
        </ul>
      ) : (
        <p className="px-1 pb-2 text-xs text-muted-foreground">No candidates</p>
      )}
    </section>
  );
}

function DraggableCard({
  card,
  shouldFocus,
  selectControl,
  moveMenu,
  onViewResume,
  renderCandidateActions,
}: {
  card: TPipelineCard;
  shouldFocus: boolean;
  selectControl: ReactNode;
  moveMenu: ReactNode;
  onViewResume: () => void;
  renderCandidateActions?: TRenderCandidateActions;
}) {
  const { application } = card;
  const data: TDragData = { name: application.candidateName, stage: application.stage };
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({ id: application.id, data });
  const handleRef = useRef<HTMLButtonElement | null>(null);
  // Focuses the handle when `shouldFocus` turns true, or when it mounts with it true.
  useEffect(() => {
    if (shouldFocus) handleRef.current?.focus();
  }, [shouldFocus]);

  return (
    <PipelineCard
      ref={setNodeRef}
      card={card}
      isDragging={isDragging}
      selectControl={selectControl}
      handle={
        <button
          ref={(node) => {
            setActivatorNodeRef(node);
            handleRef.current = node;
          }}
          type="button"
          {...attributes}
          {...listeners}
          aria-label={`Move ${application.candidateName}`}
          data-move-control={getMoveControlId({ applicationId: application.id, control: 'handle' })}
          className="-mt-1 -mr-1 flex size-8 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none active:cursor-grabbing"
        >
          <GripVertical className="size-4" aria-hidden="true" />
        </button>
      }
      moveMenu={moveMenu}
      onViewResume={onViewResume}
      renderCandidateActions={renderCandidateActions}
    />
  );
}

/** What follows the pointer or the keyboard while a card is dragged. */
function DragPreview({ card }: { card: TPipelineCard }) {
  return (
    <div className="grid cursor-grabbing gap-1.5 rounded-lg border bg-card p-3 text-card-foreground shadow-lg ring-2 ring-primary/40">
      <p className="text-sm font-semibold">{card.application.candidateName}</p>
      <p className="text-xs text-muted-foreground">{card.application.candidateTitle ?? 'Developer'}</p>
      {card.ranked ? <MatchBadge score={card.ranked.match.score} /> : null}
    </div>
  );
}
