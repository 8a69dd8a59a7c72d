import { describe, expect, it } from 'vitest';
import type { TConversationList, TConversationSummary } from '#shared/schemas/conversations.ts';
import { getEmptyListText, getListedConversations } from './conversation-list.ts';

function conversation(id: number): TConversationSummary {
  return {
    id,
    subject: `Subject ${id}`,
    job: null,
    other: { userId: 2, fullName: 'Ada Lovelace', headline: null, pictureUrl: null, applicantId: null },
    lastMessage: { preview: '', fromMe: false, createdAt: '' },
    unreadCount: 0,
    archived: false,
    declined: false,
    blocked: false,
  };
}

const page = (ids: number[]): TConversationList => ({ items: ids.map(conversation), nextCursor: null, unreadTotal: 0 });

describe('getListedConversations', () => {
  it('lists every page in order, a conversation that moved up only once', () => {
    expect(getListedConversations([page([9, 8, 7]), page([9, 6])]).map(({ id }) => id)).toEqual([9, 8, 7, 6]);
    expect(getListedConversations([])).toEqual([]);
  });
});

describe('getEmptyListText', () => {
  it('speaks to the developer, the employer, and of the archive', () => {
    expect(getEmptyListText({ archived: false, isDeveloper: true })).toBe(
      'No messages yet. When an employer writes to you, the conversation appears here.',
    );
    expect(getEmptyListText({ archived: false, isDeveloper: false })).toBe(
      "No conversations yet. Contact a candidate from search, their profile or a job's pipeline.",
    );
    expect(getEmptyListText({ archived: true, isDeveloper: true })).toBe('No archived conversations.');
  });
});
