/**
 * Live news of conversations: GET /api/conversations/events keeps a server-sent event stream open per
 * browser tab, and a write to a conversation NOTIFYs both parties' ids at commit. Every server LISTENs,
 * so a message stored through one server reaches streams held by another. The stream only says which
 * conversation changed; the client then reads it through the usual, permission-checked routes.
 */
import type { ServerResponse } from 'node:http';
import { sql } from 'drizzle-orm';
import { CONVERSATION_EVENT } from '#shared/schemas/conversations.ts';
import type { Executor } from '#server/db/client.ts';
import { listMemberIds } from '#server/db/company-members.queries.ts';

export const CONVERSATION_CHANNEL = 'devmatch_conversation';

/** A comment line now and then keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 25_000;
/** Streams end after a while and the browser reconnects, so a session that ended meanwhile is asked again. */
const STREAM_LIFETIME_MS = 10 * 60_000;
const RECONNECT_DELAY_MS = 3_000;
/** Open tabs per user; the oldest stream ends when one more opens. */
const STREAMS_PER_USER = 8;

/** Tells the conversation's parties, on every server, once the transaction commits. */
export async function announceConversation(tx: Executor, params: { conversationId: number; userIds: (number | null)[] }): Promise<void> {
  // A party whose account was deleted (null) has no stream to tell.
  const userIds = params.userIds.filter((userId) => userId !== null);
  await tx.execute(sql`select pg_notify(${CONVERSATION_CHANNEL}, ${`${params.conversationId}:${userIds.join(',')}`})`);
}

/** Who hears of a change: the developer and every member of the company (colleagues share the conversation). */
export async function listConversationAudience(
  db: Executor,
  conversation: { companyId: number | null; developerUserId: number | null },
): Promise<(number | null)[]> {
  const members = conversation.companyId === null ? [] : await listMemberIds(db, { companyId: conversation.companyId });
  return [conversation.developerUserId, ...members];
}

export type TConversationStreams = ReturnType<typeof createConversationStreams>;

export function createConversationStreams() {
  const streamsByUser = new Map<number, Set<ServerResponse>>();
  const heartbeat = setInterval(() => {
    for (const streams of streamsByUser.values()) for (const stream of streams) stream.write(': ping\n\n');
  }, HEARTBEAT_MS);
  heartbeat.unref();

  function remove(userId: number, stream: ServerResponse) {
    const streams = streamsByUser.get(userId);
    streams?.delete(stream);
    if (streams?.size === 0) streamsByUser.delete(userId);
  }

  return {
    /** Starts the event stream on `stream` (headers included) for `userId`. */
    open(userId: number, stream: ServerResponse): void {
      stream.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-store, no-transform',
        'x-content-type-options': 'nosniff',
        // nginx and similar proxies would otherwise hold the events back in their buffers.
        'x-accel-buffering': 'no',
      });
      stream.write(`retry: ${RECONNECT_DELAY_MS}\n\n`);
      const streams = streamsByUser.get(userId) ?? new Set();
      streamsByUser.set(userId, streams.add(stream));
      if (streams.size > STREAMS_PER_USER) streams.values().next().value?.end();
      const lifetime = setTimeout(() => stream.end(), STREAM_LIFETIME_MS);
      lifetime.unref();
      stream.on('close', () => {
        clearTimeout(lifetime);
        remove(userId, stream);
      });
    },
    /** A NOTIFY payload from announceConversation: each named user's streams hear of the conversation. */
    onNotice(payload: string): void {
      const [conversationId, userIds = ''] = payload.split(':');
      const event = `event: ${CONVERSATION_EVENT}\ndata: ${JSON.stringify({ conversationId: Number(conversationId) })}\n\n`;
      for (const userId of userIds.split(',')) for (const stream of streamsByUser.get(Number(userId)) ?? []) stream.write(event);
    },
    /** Ends every stream (the server is stopping; browsers reconnect to another one). */
    closeAll(): void {
      clearInterval(heartbeat);
      for (const streams of streamsByUser.values()) for (const stream of streams) stream.end();
      streamsByUser.clear();
    },
  };
}
