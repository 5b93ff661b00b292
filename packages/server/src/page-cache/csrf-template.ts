import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type SplicedText, splicedText } from '../gzip-splice';
import { cspNonce, nonceOf } from '../security-headers';
import { acceptedEncodings, COMPRESS, preferredEncoding } from './encodings';
import { VARY } from './headers';
import type { Entry } from './store';

/**
 * Pages for browsers without Fetch Metadata, whose forms carry the visitor's CSRF token (csrf.ts): such a page is
 * rendered once with `FORM_TOKEN_STAND_IN` wherever the token goes and kept as a template; every answer from it
 * fills in its visitor's own token and a nonce of its own (in its CSP too), so no two answers are the same and none
 * is served as kept.
 */

/** The visitor's CSRF token for a page whose forms need it, its cookie set on the reply when new (csrf.ts `csrfPageTokens`). */
export type FormToken = (request: FastifyRequest, reply: FastifyReply) => string;

/**
 * What a template carries wherever the visitor's CSRF token goes: random per process, so that no one can put it
 * into a page (a search query shown back) to have it filled with a visitor's token. As long as a token (csrf.ts
 * TOKEN_PATTERN), so the page's bytes and layout are the same.
 */
export const FORM_TOKEN_STAND_IN = randomBytes(32).toString('base64url');

/** Where a template's answer names its own nonce in its CSP. */
const NONCE_SOURCE = /'nonce-([^']*)'/;

export interface FillIns {
  text: SplicedText;
  /** What each hole takes, in order. */
  holes: Array<'token' | 'nonce'>;
}

type Hole = { at: number; length: number; kind: FillIns['holes'][number] };

/** Every place of `needle` in `text`, as holes of `kind`. */
function holesOf(text: Buffer, needle: string, kind: Hole['kind']): Hole[] {
  const found: Hole[] = [];
  const bytes = Buffer.from(needle);
  for (let at = text.indexOf(bytes); at !== -1; at = text.indexOf(bytes, at + bytes.length)) found.push({ at, length: bytes.length, kind });
  return found;
}

/** The template cut at its stand-ins and its render's nonces, made on the first answer from it. */
function fillInsOf(entry: Entry): Promise<FillIns> {
  return (entry.fillIns ??= (() => {
    const nonce = nonceOf(entry.renderHeaders['content-security-policy']);
    const holes = [...holesOf(entry.identity, FORM_TOKEN_STAND_IN, 'token'), ...(nonce ? holesOf(entry.identity, nonce, 'nonce') : [])].sort((a, b) => a.at - b.at);
    return splicedText(entry.identity, holes).then((text) => ({ text, holes: holes.map((hole) => hole.kind) }));
  })());
}

/** What every answer of a template's page carries: its visitor's, so private, and without an ETag (no two are the same). */
export function templateAnswer(reply: FastifyReply, state: 'hit' | 'stale' | 'miss'): void {
  reply.header('vary', VARY.page);
  reply.header('cache-control', 'private, no-cache');
  reply.header('x-page-cache', state);
}

/** An answer from a template: the visitor's token and a nonce of this answer's own (in its CSP too) filled in, in gzip (or as it is). */
export async function serveTemplate(request: FastifyRequest, reply: FastifyReply, entry: Entry, stale: boolean, formToken: FormToken) {
  const { text, holes } = await fillInsOf(entry);
  const headers = entry.renderHeaders;
  const csp = headers['content-security-policy'];
  const nonce = cspNonce(reply);
  reply.headers(csp === undefined ? headers : { ...headers, 'content-security-policy': csp.replace(NONCE_SOURCE, `'nonce-${nonce}'`) });
  templateAnswer(reply, stale ? 'stale' : 'hit');
  const fill = { token: Buffer.from(formToken(request, reply)), nonce: Buffer.from(nonce) };
  const fills = holes.map((hole) => fill[hole]);
  reply.code(200);
  if (!acceptedEncodings(request.headers['accept-encoding']).gzip) return reply.send(text.plain(fills));
  reply.header('content-encoding', 'gzip');
  return reply.send(text.gzip(fills));
}

/** A template's render as this request's answer: the visitor's token in place of the stand-in. */
export function withOwnToken(request: FastifyRequest, reply: FastifyReply, rendered: Buffer, formToken: FormToken): Buffer {
  const token = Buffer.from(formToken(request, reply));
  const parts: Buffer[] = [];
  let from = 0;
  for (const hole of holesOf(rendered, FORM_TOKEN_STAND_IN, 'token')) {
    parts.push(rendered.subarray(from, hole.at), token);
    from = hole.at + hole.length;
  }
  parts.push(rendered.subarray(from));
  return Buffer.concat(parts);
}

/**
 * The answer to the request whose render was kept as a template: its render, whose nonce is its CSP's, needs only
 * the visitor's token; compressed as a page's first copy is. The template is cut at its holes for the answers from
 * it on the first of them (cutting it here, on the other core, cost this render ≈ 1 ms, and a page no one asks
 * again never needs it).
 */
export async function answerTemplateRender(request: FastifyRequest, reply: FastifyReply, rendered: Buffer, formToken: FormToken): Promise<Buffer> {
  templateAnswer(reply, 'miss');
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  const own = withOwnToken(request, reply, rendered, formToken);
  if (encoding === null) return own;
  try {
    const compressed = await COMPRESS[encoding](own);
    reply.header('content-encoding', encoding);
    return compressed;
  } catch {
    return own; // as it is, as `bodyIn` does
  }
}
