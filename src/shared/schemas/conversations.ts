/**
 * Conversations between an employer and a developer: one per pair, and one more per job the employer
 * writes about. Both sides read and answer in the Messages screen; the developer can decline with a
 * fixed polite text, archive, or block the employer.
 */
import { z } from 'zod';
import { createBodyIdSchema, createIdSchema } from './id.ts';
import { createTextSchema, ZResponseTextSchema } from './text.ts';

export const MESSAGE_MAX_LENGTH = 5000;
export const CONTACT_SUBJECT_MAX_LENGTH = 200;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;
/** Conversations per page of the list, newest activity first. */
export const CONVERSATIONS_PAGE_SIZE = 30;
/** Messages per page of a thread, read backwards from the newest. */
export const MESSAGES_PAGE_SIZE = 50;
/** The characters of the last message shown in the list. */
export const MESSAGE_PREVIEW_LENGTH = 140;

/** The developer's one-click answer: short, kind and always the same. */
export const DECLINE_MESSAGE_TEXT =
  "Thank you for reaching out and for thinking of me. I'm not looking to move at the moment, so I'll pass on this one. I wish you the best with your search!";

/** How a party whose account was deleted is shown: their messages stay for the other side. */
export const DELETED_USER_NAME = 'Deleted user';

/** What an employer is told when the developer blocked them: nothing more. */
export const NOT_ACCEPTING_MESSAGES = 'This candidate is not accepting messages.';

export const ZConversationParamsSchema = z.object({ conversationId: createIdSchema('Conversation id') });

export const ZConversationListQuerySchema = z
  .object({
    archived: z.enum(['true', 'false'], { error: "Archived must be 'true' or 'false'" }).optional(),
    /** The `nextCursor` of the previous page. */
    cursor: createTextSchema({ label: 'Cursor', error: 'Cursor must be text' })
      .regex(/^\d{1,16}:\d{1,10}$/, 'Cursor is not valid')
      .optional(),
  })
  .strict();

export const ZThreadQuerySchema = z.object({ before: createIdSchema('Before').optional() }).strict();

/** The person on the other side, as the viewer knows them. */
const ZConversationPartySchema = z.object({
  /** Null once they deleted their account (fullName is then DELETED_USER_NAME). */
  userId: z.number().nullable(),
  fullName: ZResponseTextSchema,
  /** The employer's company, or the developer's job title. */
  headline: ZResponseTextSchema.nullable(),
  pictureUrl: ZResponseTextSchema.nullable(),
  /** The developer's applicant id (favourites, notes, contact), for the employer; null for the developer. */
  applicantId: z.number().nullable(),
});

export const ZConversationSummarySchema = z.object({
  id: z.number(),
  subject: ZResponseTextSchema,
  job: z.object({ id: z.number(), title: ZResponseTextSchema }).nullable(),
  other: ZConversationPartySchema,
  lastMessage: z.object({ preview: ZResponseTextSchema, fromMe: z.boolean(), createdAt: ZResponseTextSchema }),
  unreadCount: z.number(),
  /** Archived by the viewer (each side archives for itself). */
  archived: z.boolean(),
  declined: z.boolean(),
  /** The developer blocked the employer; only the developer is told. */
  blocked: z.boolean(),
});
export type TConversationSummary = z.infer<typeof ZConversationSummarySchema>;

export const ZConversationListSchema = z.object({
  items: z.array(ZConversationSummarySchema),
  nextCursor: ZResponseTextSchema.nullable(),
  /** Unread messages across all the viewer's conversations. */
  unreadTotal: z.number(),
});
export type TConversationList = z.infer<typeof ZConversationListSchema>;

export const ZConversationMessageSchema = z.object({
  id: z.number(),
  fromMe: z.boolean(),
  /** Written by the viewer's side: them, or on the employer side a colleague (whose name is `senderName`). */
  fromMySide: z.boolean(),
  senderName: ZResponseTextSchema,
  /** The subject of an employer's contact message; null for a reply. */
  subject: ZResponseTextSchema.nullable(),
  body: ZResponseTextSchema,
  kind: z.enum(['message', 'decline']),
  /** The interview this message proposes or answers: the thread shows its times as a card. */
  interviewId: z.number().nullable(),
  createdAt: ZResponseTextSchema,
});
export type TConversationMessage = z.infer<typeof ZConversationMessageSchema>;

