import type { FastifyBaseLogger } from 'fastify';
import type { TConfig } from '#server/config.ts';
import type { Database } from '#server/db/client.ts';
import type { TSecretBox } from '#server/lib/secret-box.ts';

/** What blog writing needs: the database, the config (APP_URL, the image service), the key box for the service keys, a logger. */
export type TBlogDeps = { db: Database; config: TConfig; secrets: TSecretBox; log: FastifyBaseLogger };
