import type { TConfig } from './config.ts';
import type { Database, TNoticeFeed } from './db/client.ts';
import type { TSkillReader } from './db/skill-index.ts';
import type { TBackgroundTasks } from './lib/background-tasks.ts';
import type { TMailer } from './lib/mailer.ts';
import type { TSecretBox } from './lib/secret-box.ts';

/** What every route needs from the outside world; built once in index.ts (or by a test). */
export type TAppContext = {
  db: Database;
  /** PostgreSQL's NOTIFY across servers: session changes (plugins/session-cache.ts), conversation news. */
  notices: TNoticeFeed;
  config: TConfig;
  mailer: TMailer;
  /** Encrypts and decrypts the stored API keys. */
  secrets: TSecretBox;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    ctx: TAppContext;
    /** Work done after the answer (e-mails); see lib/background-tasks.ts. */
    backgroundTasks: TBackgroundTasks;
    /** The resume engine's skill reading, for the skill index (db/skill-index.ts), which may not import the engine. */
    skillReader: TSkillReader;
  }
}
