import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

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

export interface MailPart {
  headers: Record<string, string>;
  body: Buffer;
}

export interface ReceivedMail {
  file: string;
  envelope: Envelope;
  /** Top-level headers, lower-case names, folded lines joined and RFC 2047 words decoded. */
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
  /** Every leaf part with its decoded body (text parts, inline images, attachments). */
  parts: MailPart[];
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

/**
 * A minimal MIME reader, enough for what nodemailer writes (multipart nesting,
 * base64 / quoted-printable, RFC 2047 headers). `raw` is read as latin1 so
 * every byte survives until a part's charset is applied.
 */
export function parseMail(raw: string): Omit<ReceivedMail, 'file' | 'envelope'> {
  const top = splitEntity(raw);
  const parts = leafParts(top).map((p) => ({ headers: p.headers, body: decodeBody(p) }));
  const textOf = (type: string) => {
    const part = parts.find((p) => (p.headers['content-type'] ?? 'text/plain').toLowerCase().startsWith(type));
    return part ? part.body.toString('utf8') : '';
  };
  return { headers: top.headers, subject: top.headers.subject ?? '', text: textOf('text/plain'), html: textOf('text/html'), parts };
}

interface RawPart {
  headers: Record<string, string>;
  body: string;
}

function decodeWords(value: string): string {
  return value.replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=(\s+(?==\?))?/g, (_m, _charset: string, encoding: string, text: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_x, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'),
  );
}

function splitEntity(raw: string): RawPart {
  const normalized = raw.replace(/\r\n/g, '\n');
  const cut = normalized.indexOf('\n\n');
  const head = cut === -1 ? normalized : normalized.slice(0, cut);
  const body = cut === -1 ? '' : normalized.slice(cut + 2);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const i = line.indexOf(':');
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = decodeWords(Buffer.from(line.slice(i + 1).trim(), 'latin1').toString('utf8'));
  }
  return { headers, body };
}

function leafParts(entity: RawPart): RawPart[] {
  const type = entity.headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) return [entity];
  return entity.body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith('--'))
    .flatMap((chunk) => leafParts(splitEntity(chunk.replace(/^\n/, ''))));
}

function decodeBody(part: RawPart): Buffer {
  const encoding = (part.headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64');
  if (encoding === 'quoted-printable') {
    return Buffer.from(part.body.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/gi, (_x, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1');
  }
  return Buffer.from(part.body, 'latin1');
}
