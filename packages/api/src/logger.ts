import { PASSWORD_CHANGE_PATHS } from '@konfety/domain/password-reset';

/** The little of a logger that services use (pino's and Fastify's loggers fit it), so they need no HTTP request to log. */
export interface Logger {
  error(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

/*
 * Logs without personal data or secrets (issue 9 §7). Three layers, all here so the
 * shop's logger (packages/server/src/logger.ts) and the API's own (buildApiServer)
 * share them:
 * - `redactPaths`: pino redaction of fields that name personal data or secrets wherever
 *   an object is logged (e-mail, phone, names, address parts, tokens, hashes, passwords,
 *   the Idempotency-Key and the headers that carry credentials);
 * - `safeError`: an error as it may be logged — a failed query keeps its SQL (with $n
 *   placeholders) and SQLSTATE but never its parameter values, a PostgreSQL error loses
 *   `detail`/`where` (they quote row values), and every message is scrubbed of e-mails,
 *   hashes, ids that are credentials and quoted input values;
 * - `safeUrl`: a request URL without its credentials (summary hashes, guest-cart ids, reset links, tokens).
 * A request body is never logged.
 */

const PERSONAL_KEYS = [
  'email',
  'guestEmail',
  'guest_email',
  'phone',
  'phonePrefix',
  'firstname',
  'lastname',
  'name',
  'company',
  'companyId',
  'vatId',
  'street',
  'city',
  'zip',
  'note',
  'invoiceAddress',
  'deliveryAddress',
  'address',
  'password',
  'passwordConfirmation',
  'currentPassword',
  // a mail's recipient
  'to',
  'token',
  'hash',
  'tempId',
  'idempotencyKey',
  // the captcha token a form carries (domain/captcha.ts)
  'captcha_token',
  'body',
  'params',
];

const HEADER_KEYS = ['authorization', 'cookie', '["set-cookie"]', '["idempotency-key"]', '["x-konfety-storefront-secret"]', '["x-captcha-token"]'];

/** pino `redact.paths`: the personal keys at the top level and up to three objects deep, and credential headers. */
export const redactPaths: string[] = [
  ...PERSONAL_KEYS.flatMap((k) => [k, `*.${k}`, `*.*.${k}`, `*.*.*.${k}`]),
  ...HEADER_KEYS.flatMap((h) => [`headers.${h}`, `req.headers.${h}`, `res.headers.${h}`, `request.headers.${h}`]),
];

const REDACTED = '[redacted]';

/** Where a password-reset link's token sits: the storefront's page in every language and the API's link check. */
const RESET_LINK_PREFIXES = [...new Set(Object.values(PASSWORD_CHANGE_PATHS).map((p) => p.replace(/:hash$/, ''))), '/auth/password/reset/'];

/**
 * The whole path segment after a reset route, whatever its length or characters: a link one digit short, or
 * with a letter added, still opens the page (which then calls it invalid) and may be a real token mistyped.
 * Case-insensitive, as the storefront's routes match.
 */
const RESET_LINK_TOKEN = new RegExp(`(${RESET_LINK_PREFIXES.map((p) => p.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&')).join('|')})[^/?#\\s"'<>]+`, 'gi');

/** Credentials and personal data that may sit inside free text (messages, URLs, stacks). */
const SCRUBS: Array<[RegExp, string]> = [
  // e-mail addresses
  [/[^\s@<>"'(),;:/\\[\]]+@[^\s@<>"'(),;:/\\[\]]+\.[^\s@<>"'(),;:/\\[\]]+/g, '[email]'],
  // the token of a password-reset link, in a URL or a message quoting one
  [RESET_LINK_TOKEN, `$1${REDACTED}`],
  // order summary hashes, token hashes and other 64-hex secrets
  [/\b[0-9a-f]{64}\b/gi, REDACTED],
  // guest-cart ids (UUIDs are the cart's only credential)
  [/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, REDACTED],
  // PostgreSQL's quoting of the offending input: `invalid input syntax for type uuid: "…"`
  [/(invalid input (?:syntax|value) for [^:]*: )"[^"]*"/g, `$1"${REDACTED}"`],
  // the IČO of a company-register lookup (a sole trader's names a person)
  [/(\/company-registry\/)[^/?#\s"]*/g, `$1${REDACTED}`],
  // a parameter list, wherever it appears (drizzle's "Failed query: … params: …")
  [/\nparams: [\s\S]*$/, ''],
];

/** Free text with e-mails, secrets and parameter lists taken out. */
export function scrubText(text: string): string {
  let out = text;
  for (const [re, replacement] of SCRUBS) out = out.replace(re, replacement);
  return out;
}

/** Query-string parameters whose values are credentials or personal data. */
const SECRET_QUERY = /([?&](?:token|hash|email)=)[^&#]*/gi;

/** A request URL as it may be logged: `/api/orders/summary/12/<hash>` → `/api/orders/summary/12/[redacted]`. */
export function safeUrl(url: string): string {
  // The query's secrets first: an e-mail in a parameter would otherwise take the path before it with it.
  return scrubText(url.replace(SECRET_QUERY, `$1${REDACTED}`));
}

/** Fields of database errors (pg, PGlite) that tell what failed without quoting data. */
const SAFE_DB_FIELDS = ['code', 'severity', 'routine', 'constraint', 'table', 'column', 'schema', 'dataType'] as const;

/**
 * An error as it may be logged: type, scrubbed message and stack, SQLSTATE and the
 * failed query's SQL, and its cause the same way; never `params`, `detail`, `where`,
 * or other properties that may carry values.
 */
type SafeError = { type: string; message: string; stack: string; [key: string]: unknown };
/** Results of `safeError`, so that the `err` serializer passes an error made safe at the call site as it is. */
const madeSafe = new WeakSet<object>();

export function safeError(err: unknown, depth = 0): SafeError {
  if (typeof err === 'object' && err !== null && madeSafe.has(err)) return err as SafeError;
  if (!(err instanceof Error)) {
    const message = typeof err === 'string' ? scrubText(err) : `non-error ${typeof err}`;
    return { type: typeof err, message, stack: '' };
  }
  const e = err as Error & Record<string, unknown>;
  const message = scrubText(e.message);
  const frames = typeof e.stack === 'string' ? e.stack.split('\n').filter((line) => /^\s+at /.test(line)) : [];
  const out: SafeError = {
    type: e.constructor?.name ?? e.name,
    message,
    stack: [`${e.name}: ${message}`, ...frames].join('\n'),
  };
  if (typeof e.query === 'string') out.query = e.query;
  for (const k of SAFE_DB_FIELDS) if (typeof e[k] === 'string' || typeof e[k] === 'number') out[k] = e[k];
  if (typeof e.statusCode === 'number') out.statusCode = e.statusCode;
  if (e.cause !== undefined && depth < 5) out.cause = safeError(e.cause, depth + 1);
  madeSafe.add(out);
  return out;
}

/** The SQLSTATE of a database error, looking through wrappers (drizzle's DrizzleQueryError keeps it in `cause`). */
export function sqlState(err: unknown): string | null {
  for (let e = err, i = 0; e instanceof Error && i < 5; e = e.cause, i++) {
    const code = (e as Error & { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return null;
}

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** pino serializers for the shop's loggers: `err` through `safeError`, `req` without credentials in its URL. */
export const logSerializers = {
  err: (err: unknown) => safeError(err),
  req: (req: LoggedRequest) => ({
    method: req.method,
    url: typeof req.url === 'string' ? safeUrl(req.url) : undefined,
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  }),
};

/** Options to spread into `pino({...})`: redaction and the serializers above. */
export const safeLoggerOptions = {
  redact: { paths: redactPaths, censor: REDACTED },
  serializers: logSerializers,
};
