/**
 * Shared shape of the job-ad match relevance set (see README.md in this folder).
 * Labels: 3 = ideal (this is the person's job), 2 = plausible (a reasonable candidate),
 * 1 = a stretch, 0 = wrong (a different kind of work).
 */
export type TAdMatchLabel = 0 | 1 | 2 | 3;

export type TAdMatchCase = {
  resumeId: string;
  resume: string;
  ads: { adId: string; ad: string; label: TAdMatchLabel }[];
};
