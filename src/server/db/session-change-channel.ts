/** The NOTIFY channel of migration 0007's triggers. */
export const SESSION_CHANGE_CHANNEL = 'devmatch_session_change';
