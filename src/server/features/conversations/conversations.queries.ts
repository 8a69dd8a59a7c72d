/**
 * Conversations and their messages. The viewer's side decides every column read: an employer (or an
 * admin who contacted someone) is the employer side, which is their whole company (colleagues share
 * its conversations, read markers and archive), a developer the developer side. Every query that
 * takes a conversation id also takes the viewer, so another pair's conversation is never read.
 */
import { and, count, desc, eq, gt, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  DELETED_USER_NAME,
  MESSAGE_PREVIEW_LENGTH,
  type TConversationMessage,
  type TConversationSummary,
} from '#shared/schemas/conversations.ts';
import { toRows } from '#server/db/change-tracking.ts';
import type { Executor } from '#server/db/client.ts';
import { toCompanyLogoUrl } from '#server/db/job-reads.queries.ts';
import { applicantProfiles, companies, conversationMessages, conversations, jobs, messageBlocks, users } from '#server/db/schema.ts';
import { toProfilePictureUrl } from '#server/db/users.queries.ts';

export type TSide = 'employer' | 'developer';
/** Who reads: the person, their side, and on the employer side the company they act for. */
export type TViewerSide = { userId: number; side: 'developer' } | { userId: number; side: 'employer'; companyId: number };

export const sideOf = (userType: string): TSide => (userType === 'developer' ? 'developer' : 'employer');

/** The viewer's conversations: their company's on the employer side, their own on the developer side. */
const isMine = (viewer: TViewerSide) =>
  viewer.side === 'employer' ? eq(conversations.companyId, viewer.companyId) : eq(conversations.developerUserId, viewer.userId);
/**
 * Messages from the other side, a deleted account's (sender null) included: for the employer side the
 * developer's (a colleague's message is not news), for the developer anyone else's.
 */
const fromOtherSide = (viewer: TViewerSide) =>
  viewer.side === 'employer'
    ? sql`${conversationMessages.senderUserId} is not distinct from ${conversations.developerUserId}`
    : or(isNull(conversationMessages.senderUserId), ne(conversationMessages.senderUserId, viewer.userId));
const myReadThrough = (side: TSide) => (side === 'employer' ? conversations.employerReadThrough : conversations.developerReadThrough);

/** The conversation of a company and a developer (about a job, or not), created on first contact with `employerId` its contact. */
export async function findOrCreateConversation(
  tx: Executor,
  params: { companyId: number; employerId: number; developerUserId: number; jobId: number | null; subject: string },
): Promise<number> {
  const [created] = await tx.insert(conversations).values(params).onConflictDoNothing().returning({ id: conversations.id });
  if (created) return created.id;
  const [existing] = await tx
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(
        eq(conversations.companyId, params.companyId),
        eq(conversations.developerUserId, params.developerUserId),
        sql`coalesce(${conversations.jobId}, 0) = ${params.jobId ?? 0}`,
      ),
    );
  return existing!.id;
}

/** The conversation's parties, locked until the transaction ends so that sends in it take turns; undefined when the viewer is not one. */
export async function lockConversation(tx: Executor, params: { conversationId: number; viewer?: TViewerSide }) {
  const [row] = await tx
    .select({
      id: conversations.id,
      employerId: conversations.employerId,
      companyId: conversations.companyId,
      developerUserId: conversations.developerUserId,
      declinedAt: conversations.declinedAt,
    })
    .from(conversations)
    .where(and(eq(conversations.id, params.conversationId), params.viewer ? isMine(params.viewer) : undefined))
    .for('no key update');
  return row;
}

/** A developer blocks a company: none of its members reaches them. */
export async function isBlocked(db: Executor, params: { developerUserId: number; companyId: number }): Promise<boolean> {
  const [row] = await db
    .select({ companyId: messageBlocks.companyId })
    .from(messageBlocks)
    .where(and(eq(messageBlocks.developerUserId, params.developerUserId), eq(messageBlocks.companyId, params.companyId)));
  return Boolean(row);
}

export async function setBlocked(db: Executor, params: { developerUserId: number; companyId: number; blocked: boolean }): Promise<void> {
  const { developerUserId, companyId } = params;
  if (params.blocked) await db.insert(messageBlocks).values({ developerUserId, companyId }).onConflictDoNothing();
  else
    await db.delete(messageBlocks).where(and(eq(messageBlocks.developerUserId, developerUserId), eq(messageBlocks.companyId, companyId)));
}

