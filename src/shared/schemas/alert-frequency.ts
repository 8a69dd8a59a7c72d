/**
 * How often an alert tells of news: an employer's saved search of developers who newly match, a
 * developer's job alert of new open jobs that fit; daily or weekly, by e-mail and in the bell, only
 * when there is news.
 */
import { z } from 'zod';

export const ALERT_FREQUENCIES = ['off', 'daily', 'weekly'] as const;
export type TAlertFrequency = (typeof ALERT_FREQUENCIES)[number];

export const createAlertFrequencySchema = () => z.enum(ALERT_FREQUENCIES, { error: "Alerts must be 'off', 'daily' or 'weekly'" });
