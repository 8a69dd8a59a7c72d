/**
 * Public lists and pages (the job board and job pages, the blog list and posts) answered from
 * memory: the same answer for every visitor, read far more often than it changes. An answer is
 * kept, already serialized and with its ETag, until migration 0021's triggers say its area changed
 * (any writer, any server), or at the latest for MAX_AGE_MS: view counts change without a notice,
 * so a post's page is dropped by each view this server counts and the blog list shows counts up to
 * a minute old. While notices could be missed (the listening connection is down) nothing is kept.
 * Browsers and proxies get the ETag and a short lifetime: a browser asks again each time and gets
 * 304 when nothing changed; a shared cache may answer for SHARED_MAX_AGE_SECONDS.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { PUBLIC_CHANGE_CHANNEL, type TPublicArea } from '../db/public-change-channel.ts';
import type { TZodApp } from '../lib/route-params.ts';

const MAX_ENTRIES = 200;
const MAX_AGE_MS = 60_000;
const SHARED_MAX_AGE_SECONDS = 15;
const CACHE_CONTROL = `public, max-age=0, s-maxage=${SHARED_MAX_AGE_SECONDS}, must-revalidate`;

type TKeptAnswer = { body: string; etag: string; expiresAt: number };

type TRead = () => Promise<{ value: unknown; expiresAt?: number }>;

export type TPublicAnswers = {
  /**
   * Answers `request` with the kept answer for `key`, or with what `read` finds (kept until it
   * changes or `expiresAt`), as `schema` (the route's response schema) sends it. A read that throws
   * (404) is answered as usual and not kept.
   */
  send: (request: FastifyRequest, reply: FastifyReply, answer: { key: string; schema: z.ZodType; read: TRead }) => Promise<FastifyReply>;
  /** Drops the answer for `key` on this server, after a write no notice reports (a view count). */
  forget: (key: string) => void;
};

const toEtag = (body: string) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

function isFresh(request: FastifyRequest, etag: string): boolean {
  const asked = request.headers['if-none-match'];
  return asked !== undefined && asked.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** Public answers of one area (its lists and pages), dropped on that area's change notices. */
export function createPublicAnswers(app: TZodApp, area: TPublicArea): TPublicAnswers {
  const answers = new Map<string, TKeptAnswer>();
  let isLive = false;
  // Bumped by every drop: a read that started before one may have seen what changed.
  let generation = 0;
  const dropAll = () => {
    generation += 1;
    answers.clear();
  };

  let unsubscribe: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    unsubscribe = await app.ctx.notices.subscribe(
      PUBLIC_CHANGE_CHANNEL,
      (payload) => {
        if (payload === area) dropAll();
      },
      (live) => {
        isLive = live;
        dropAll();
      },
    );
  });
  app.addHook('preClose', async () => unsubscribe?.());

  async function getAnswer({ key, schema, read }: { key: string; schema: z.ZodType; read: TRead }): Promise<TKeptAnswer> {
    const now = Date.now();
    const kept = answers.get(key);
    if (kept && kept.expiresAt > now) return kept;
    const generationAtRead = generation;
    const { value, expiresAt } = await read();
    // What the route's serializer would send: only the schema's fields.
    const body = JSON.stringify(z.encode(schema, value));
    const answer = { body, etag: toEtag(body), expiresAt: Math.min(expiresAt ?? Infinity, now + MAX_AGE_MS) };
    if (isLive && generation === generationAtRead) {
      answers.delete(key);
      answers.set(key, answer);
      if (answers.size > MAX_ENTRIES) answers.delete(answers.keys().next().value!);
    }
    return answer;
  }

  return {
    async send(request, reply, answer) {
      const { body, etag } = await getAnswer(answer);
      reply.header('etag', etag).header('cache-control', CACHE_CONTROL);
      if (isFresh(request, etag)) return reply.code(304).send();
      // Already JSON: Fastify sends a string as it is.
      return reply.type('application/json; charset=utf-8').send(body);
    },
    forget(key) {
      generation += 1;
      answers.delete(key);
    },
  };
}
