import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../logging/logger.js';

export type MailMessage = { to: string; subject: string; text: string; html?: string };

/** Sends mail. Only this module knows whether it goes to an SMTP server or to the outbox folder. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * SMTP through nodemailer when SMTP_URL is set; otherwise every message becomes an .eml file in
 * the outbox folder (and its first link is logged), so a fresh `npm start` can sign in by
 * magic link without a mail server.
 */
export function createMailer(options: {
  smtpUrl?: string;
  outbox: string;
  from: string;
  logger: Logger;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(options.outbox, { recursive: true });
      const safeTo = message.to.replace(/[^a-z0-9@._-]/gi, '_').slice(0, 80);
      const file = path.join(
        options.outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeTo}.eml`,
      );
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      const link = /https?:\/\/\S+/.exec(message.text)?.[0];
      options.logger.info({ to: message.to, file, link }, 'mail written to the outbox');
    },
  };
}
