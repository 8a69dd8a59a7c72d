/**
 * Measures the analysis's job-ad match (keywordMatch.matchRate with a pasted ad) against a labelled
 * set: per resume, Spearman's rank correlation between the match rates and the labels, whether
 * every ideal ad (3) is above every wrong one (0), and the share of ad pairs of different labels the
 * rates put in the labels' order (ties count half). Used by the ad-match test and `npm run bench`.
 */
import { analyzeResume } from '#server/resume-engine/built-in/analyze-resume.ts';
import type { TAdMatchCase } from './ad-match-types.ts';

export const AD_MATCH_TARGETS = { meanSpearman: 0.85, orderedPairShare: 0.9 } as const;

type TRatedAd = { adId: string; label: number; matchRate: number };
export type TAdMatchResumeReport = {
  resumeId: string;
  spearman: number;
  idealAboveWrong: boolean;
  orderedPairs: number;
  pairs: number;
  ads: TRatedAd[];
};
export type TAdMatchReport = {
  meanSpearman: number;
  idealAboveWrongShare: number;
  orderedPairShare: number;
  resumes: TAdMatchResumeReport[];
};

/** Ranks from 1, ties sharing their mean rank. */
function toRanks(values: readonly number[]): number[] {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
  const ranks: number[] = new Array<number>(values.length);
  for (let start = 0; start < order.length;) {
    let end = start;
    while (end + 1 < order.length && order[end + 1]!.value === order[start]!.value) end++;
    for (let position = start; position <= end; position++) ranks[order[position]!.index] = (start + end) / 2 + 1;
    start = end + 1;
  }
  return ranks;
}

/** Pearson's correlation of the ranks; 0 when either side is constant. */
export function spearman(a: readonly number[], b: readonly number[]): number {
  const [x, y] = [toRanks(a), toRanks(b)];
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const [meanX, meanY] = [mean(x), mean(y)];
  let [covariance, varianceX, varianceY] = [0, 0, 0];
  for (let index = 0; index < x.length; index++) {
    covariance += (x[index]! - meanX) * (y[index]! - meanY);
    varianceX += (x[index]! - meanX) ** 2;
    varianceY += (y[index]! - meanY) ** 2;
  }
  return varianceX === 0 || varianceY === 0 ? 0 : covariance / Math.sqrt(varianceX * varianceY);
}

function measureResume(item: TAdMatchCase): TAdMatchResumeReport {
  const ads = item.ads.map(({ adId, ad, label }) => ({
    adId,
    label,
    matchRate:
      analyzeResume({ content: item.resume, fileName: `${item.resumeId}.md`, originalFile: null }, { jobDescription: ad }).keywordMatch
        ?.matchRate ?? 0,
  }));
  let [orderedPairs, pairs] = [0, 0];
  for (const higher of ads)
    for (const lower of ads) {
      if (higher.label <= lower.label) continue;
      pairs++;
      orderedPairs += higher.matchRate > lower.matchRate ? 1 : higher.matchRate === lower.matchRate ? 0.5 : 0;
    }
  const lowestIdeal = Math.min(...ads.filter((ad) => ad.label === 3).map((ad) => ad.matchRate));
  const highestWrong = Math.max(...ads.filter((ad) => ad.label === 0).map((ad) => ad.matchRate));
  return {
    resumeId: item.resumeId,
    spearman: spearman(
      ads.map((ad) => ad.matchRate),
      ads.map((ad) => ad.label),
    ),
    idealAboveWrong: lowestIdeal > highestWrong,
    orderedPairs,
    pairs,
    ads,
  };
}

export function measureAdMatch(set: readonly TAdMatchCase[]): TAdMatchReport {
  const resumes = set.map(measureResume);
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  return {
    meanSpearman: sum(resumes.map((resume) => resume.spearman)) / resumes.length,
    idealAboveWrongShare: resumes.filter((resume) => resume.idealAboveWrong).length / resumes.length,
    orderedPairShare: sum(resumes.map((resume) => resume.orderedPairs)) / sum(resumes.map((resume) => resume.pairs)),
    resumes,
  };
}

export function formatAdMatchReport(name: string, report: TAdMatchReport): string {
  const lines = [
    `${name}: mean Spearman ${report.meanSpearman.toFixed(3)}, ideal above wrong ${(report.idealAboveWrongShare * 100).toFixed(0)} %, ordered pairs ${(report.orderedPairShare * 100).toFixed(1)} %`,
  ];
  for (const resume of report.resumes)
    lines.push(
      `  ${resume.resumeId}: ρ ${resume.spearman.toFixed(2)}${resume.idealAboveWrong ? '' : ' (a wrong ad ≥ an ideal one)'} — ${resume.ads.map((ad) => `${ad.label}:${ad.matchRate}`).join(' ')}`,
    );
  return lines.join('\n');
}
