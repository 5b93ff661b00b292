import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { parseMail, type ParsedMail } from './mime-reader';

/**
 * A local SMTP server on 127.0.0.1 that catches what the shop sends (point
 * `SMTP_URL` at `smtpUrl`). Every message is kept in memory (`received`, for
 * a test in the same process, e.g. the API's mail tests) and, with `dir`, also
 * lands there as `NNNNNN.eml` with its envelope beside it (`NNNNNN.json`), so
 * tests in other processes than the one that started the catcher (the browser
 * project's global setup) can read them with `readMails(dir)`. Both files are
 * written under a temporary name and renamed, so a reader never sees half a message.
 */
export interface CaughtMail {
  /** The envelope sender (MAIL FROM), if any. */
  from: string | undefined;
  /** The envelope recipients (RCPT TO). */
  to: string[];
  /** The message as sent, read as latin1 so every byte survives (see mime-reader.ts). */
  raw: string;
}

export interface MailCatcher {
  smtpUrl: string;
  /** Every message caught so far, oldest first (a live array: tests may splice it). */
  received: CaughtMail[];
  stop: () => Promise<void>;
}

export interface Envelope {
  from: string | null;
  to: string[];
}

export async function startMailCatcher(options: { dir?: string } = {}): Promise<MailCatcher> {
  const { dir } = options;
  if (dir) fs.mkdirSync(dir, { recursive: true });
  const received: CaughtMail[] = [];
  let seq = 0;
  const writeAtomically = (file: string, content: string | Buffer) => {
    const tmp = `${file}.tmp`;
    fs.writeFileSync(tmp, content);
    fs.renameSync(tmp, file);
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('error', callback);
      stream.on('end', () => {
        const message = Buffer.concat(chunks);
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined;
        const to = session.envelope.rcptTo.map((r) => r.address);
        try {
          if (dir) {
            const name = String(++seq).padStart(6, '0');
            const envelope: Envelope = { from: from ?? null, to };
            // The envelope first: a reader lists .eml files and expects the .json to be there.
            writeAtomically(path.join(dir, `${name}.json`), JSON.stringify(envelope));
            writeAtomically(path.join(dir, `${name}.eml`), message);
          }
          received.push({ from, to, raw: message.toString('latin1') });
          callback();
        } catch (e) {
          callback(e as Error);
        }
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface ReceivedMail extends ParsedMail {
  file: string;
  envelope: Envelope;
}

/** Every message caught so far in `dir` (a catcher started with that `dir`), oldest first. */
export function readMails(dir: string): ReceivedMail[] {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => {
      const file = path.join(dir, f);
      const envelope = JSON.parse(fs.readFileSync(file.replace(/\.eml$/, '.json'), 'utf8')) as Envelope;
      return { file, envelope, ...parseMail(fs.readFileSync(file, 'latin1')) };
    });
}
