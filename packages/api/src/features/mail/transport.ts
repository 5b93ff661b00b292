import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { SendMailOptions } from 'nodemailer';
import SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { Config } from '@konfety/config';

export type MailMessage = SendMailOptions;

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Where messages go when no SMTP server is configured. */
export function outboxDir(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'outbox');
}

/**
 * Bounds on one SMTP conversation (nodemailer's defaults are 2 min to connect and 10 min of socket silence):
 * a mail's job is leased to one runner for its kind's lease (5 minutes, jobs/define.ts DEFAULT_LEASE_SECONDS), and a
 * send must end well inside it. Query parameters of SMTP_URL (`?socketTimeout=…`) still override them.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 } as const;

/**
 * SMTP_URL set → messages go through that SMTP server; unset → each message
 * is written as an .eml file into `{DATA_DIR}/outbox/`, so development needs no mail server.
 */
export function createMailer(config: Pick<Config, 'dataDir' | 'mail'>): Mailer {
  const smtpUrl = config.mail.smtpUrl;
  if (smtpUrl) {
    const transport = nodemailer.createTransport(new SMTPTransport({ ...SMTP_TIMEOUTS, url: smtpUrl }));
    return {
      async send(message) {
        await transport.sendMail(message);
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const dir = outboxDir(config);
  return {
    async send(message) {
      const info = await transport.sendMail(message);
      await fs.mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(dir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await fs.writeFile(file, info.message as Buffer);
    },
  };
}
