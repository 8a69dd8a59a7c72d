/**
 * The one check every text sent to a developer passes (decision 048): a template's placeholder still in
 * it (`{{jobTitle}}`) means the sender forgot to fill it, so the send is refused (400) before anything
 * is stored. Conversation messages from the employer side (contact, replies, and whatever else goes
 * through deliverMessage) and a rejection's reason call it.
 */
import { findUnfilledPlaceholderMessage } from '#shared/schemas/message-templates.ts';
import { AppError } from './app-error.ts';

export function assertPlaceholdersFilled(...texts: (string | null | undefined)[]): void {
  const message = findUnfilledPlaceholderMessage(...texts);
  if (message) throw new AppError('BAD_REQUEST', message);
}
