import { CANDIDATE_PAGE_SIZE } from '#shared/candidate-search.ts';

/** 'candidate' for exactly one, 'candidates' for every other count (0 included). */
function getCandidateNoun(count: number): string {
  return count === 1 ? 'candidate' : 'candidates';
}

/** The count line under the results heading: 'Found 3 candidates matching your criteria', 'Found 1 candidate ...'. */
export function formatFoundCount(total: number): string {
  return `Found ${total} ${getCandidateNoun(total)} matching your criteria`;
}

/** The results footer: 'Showing 21-40 of 57 candidates' for page 2 holding 20 results. */
export function formatShowingRange({ page, count, total }: { page: number; count: number; total: number }): string {
  const first = count === 0 ? 0 : (page - 1) * CANDIDATE_PAGE_SIZE + 1;
  const last = count === 0 ? 0 : first + count - 1;
  return `Showing ${first}-${last} of ${total} ${getCandidateNoun(total)}`;
}

/** The number of the last page (at least 1) for `total` results, 20 a page. */
export function getLastPage(total: number): number {
  return Math.max(1, Math.ceil(total / CANDIDATE_PAGE_SIZE));
}
