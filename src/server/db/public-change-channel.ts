/**
 * The NOTIFY channel of migration 0021's triggers: the payload names the public area whose answers
 * changed ('jobs': the job board; 'blog': the blog list).
 */
export const PUBLIC_CHANGE_CHANNEL = 'devmatch_public_change';

export type TPublicArea = 'jobs' | 'blog';
