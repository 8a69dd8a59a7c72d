/** A job's pipeline board: each application with its candidate's ranking, by stage, best match first. */
import { APPLICATION_STAGES, type TApplicationStage } from '#shared/job-values.ts';
import type { TJobCandidate, TReceivedApplication } from '#shared/schemas/jobs.ts';

export type TPipelineCard = {
  application: TReceivedApplication;
  /** The applicant as the job's ranking shows them (match, picture); undefined while the ranking is unavailable. */
  ranked: TJobCandidate | undefined;
};

/**
 * The applications in the ranking's order. The applications call is the truth for stages (a move
 * shows there first); applications the ranking lacks, because it failed or is older, follow in the
 * server's order, newest first.
 */
export function toPipelineCards(applications: readonly TReceivedApplication[], applicants: readonly TJobCandidate[] = []): TPipelineCard[] {
  const ranking = new Map<number, { rank: number; candidate: TJobCandidate }>();
  applicants.forEach((candidate, rank) => {
    if (candidate.application) ranking.set(candidate.application.id, { rank, candidate });
  });
  const rankOf = (application: TReceivedApplication) => ranking.get(application.id)?.rank ?? applicants.length;
  // A stable sort: the unranked keep the server's order among themselves.
  return [...applications]
    .sort((a, b) => rankOf(a) - rankOf(b))
    .map((application) => ({ application, ranked: ranking.get(application.id)?.candidate }));
}

export function groupByStage(cards: readonly TPipelineCard[]): Record<TApplicationStage, TPipelineCard[]> {
  const columns = Object.fromEntries(APPLICATION_STAGES.map((stage) => [stage, [] as TPipelineCard[]])) as Record<
    TApplicationStage,
    TPipelineCard[]
  >;
  for (const card of cards) columns[card.application.stage].push(card);
  return columns;
}

/** The stage before or after `stage` on the board (arrow keys while dragging), or null at either end. */
export function getNeighbourStage(stage: TApplicationStage, step: 1 | -1): TApplicationStage | null {
  return APPLICATION_STAGES[APPLICATION_STAGES.indexOf(stage) + step] ?? null;
}

/** A card's two ways to move: its drag handle (wide screens) and its 'Move to…' menu (every width). */
export type TMoveControl = 'handle' | 'menu';

/** The move control that takes focus once its card shows after a move (a new element if the card changed column). */
export type TMoveFocus = { applicationId: number; control: TMoveControl };

/** The `data-move-control` value of a card's control, by which focus finds it again. */
export function getMoveControlId({ applicationId, control }: TMoveFocus): string {
  return `${control}-${applicationId}`;
}
