/**
 * Outgoing e-mail. With SMTP_URL it goes to that server; without it each message is written as an
 * .eml file to DATA_DIR/outbox, where a developer (or a test) can open it.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

/**
 * `replyTo`: where the recipient's answer goes (an employer's own address for their messages).
 * `icalEvent`: a calendar invitation (an .ics text), sent as nodemailer's text/calendar part that mail
 * clients offer to add to the calendar.
 */
export type TMail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  icalEvent?: { method: 'REQUEST' | 'CANCEL'; filename: string; content: string };
};
export type TMailer = { send: (mail: TMail) => Promise<void> };

export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string; log: FastifyBaseLogger }): TMailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: options.from, ...mail });
      await mkdir(options.outboxDir, { recursive: true });
      sequence += 1;
      const file = join(options.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}-${sequence}.eml`);
      await writeFile(file, info.message as Buffer);
      options.log.info({ to: mail.to, subject: mail.subject, file }, 'e-mail written to outbox (SMTP_URL not set)');
    },
  };
}
