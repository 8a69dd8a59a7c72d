/** The alert digests: an employer's new matches across their saved searches, a developer's new jobs. */
import type { TJobFit } from '#shared/schemas/jobs.ts';
import type { TMail } from '#server/lib/mailer.ts';

export type TSearchDigestEntry = {
  searchName: string;
  total: number;
  matches: { userId: number; fullName: string; jobTitle: string | null; score: number; recommendation: string }[];
};

export type TJobDigestEntry = { jobId: number; title: string; companyName: string; fit: Pick<TJobFit, 'score' | 'summary'> };

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export function countSearchDigest(entries: TSearchDigestEntry[]): number {
  return entries.reduce((sum, entry) => sum + entry.total, 0);
}

export function buildSearchDigestMail(params: { to: string; employerName: string; entries: TSearchDigestEntry[]; appUrl: string }): TMail {
  const total = countSearchDigest(params.entries);
  const lines = params.entries.flatMap((entry) => [
    `${entry.searchName}: ${plural(entry.total, 'new match', 'new matches')}`,
    ...entry.matches.flatMap((match) => [
      `  • ${match.fullName}${match.jobTitle ? `, ${match.jobTitle}` : ''}: ${match.score}% match`,
      `    ${match.recommendation}`,
      `    ${params.appUrl}/candidate/${match.userId}`,
    ]),
    ...(entry.total > entry.matches.length ? [`  …and ${entry.total - entry.matches.length} more: run the search to see them all.`] : []),
    '',
  ]);
  return {
    to: params.to,
    subject: `${plural(total, 'new developer matches', 'new developers match')} your saved searches`,
    text: [
      `Hi ${params.employerName},`,
      '',
      'Developers who joined or updated their profile since your last alert and match your saved searches:',
      '',
      ...lines,
      `Open your searches: ${params.appUrl}/employer`,
      '',
      '---',
      'You get this because alerts are on for these saved searches; switch them off under Saved searches on your dashboard.',
    ].join('\n'),
  };
}

export function buildJobDigestMail(params: {
  to: string;
  developerName: string;
  jobs: TJobDigestEntry[];
  total: number;
  appUrl: string;
}): TMail {
  const lines = params.jobs.flatMap((job) => [
    `  • ${job.title} at ${job.companyName}: ${job.fit.score}% fit`,
    `    ${job.fit.summary}`,
    `    ${params.appUrl}/jobs/${job.jobId}`,
  ]);
  const more = params.total - params.jobs.length;
  return {
    to: params.to,
    subject: `${plural(params.total, 'new job fits', 'new jobs fit')} you on DevMatch`,
    text: [
      `Hi ${params.developerName},`,
      '',
      'New open jobs that fit your profile:',
      '',
      ...lines,
      ...(more > 0 ? [`  …and ${more} more on ${params.appUrl}/jobs`] : []),
      '',
      '---',
      `You get this because job alerts are on; switch them off on ${params.appUrl}/jobs`,
    ].join('\n'),
  };
}