/**
 * How long until `senderUserId` may send again under a limit of `max` messages in `minutes` (all of
 * them, or within one pair; only outreach, or any): null while fewer than `max` were sent in that
 * window, else the seconds until the oldest of the last `max` leaves it, by the database's clock.
 */
export async function findSendLimitWait(
  db: Executor,
  params: {
    senderUserId: number;
    minutes: number;
    max: number;
    pair?: { companyId: number; developerUserId: number } | { developerUserId: number };
    isOutreach?: boolean;
  },
): Promise<number | null> {
  const { pair } = params;
  const window = sql`make_interval(mins => ${params.minutes})`;
  const [row] = await db
    .select({ seconds: sql<number>`greatest(1, ceil(extract(epoch from ${conversationMessages.createdAt} + ${window} - now())))::int` })
    .from(conversationMessages)
    .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
    .where(
      and(
        eq(conversationMessages.senderUserId, params.senderUserId),
        gt(conversationMessages.createdAt, sql`now() - ${window}`),
        pair && 'companyId' in pair ? eq(conversations.companyId, pair.companyId) : undefined,
        pair ? eq(conversations.developerUserId, pair.developerUserId) : undefined,
        params.isOutreach ? eq(conversationMessages.isOutreach, true) : undefined,
      ),
    )
    .orderBy(desc(conversationMessages.createdAt))
    .offset(params.max - 1)
    .limit(1);
  return row?.seconds ?? null;
}

