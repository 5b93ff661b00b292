import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { parseMail, type ParsedMail } from '../../../../scripts/mime-reader';

/**
 * A local SMTP server for the browser project: the shop sends its e-mails to
 * it over `SMTP_URL`, and every message lands in `dir` as `NNNNNN.eml` with
 * its envelope beside it (`NNNNNN.json`), so tests (in other processes than
 * the global setup) can read them. Both files are written under a temporary
 * name and renamed, so a reader never sees half a message.
 */
export interface MailCatcher {
  smtpUrl: string;
  stop: () => Promise<void>;
}

export interface Envelope {
  from: string | null;
  to: string[];
}

export async function startMailCatcher(dir: string): Promise<MailCatcher> {
  fs.mkdirSync(dir, { recursive: true });
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
        const name = String(++seq).padStart(6, '0');
        const envelope: Envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
          to: session.envelope.rcptTo.map((r) => r.address),
        };
        try {
          // The envelope first: a reader lists .eml files and expects the .json to be there.
          writeAtomically(path.join(dir, `${name}.json`), JSON.stringify(envelope));
          writeAtomically(path.join(dir, `${name}.eml`), Buffer.concat(chunks));
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
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface ReceivedMail extends ParsedMail {
  file: string;
  envelope: Envelope;
}

/** Every message caught so far in `dir`, oldest first. */
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
