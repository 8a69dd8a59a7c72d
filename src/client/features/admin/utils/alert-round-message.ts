import type { TAlertRound } from '#shared/schemas/candidate-search.ts';

const digests = (count: number, kind: string) => `${count} ${kind} ${count === 1 ? 'digest' : 'digests'}`;

/**
 * The text of the 'Alerts sent' toast, from the round's counts: each digest is one e-mail to one
 * employer (their saved searches) or one developer (their new jobs), so the counts are e-mails sent.
 */
export function describeAlertRound({ searchAlerts, jobAlerts }: TAlertRound): string {
  const sent = [searchAlerts > 0 ? digests(searchAlerts, 'employer') : '', jobAlerts > 0 ? digests(jobAlerts, 'job') : ''];
  const parts = sent.filter(Boolean);
  return parts.length === 0 ? 'Nothing new to send.' : `${parts.join(' and ')} sent.`;
}