/** Whether the sender wrote exactly this text in this conversation within the last `seconds`. */
export async function hasRecentDuplicate(
  db: Executor,
  params: { conversationId: number; senderUserId: number; body: string; seconds: number },
): Promise<boolean> {
  const [row] = await db
    .select({ id: conversationMessages.id })
    .from(conversationMessages)
    .where(
      and(
        eq(conversationMessages.conversationId, params.conversationId),
        eq(conversationMessages.senderUserId, params.senderUserId),
        eq(conversationMessages.body, params.body),
        gt(conversationMessages.createdAt, sql`now() - make_interval(secs => ${params.seconds})`),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Whether the developer has written in this conversation: the employer's messages before that are outreach. */
export async function hasDeveloperReplied(db: Executor, params: { conversationId: number; developerUserId: number }): Promise<boolean> {
  const [row] = await db
    .select({ id: conversationMessages.id })
    .from(conversationMessages)
    .where(
      and(eq(conversationMessages.conversationId, params.conversationId), eq(conversationMessages.senderUserId, params.developerUserId)),
    )
    .limit(1);
  return Boolean(row);
}

/** Whether the recipient's side had unread messages in the conversation: if so they were already told, and are not e-mailed again. */
export async function hasUnread(db: Executor, params: { conversationId: number; recipient: TViewerSide }): Promise<boolean> {
  const { recipient } = params;
  const [row] = await db
    .select({ id: conversationMessages.id })
    .from(conversationMessages)
    .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
    .where(
      and(
        eq(conversationMessages.conversationId, params.conversationId),
        fromOtherSide(recipient),
        gt(conversationMessages.id, myReadThrough(recipient.side)),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * Stores a message and moves the conversation on: its time, the sender's read marker (they have
 * read their own message), for the recipient out of the archive, and a colleague who writes becomes
 * the developer's contact.
 */
export async function insertMessage(
  tx: Executor,
  params: {
    conversationId: number;
    sender: TViewerSide;
    body: string;
    subject?: string | null;
    kind?: 'message' | 'decline';
    isOutreach?: boolean;
    interviewId?: number | null;
  },
) {
  const { conversationId, sender, ...values } = params;
  const [message] = await tx
    .insert(conversationMessages)
    .values({ conversationId, senderUserId: sender.userId, ...values })
    .returning({ id: conversationMessages.id, createdAt: conversationMessages.createdAt });
  const recipientSide: TSide = sender.side === 'employer' ? 'developer' : 'employer';
  await tx
    .update(conversations)
    .set({
      lastMessageAt: message!.createdAt,
      [sender.side === 'employer' ? 'employerReadThrough' : 'developerReadThrough']: message!.id,
      [recipientSide === 'employer' ? 'employerArchivedAt' : 'developerArchivedAt']: null,
      ...(sender.side === 'employer' ? { employerId: sender.userId } : {}),
      ...(params.kind === 'decline' ? { declinedAt: message!.createdAt } : {}),
    })
    .where(eq(conversations.id, conversationId));
  return message!;
}

export async function markMessageEmailed(db: Executor, params: { messageId: number }): Promise<void> {
  await db
    .update(conversationMessages)
    .set({ emailedAt: sql`now()` })
    .where(eq(conversationMessages.id, params.messageId));
}

/** Moves the viewer's read marker up to `throughMessageId` (never back, never past the newest message); false when not theirs. */
export async function markRead(
  db: Executor,
  params: { conversationId: number; viewer: TViewerSide; throughMessageId: number },
): Promise<boolean> {
  const { viewer } = params;
  const column = myReadThrough(viewer.side);
  const newest = sql`(select coalesce(max(${conversationMessages.id}), 0) from ${conversationMessages} where ${conversationMessages.conversationId} = ${params.conversationId})`;
  const updated = await db
    .update(conversations)
    .set({
      [viewer.side === 'employer' ? 'employerReadThrough' : 'developerReadThrough']:
        sql`greatest(${column}, least(${params.throughMessageId}, ${newest}))`,
    })
    .where(and(eq(conversations.id, params.conversationId), isMine(viewer)))
    .returning({ id: conversations.id });
  return updated.length > 0;
}

export async function setArchived(
  db: Executor,
  params: { conversationId: number; viewer: TViewerSide; archived: boolean },
): Promise<boolean> {
  const { viewer } = params;
  const updated = await db
    .update(conversations)
    .set({ [viewer.side === 'employer' ? 'employerArchivedAt' : 'developerArchivedAt']: params.archived ? sql`now()` : null })
    .where(and(eq(conversations.id, params.conversationId), isMine(viewer)))
    .returning({ id: conversations.id });
  return updated.length > 0;
}

type TSummaryRow = {
  id: number;
  subject: string;
  job_id: number | null;
  job_title: string | null;
  /** Null once the other party deleted their account. */
  other_user_id: number | null;
  other_full_name: string;
  other_picture_file_id: number | null;
  company_name: string | null;
  company_logo_file_id: number | null;
  developer_job_title: string | null;
  applicant_id: number | null;
  last_body: string;
  last_sender_user_id: number | null;
  last_created_at: Date | string;
  last_message_at: Date | string;
  unread_count: number | string;
  archived: boolean;
  declined: boolean;
  blocked: boolean;
  other_read_through: number;
  company_id: number | null;
};

const toIso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

function toPreview(body: string): string {
  const line = body.replace(/\s+/g, ' ').trim();
  return line.length > MESSAGE_PREVIEW_LENGTH ? `${line.slice(0, MESSAGE_PREVIEW_LENGTH - 1)}…` : line;
}

function toSummary(row: TSummaryRow, viewer: TViewerSide): TConversationSummary {
  const isOtherEmployer = viewer.side === 'developer';
  const otherUserId = row.other_user_id;
  const logoUrl =
    row.company_logo_file_id === null || row.company_id === null ? null : toCompanyLogoUrl(row.company_id, row.company_logo_file_id);
  return {
    id: row.id,
    subject: row.subject,
    job: row.job_id === null ? null : { id: row.job_id, title: row.job_title ?? '' },
    other: {
      userId: otherUserId,
      fullName: row.other_full_name,
      headline: isOtherEmployer ? row.company_name : row.developer_job_title,
      pictureUrl:
        (isOtherEmployer ? logoUrl : null) ?? (otherUserId === null ? null : toProfilePictureUrl(otherUserId, row.other_picture_file_id)),
      applicantId: isOtherEmployer ? null : row.applicant_id,
    },
    lastMessage: {
      preview: toPreview(row.last_body),
      fromMe: row.last_sender_user_id === viewer.userId,
      createdAt: toIso(row.last_created_at),
    },
    unreadCount: Number(row.unread_count),
    archived: row.archived,
    declined: row.declined,
    // The employer is never told they were blocked, only that replies are closed.
    blocked: isOtherEmployer && row.blocked,
  };
}

/** The summary query for the viewer's side; `where` narrows it (one conversation, a page of the list). */
function selectSummaries(viewer: TViewerSide, where: SQL, orderAndLimit: SQL) {
  const isMine = viewer.side === 'employer' ? sql`c.company_id = ${viewer.companyId}` : sql`c.developer_user_id = ${viewer.userId}`;
  const isFromOtherSide =
    viewer.side === 'employer'
      ? sql`m.sender_user_id is not distinct from c.developer_user_id`
      : sql`m.sender_user_id is distinct from ${viewer.userId}`;
  const other = viewer.side === 'employer' ? sql`c.developer_user_id` : sql`c.employer_id`;
  const readThrough = viewer.side === 'employer' ? sql`c.employer_read_through` : sql`c.developer_read_through`;
  const otherReadThrough = viewer.side === 'employer' ? sql`c.developer_read_through` : sql`c.employer_read_through`;
  const archivedAt = viewer.side === 'employer' ? sql`c.employer_archived_at` : sql`c.developer_archived_at`;
  return sql`
    select c.id, c.subject, c.job_id, j.title as job_title,
      o.id as other_user_id, coalesce(o.full_name, ${DELETED_USER_NAME}) as other_full_name, o.profile_picture_file_id as other_picture_file_id,
      co.name as company_name, co.logo_file_id as company_logo_file_id,
      ap.job_title as developer_job_title, ap.id as applicant_id,
      last.body as last_body, last.sender_user_id as last_sender_user_id, last.created_at as last_created_at,
      c.last_message_at,
      (select count(*) from ${conversationMessages} m
        where m.conversation_id = c.id and m.id > ${readThrough} and ${isFromOtherSide}) as unread_count,
      ${archivedAt} is not null as archived,
      c.declined_at is not null as declined,
      exists (select 1 from ${messageBlocks} b where b.developer_user_id = c.developer_user_id and b.company_id = c.company_id) as blocked,
      ${otherReadThrough} as other_read_through, c.company_id
    from ${conversations} c
    left join ${users} o on o.id = ${other}
    left join ${jobs} j on j.id = c.job_id
    left join ${companies} co on co.id = c.company_id
    left join ${applicantProfiles} ap on ap.user_id = c.developer_user_id
    join lateral (
      select m.body, m.sender_user_id, m.created_at from ${conversationMessages} m
      where m.conversation_id = c.id order by m.id desc limit 1
    ) last on true
    where ${isMine} and ${where}
    ${orderAndLimit}`;
}

/** A page of the viewer's conversations, newest activity first; the cursor is the last row's (time in µs, id). */
export async function listConversations(
  db: Executor,
  params: { viewer: TViewerSide; archived: boolean; cursor: { atMicros: bigint; id: number } | null; limit: number },
) {
  const { viewer, cursor } = params;
  const archivedAt = viewer.side === 'employer' ? sql`c.employer_archived_at` : sql`c.developer_archived_at`;
  const after = cursor
    ? sql`(c.last_message_at, c.id) < (to_timestamp(${cursor.atMicros.toString()}::numeric / 1000000), ${cursor.id})`
    : sql`true`;
  const rows = toRows<TSummaryRow & { at_micros: string }>(
    await db.execute(
      sql`select s.*, (extract(epoch from s.last_message_at) * 1000000)::bigint::text as at_micros from (${selectSummaries(
        viewer,
        sql`${params.archived ? sql`${archivedAt} is not null` : sql`${archivedAt} is null`} and ${after}`,
        sql`order by c.last_message_at desc, c.id desc limit ${params.limit + 1}`,
      )}) s order by s.last_message_at desc, s.id desc`,
    ),
  );
  const page = rows.slice(0, params.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => toSummary(row, viewer)),
    nextCursor: rows.length > params.limit && last ? `${last.at_micros}:${last.id}` : null,
  };
}

/** One conversation as the viewer sees it, or undefined when they are not a party to it. */
export async function findConversation(db: Executor, params: { conversationId: number; viewer: TViewerSide }) {
  const [row] = toRows<TSummaryRow>(await db.execute(selectSummaries(params.viewer, sql`c.id = ${params.conversationId}`, sql``)));
  // isPairBlocked: for the employer too, who is told only that replies are closed.
  return (
    row && {
      summary: toSummary(row, params.viewer),
      otherReadThroughId: row.other_read_through,
      isPairBlocked: row.blocked,
      // The developer's contact may have left while the company still answers.
      isOtherPartyGone: params.viewer.side === 'employer' ? row.other_user_id === null : row.company_id === null,
    }
  );
}

/** Unread messages across the viewer's conversations. */
export async function countUnreadMessages(db: Executor, params: { viewer: TViewerSide }): Promise<number> {
  const { viewer } = params;
  const [row] = await db
    .select({ total: count() })
    .from(conversationMessages)
    .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
    .where(and(isMine(viewer), gt(conversationMessages.id, myReadThrough(viewer.side)), fromOtherSide(viewer)));
  return row?.total ?? 0;
}

/** On the employer side, whether a sender is a colleague: not the developer (a deleted sender is a colleague while the developer's account lives). */
const isColleague = (senderUserId: number | null, developerUserId: number | null) =>
  senderUserId === null ? developerUserId !== null : senderUserId !== developerUserId;

/**
 * A page of the thread, newest `limit` before `before`, returned oldest first. `developerUserId` (the
 * conversation's developer, null once deleted) is given for an employer-side viewer: every other
 * sender is their side, a colleague's message included.
 */
export async function listMessages(
  db: Executor,
  params: { conversationId: number; viewerUserId: number; before?: number; limit: number; developerUserId?: number | null },
) {
  const rows = await db
    .select({
      id: conversationMessages.id,
      senderUserId: conversationMessages.senderUserId,
      senderName: sql<string>`coalesce(${users.fullName}, ${DELETED_USER_NAME})`,
      subject: conversationMessages.subject,
      body: conversationMessages.body,
      kind: conversationMessages.kind,
      interviewId: conversationMessages.interviewId,
      createdAt: conversationMessages.createdAt,
    })
    .from(conversationMessages)
    .leftJoin(users, eq(users.id, conversationMessages.senderUserId))
    .where(
      and(
        eq(conversationMessages.conversationId, params.conversationId),
        params.before === undefined ? undefined : lt(conversationMessages.id, params.before),
      ),
    )
    .orderBy(desc(conversationMessages.id))
    .limit(params.limit + 1);
  const messages: TConversationMessage[] = rows
    .slice(0, params.limit)
    .reverse()
    .map(({ senderUserId, createdAt, ...message }) => ({
      ...message,
      fromMe: senderUserId === params.viewerUserId,
      fromMySide:
        params.developerUserId === undefined ? senderUserId === params.viewerUserId : isColleague(senderUserId, params.developerUserId),
      createdAt: createdAt.toISOString(),
    }));
  return { messages, hasOlder: rows.length > params.limit };
}

/** The candidates a company wrote to: for each, the conversation with their latest message from the company's side. */
export async function listContactedCandidates(db: Executor, params: { companyId: number }) {
  const rows = toRows<{ applicant_id: number; conversation_id: number; contacted_at: Date | string }>(
    await db.execute(sql`
      select distinct on (ap.id) ap.id as applicant_id, c.id as conversation_id, sent.created_at as contacted_at
      from ${conversations} c
      join ${applicantProfiles} ap on ap.user_id = c.developer_user_id
      join lateral (
        select m.created_at from ${conversationMessages} m
        where m.conversation_id = c.id and m.sender_user_id is distinct from c.developer_user_id order by m.id desc limit 1
      ) sent on true
      where c.company_id = ${params.companyId}
      order by ap.id, sent.created_at desc`),
  );
  return rows.map((row) => ({ applicantId: row.applicant_id, conversationId: row.conversation_id, contactedAt: toIso(row.contacted_at) }));
}

/** The recipient of a message: who they are and whether they want e-mails about it. */
export async function findMessageRecipient(db: Executor, params: { userId: number }) {
  const [row] = await db
    .select({ id: users.id, email: users.email, fullName: users.fullName, messageEmails: users.messageEmails })
    .from(users)
    .where(eq(users.id, params.userId));
  return row;
}

export async function getMessageEmails(db: Executor, params: { userId: number }): Promise<boolean> {
  const [row] = await db.select({ messageEmails: users.messageEmails }).from(users).where(eq(users.id, params.userId));
  return row?.messageEmails ?? true;
}

export async function setMessageEmails(db: Executor, params: { userId: number; messageEmails: boolean }): Promise<void> {
  await db.update(users).set({ messageEmails: params.messageEmails }).where(eq(users.id, params.userId));
}
