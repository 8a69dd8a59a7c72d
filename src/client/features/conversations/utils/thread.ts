/** A thread's pages as one list of messages, and the small texts the Messages screen derives from it. */
import type { InfiniteData } from '@tanstack/react-query';
import type { TConversationMessage, TConversationSummary, TThread } from '#shared/schemas/conversations.ts';

type TThreadPages = InfiniteData<TThread>;

/** Share of the limit from which the reply box shows how many characters it holds. */
const COUNTER_FROM_SHARE = 0.9;

/** The loaded messages oldest first; pages come newest first, and a message two pages hold while they reload is listed once. */
export function getThreadMessages(pages: readonly TThread[]): TConversationMessage[] {
  const byId = new Map<number, TConversationMessage>();
  for (const page of pages.toReversed()) for (const message of page.messages) byId.set(message.id, message);
  return [...byId.values()];
}

/** The viewer's newest message the other side has read ('Seen' goes under it), or null. */
export function findSeenMessageId(messages: readonly TConversationMessage[], otherReadThroughId: number): number | null {
  return messages.findLast((message) => message.fromMySide && message.id <= otherReadThroughId)?.id ?? null;
}

/** The messages that show their interview's card: the newest about each interview, so a card is not repeated. */
export function findInterviewCardIds(messages: readonly TConversationMessage[]): Set<number> {
  const newestByInterview = new Map<number, number>();
  for (const message of messages) if (message.interviewId !== null) newestByInterview.set(message.interviewId, message.id);
  return new Set(newestByInterview.values());
}

/** The thread with the viewer's new message after the newest, as the send call answered it. */
export function appendMessage(thread: TThreadPages, message: TConversationMessage): TThreadPages {
  const [newest, ...older] = thread.pages;
  if (!newest || thread.pages.some((page) => page.messages.some(({ id }) => id === message.id))) return thread;
  return { ...thread, pages: [{ ...newest, messages: [...newest.messages, message] }, ...older] };
}

/** The thread with nothing unread, once the read marker is stored. */
export function markThreadRead(thread: TThreadPages): TThreadPages {
  const [newest, ...older] = thread.pages;
  if (!newest) return thread;
  return { ...thread, pages: [{ ...newest, conversation: { ...newest.conversation, unreadCount: 0 } }, ...older] };
}

/** The list's preview of the last message: 'You: …' when the viewer wrote it. */
export function formatLastMessage({ preview, fromMe }: TConversationSummary['lastMessage']): string {
  return fromMe ? `You: ${preview}` : preview;
}

/** '4,600 / 5,000' near the limit, else null. */
export function formatCharacterCount(length: number, max: number): string | null {
  if (length < max * COUNTER_FROM_SHARE) return null;
  return `${length.toLocaleString('en-US')} / ${max.toLocaleString('en-US')}`;
}

/** A message's time in the reader's locale: the time alone today, with the day before, and the year in other years. */
export function formatMessageTime(value: string, now = Date.now()): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const today = new Date(now);
  const time = { hour: 'numeric', minute: '2-digit' } as const;
  if (date.toDateString() === today.toDateString()) return date.toLocaleTimeString(undefined, time);
  const year = date.getFullYear() === today.getFullYear() ? {} : ({ year: 'numeric' } as const);
  return date.toLocaleString(undefined, { month: 'short', day: 'numeric', ...year, ...time });
}
