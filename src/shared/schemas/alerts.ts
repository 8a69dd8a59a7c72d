/**
 * Alerts: an employer's saved search tells them of developers who newly match, and a developer hears
 * of new open jobs that fit them; daily or weekly, by e-mail and in the bell, only when there is news.
 */
import { z } from 'zod';

export const ALERT_FREQUENCIES = ['off', 'daily', 'weekly'] as const;
export type TAlertFrequency = (typeof ALERT_FREQUENCIES)[number];
/** The best new matches an alert names; the rest are counted. */
export const ALERT_TOP_MATCHES = 5;
/** Matches below this score (0-100) are not news worth an alert. */
export const ALERT_MIN_SCORE = 50;

const alertFrequency = () => z.enum(ALERT_FREQUENCIES, { error: "Alerts must be 'off', 'daily' or 'weekly'" });

/** PUT /api/employer/{employerId}/saved-searches/{id}/alerts */
export const ZSavedSearchAlertsRequestSchema = z.object({ alertFrequency: alertFrequency() }).strict();

/** GET and PUT /api/applicant/job-alerts */
export const ZJobAlertsSchema = z.object({ frequency: alertFrequency() }).strict();
export type TJobAlerts = z.infer<typeof ZJobAlertsSchema>;

/** POST /api/admin/alerts/run: what one round sent. */
export const ZAlertRoundSchema = z.object({ searchAlerts: z.number(), jobAlerts: z.number() });
export type TAlertRound = z.infer<typeof ZAlertRoundSchema>;
