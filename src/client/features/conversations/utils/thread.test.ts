import { describe, expect, it } from 'vitest';
import type { TConversationMessage, TThread } from '#shared/schemas/conversations.ts';
import {
  appendMessage,
  findInterviewCardIds,
  findSeenMessageId,
  formatCharacterCount,
  formatLastMessage,
  formatMessageTime,
  getThreadMessages,
  markThreadRead,
} from './thread.ts';

function message(id: number, fromMe: boolean, fromMySide = fromMe): TConversationMessage {
  const senderName = fromMe ? 'Me' : fromMySide ? 'A colleague' : 'Them';
  return { id, fromMe, fromMySide, senderName, subject: null, body: `Message ${id}`, kind: 'message', interviewId: null, createdAt: '' };
}

function page(messages: TConversationMessage[], unreadCount = 0): TThread {
  return {
    conversation: {
      id: 1,
      subject: 'Hello',
      job: null,
      other: { userId: 2, fullName: 'Ada Lovelace', headline: null, pictureUrl: null, applicantId: null },
      lastMessage: { preview: '', fromMe: false, createdAt: '' },
      unreadCount,
      archived: false,
      declined: false,
      blocked: false,
      otherReadThroughId: 0,
      canReply: true,
      replyNotice: null,
    },
    messages,
    hasOlder: false,
  };
}

const ids = (messages: TConversationMessage[]) => messages.map(({ id }) => id);

describe('getThreadMessages', () => {
  it('lists the pages (newest first) oldest message first, each message once', () => {
    const newest = page([message(5, true), message(6, false)]);
    const older = page([message(1, false), message(3, true), message(5, true)]);
    expect(ids(getThreadMessages([newest, older]))).toEqual([1, 3, 5, 6]);
    expect(getThreadMessages([])).toEqual([]);
  });
});

describe('findSeenMessageId', () => {
  const messages = [message(1, true), message(2, false), message(3, true), message(4, true)];

  it("is the viewer's newest message up to the other side's read marker", () => {
    expect(findSeenMessageId(messages, 3)).toBe(3);
    expect(findSeenMessageId(messages, 2)).toBe(1);
    expect(findSeenMessageId(messages, 10)).toBe(4);
  });

  it("counts a colleague's message as the viewer's side's", () => {
    expect(findSeenMessageId([message(1, true), message(2, false, true), message(3, false)], 5)).toBe(2);
  });

  it('is null when the other side has read none of them', () => {
    expect(findSeenMessageId(messages, 0)).toBeNull();
    expect(findSeenMessageId([message(1, false)], 1)).toBeNull();
  });
});

describe('findInterviewCardIds', () => {
  it('is the newest message about each interview, so each card shows once', () => {
    const about = (id: number, interviewId: number | null) => ({ ...message(id, false), interviewId });
    const messages = [about(1, 7), about(2, null), about(3, 8), about(4, 7)];
    expect([...findInterviewCardIds(messages)].sort()).toEqual([3, 4]);
  });
});

describe('appendMessage', () => {
  const thread = { pages: [page([message(3, false)]), page([message(1, false)])], pageParams: [null, 3] };

  it('adds the sent message after the newest one', () => {
    const next = appendMessage(thread, message(4, true));
    expect(ids(getThreadMessages(next.pages))).toEqual([1, 3, 4]);
    expect(next.pageParams).toEqual([null, 3]);
  });

  it('leaves a thread that already holds the message as it is', () => {
    expect(appendMessage(thread, message(1, false))).toBe(thread);
  });
});

describe('markThreadRead', () => {
  it('clears the unread count', () => {
    const thread = { pages: [page([message(3, false)], 2)], pageParams: [null] };
    expect(markThreadRead(thread).pages[0]?.conversation.unreadCount).toBe(0);
  });
});

describe('formatLastMessage', () => {
  it("prefixes the viewer's own message with 'You: '", () => {
    expect(formatLastMessage({ preview: 'See you then', fromMe: true, createdAt: '' })).toBe('You: See you then');
    expect(formatLastMessage({ preview: 'See you then', fromMe: false, createdAt: '' })).toBe('See you then');
  });
});

describe('formatCharacterCount', () => {
  it('counts only near the limit', () => {
    expect(formatCharacterCount(4499, 5000)).toBeNull();
    expect(formatCharacterCount(4500, 5000)).toBe('4,500 / 5,000');
    expect(formatCharacterCount(5000, 5000)).toBe('5,000 / 5,000');
  });
});

describe('formatMessageTime', () => {
  const now = Date.parse('2026-05-10T12:00:00Z');

  it('gives the time alone today, the day in other days, and the year in other years', () => {
    const today = formatMessageTime('2026-05-10T11:30:00Z', now);
    expect(today).not.toMatch(/May/);
    expect(today).toMatch(/\d:\d\d/);
    expect(formatMessageTime('2026-03-04T12:00:00Z', now)).toMatch(/Mar/);
    expect(formatMessageTime('2026-03-04T12:00:00Z', now)).not.toMatch(/2026/);
    expect(formatMessageTime('2025-03-04T12:00:00Z', now)).toMatch(/2025/);
  });

  it('is empty for a bad date', () => {
    expect(formatMessageTime('not a date', now)).toBe('');
  });
});
