/**
 * The `limit` best candidates of a search in one pass: a heap whose root is the worst one kept, so a
 * candidate that cannot make the page costs one comparison and no allocation (a search ranks every
 * match to show 20).
 */
import type { TIndexedCandidate } from './candidate-index.ts';

/** a (with its points) comes before b in the search's order. */
export type TComesBefore<T = TIndexedCandidate> = (aPoints: number, a: T, bPoints: number, b: T) => boolean;

export type TRanked<T = TIndexedCandidate> = { candidate: T; points: number };

/** Candidates are usually indexed developers; a developer's recommendations rank jobs the same way. */
export function keepBest<T = TIndexedCandidate>(limit: number, comesBefore: TComesBefore<T>) {
  const points: number[] = [];
  const candidates: T[] = [];
  /** The one at i is worse than the one at j. */
  const isWorse = (i: number, j: number) => comesBefore(points[j]!, candidates[j]!, points[i]!, candidates[i]!);
  function swap(i: number, j: number): void {
    [points[i], points[j]] = [points[j]!, points[i]!];
    [candidates[i], candidates[j]] = [candidates[j]!, candidates[i]!];
  }
  function siftUp(i: number): void {
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!isWorse(i, parent)) return;
      swap(i, parent);
      i = parent;
    }
  }
  function siftDown(i: number): void {
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let worst = i;
      if (left < candidates.length && isWorse(left, worst)) worst = left;
      if (right < candidates.length && isWorse(right, worst)) worst = right;
      if (worst === i) return;
      swap(i, worst);
      i = worst;
    }
  }
  return {
    offer(candidatePoints: number, candidate: T): void {
      if (candidates.length < limit) {
        points.push(candidatePoints);
        candidates.push(candidate);
        siftUp(candidates.length - 1);
      } else if (limit > 0 && comesBefore(candidatePoints, candidate, points[0]!, candidates[0]!)) {
        points[0] = candidatePoints;
        candidates[0] = candidate;
        siftDown(0);
      }
    },
    /** The kept candidates, best first. */
    sorted(): TRanked<T>[] {
      const ranked = candidates.map((candidate, i) => ({ candidate, points: points[i]! }));
      const before = (a: TRanked<T>, b: TRanked<T>) => comesBefore(a.points, a.candidate, b.points, b.candidate);
      return ranked.sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : 0));
    },
  };
}
