import { describe, expect, it } from 'vitest';
import { readConversationEvent } from './conversation-events.ts';

describe('readConversationEvent', () => {
  it("reads the event's conversation id", () => {
    expect(readConversationEvent('{"conversationId":12}')).toBe(12);
  });

  it('is null for data without a whole-number id', () => {
    expect(readConversationEvent(undefined)).toBeNull();
    expect(readConversationEvent('')).toBeNull();
    expect(readConversationEvent('not json')).toBeNull();
    expect(readConversationEvent('null')).toBeNull();
    expect(readConversationEvent('{"conversationId":"12"}')).toBeNull();
    expect(readConversationEvent('{"conversationId":1.5}')).toBeNull();
    expect(readConversationEvent('{}')).toBeNull();
  });
});
