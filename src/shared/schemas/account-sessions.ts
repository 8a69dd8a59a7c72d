/** The signed-in user's sessions: where they are signed in, each one ended on its own or all but this one. */
import { z } from 'zod';
import { createTextSchema, ZResponseTextSchema } from './text.ts';

export const ZAccountSessionSchema = z.object({
  /** Names the session in the routes; not its cookie, nor anything that leads to it. */
  id: ZResponseTextSchema,
  /** 'Chrome on macOS', from the browser's user agent; 'Unknown device' without one. */
  device: ZResponseTextSchema,
  createdAt: ZResponseTextSchema,
  /** To within a few minutes: sessions note their use no more often. */
  lastSeenAt: ZResponseTextSchema,
  isCurrent: z.boolean(),
});
export type TAccountSession = z.infer<typeof ZAccountSessionSchema>;

/** GET /api/account/sessions: the current session first, then the most recently used. */
export const ZAccountSessionListSchema = z.array(ZAccountSessionSchema);

export const ZAccountSessionParamsSchema = z.object({
  sessionId: createTextSchema({ label: 'Session id', error: 'Session id must be text' }).regex(/^[\w-]{22}$/, 'Session id is not valid'),
});

/** POST /api/account/sessions/end-others */
export const ZEndedSessionsSchema = z.object({ ended: z.number() });
