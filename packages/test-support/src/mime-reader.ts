/**
 * Test support: reads the e-mails the shop sends (API mail tests, browser
 * end-to-end walks) without a MIME library dependency.
 */
export interface MailPart {
  headers: Record<string, string>;
  body: Buffer;
}

export interface ParsedMail {
  /** Top-level headers, lower-case names, folded lines joined and RFC 2047 words decoded. */
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
  /** Every leaf part with its decoded body (text parts, inline images, attachments). */
  parts: MailPart[];
}

/**
 * A minimal MIME reader, enough for what nodemailer writes (multipart nesting,
 * base64 / quoted-printable, RFC 2047 headers). `raw` is read as latin1 so
 * every byte survives until a part's charset is applied.
 */
export function parseMail(raw: string): ParsedMail {
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
