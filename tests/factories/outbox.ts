/**
 * The e-mails a server without SMTP_URL writes to DATA_DIR/outbox, read back by tests: the links of
 * password resets and address confirmations.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The confirmation link in a mail (its path and query, to be opened on the server under test). */
export const VERIFY_EMAIL_LINK = /https?:\/\/[^/\s]+(\/api\/auth\/verify-email\?token=[\w-]+)/;
export const RESET_PASSWORD_LINK = /https?:\/\/[^/\s]+(\/reset-password\?token=[\w-]+)/;

const POLL_MS = 50;

function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The mails to `email`, newest first, decoded. */
export function readMailsTo(outboxDir: string, email: string): string[] {
  let files: string[];
  try {
    files = readdirSync(outboxDir).sort().reverse();
  } catch {
    return [];
  }
  return files
    .map((file) => decodeQuotedPrintable(readFileSync(join(outboxDir, file), 'utf8')))
    .filter((mail) => mail.includes(`To: ${email}`));
}

/**
 * What `pick` finds in the newest mail to `email` that has it, waiting up to `timeoutMs` for it to
 * arrive (mails go out after the answer).
 */
export async function waitForMail<T>(
  outboxDir: string,
  email: string,
  pick: (mail: string) => T | undefined,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const mail of readMailsTo(outboxDir, email)) {
      const found = pick(mail);
      if (found !== undefined) return found;
    }
    if (Date.now() > deadline) throw new Error(`no matching e-mail to ${email} in ${outboxDir} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** The path of the newest confirmation link mailed to `email`. */
export function waitForVerifyLinkPath(outboxDir: string, email: string): Promise<string> {
  return waitForMail(outboxDir, email, (mail) => VERIFY_EMAIL_LINK.exec(mail)?.[1]);
}
