/** GET /api/conversations: a page of the viewer's conversations, newest activity first, with their unread total. */
import { CONVERSATIONS_PAGE_SIZE } from '#shared/schemas/conversations.ts';
import type { TAppContext } from '#server/context.ts';
import type { TActor } from '#server/plugins/auth.ts';
import { resolveViewerSide } from './conversation-access.ts';
import { countUnreadMessages, listConversations } from './conversations.queries.ts';

/** The cursor is the last row's `<activity in microseconds>:<id>`. */
function parseCursor(cursor: string | undefined) {
  if (!cursor) return null;
  const [atMicros, id] = cursor.split(':');
  return { atMicros: BigInt(atMicros!), id: Number(id) };
}

export async function listOwnConversations({ db }: Pick<TAppContext, 'db'>, actor: TActor, params: { archived: boolean; cursor?: string }) {
  const viewer = await resolveViewerSide(db, actor, 'read');
  const page = await listConversations(db, {
    viewer,
    archived: params.archived,
    cursor: parseCursor(params.cursor),
    limit: CONVERSATIONS_PAGE_SIZE,
  });
  return { ...page, unreadTotal: await countUnreadMessages(db, { viewer }) };
}