export const ZThreadSchema = z.object({
  conversation: ZConversationSummarySchema.extend({
    /** The other side has read every message up to this id (0: none): the viewer's "Seen". */
    otherReadThroughId: z.number(),
    canReply: z.boolean(),
    /** Why the viewer cannot reply, when they cannot. */
    replyNotice: ZResponseTextSchema.nullable(),
  }),
  /** Oldest first. */
  messages: z.array(ZConversationMessageSchema),
  hasOlder: z.boolean(),
});
export type TThread = z.infer<typeof ZThreadSchema>;

const messageBody = () =>
  createTextSchema({ label: 'Message', error: 'Message must be text' })
    .trim()
    .min(1, 'Message is required')
    .max(MESSAGE_MAX_LENGTH, `Message must be at most ${MESSAGE_MAX_LENGTH} characters long`);

/** POST /api/conversations/{id}/messages */
export const ZSendMessageRequestSchema = z.object({ body: messageBody() }).strict();
export type TSendMessageRequest = z.input<typeof ZSendMessageRequestSchema>;

/** POST /api/conversations/{id}/read: up to the newest message the viewer has on screen. */
export const ZMarkReadRequestSchema = z.object({ throughMessageId: z.number().int().min(0).max(2_147_483_647) }).strict();

/** PUT /api/conversations/{id}/archived */
export const ZArchiveRequestSchema = z.object({ archived: z.boolean({ error: 'Archived must be true or false' }) }).strict();

/** PUT /api/conversations/{id}/blocked (developers only) */
export const ZBlockRequestSchema = z.object({ blocked: z.boolean({ error: 'Blocked must be true or false' }) }).strict();

/** GET and PUT /api/conversations/settings */
export const ZMessageSettingsSchema = z.object({ messageEmails: z.boolean({ error: 'Message e-mails must be true or false' }) }).strict();
export type TMessageSettings = z.infer<typeof ZMessageSettingsSchema>;

/** GET /api/employer/{employerId}/contacts: the candidates this employer wrote to, with the latest conversation. */
export const ZContactedCandidateSchema = z.object({
  applicantId: z.number(),
  conversationId: z.number(),
  contactedAt: ZResponseTextSchema,
});
export type TContactedCandidate = z.infer<typeof ZContactedCandidateSchema>;
export const ZContactedCandidateListSchema = z.array(ZContactedCandidateSchema);

/** The server-sent event of GET /api/conversations/events: this conversation has news. */
export const CONVERSATION_EVENT = 'conversation';
export type TConversationEvent = { conversationId: number };

/** POST /api/employer/contact. */
export const ZContactRequestSchema = z
  .object({
    candidateId: createBodyIdSchema('Candidate id'),
    subject: createTextSchema({ label: 'Subject', error: 'Subject must be text' })
      .trim()
      .min(1, 'Subject is required')
      .max(CONTACT_SUBJECT_MAX_LENGTH, `Subject must be at most ${CONTACT_SUBJECT_MAX_LENGTH} characters long`),
    message: createTextSchema({ label: 'Message', error: 'Message must be text' })
      .trim()
      .min(1, 'Message is required')
      .max(CONTACT_MESSAGE_MAX_LENGTH, `Message must be at most ${CONTACT_MESSAGE_MAX_LENGTH} characters long`),
    /** Optional: the employer's job this message is about (a job's pipeline), its own conversation. */
    jobId: createBodyIdSchema('Job id').optional(),
  })
  .strict();
export type TContactRequest = z.input<typeof ZContactRequestSchema>;

export const ZContactResponseSchema = z.object({
  id: z.number(),
  candidateId: z.number(),
  subject: ZResponseTextSchema,
  createdAt: ZResponseTextSchema,
  /** The conversation the message opened or continued (/messages/{conversationId}). */
  conversationId: z.number(),
});
