import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { toIban } from '@konfety/domain/bank';
import { DEFAULT_CAPTCHA_THRESHOLD } from '@konfety/domain/captcha';

/**
 * Every runtime setting comes from the environment, with a default that lets
 * `npm start` work on a fresh machine. The README documents each variable.
 */
const bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no'])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

const bankAccount = z.string().refine(
  (v) => {
    try {
      toIban(v);
      return true;
    } catch {
      return false;
    }
  },
  { message: 'not a valid Czech account number (prefix-number/bank) or IBAN' },
);

/** A comma-separated list of origins (`https://www.googletagmanager.com, https://www.google.com`); empty = none. */
const originList = z.string().transform((v, ctx) => {
  const origins: string[] = [];
  for (const item of v.split(',').map((s) => s.trim()).filter(Boolean)) {
    const url = URL.parse(item);
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
      ctx.addIssue({ code: 'custom', message: `not an http(s) origin: ${item}` });
      return z.NEVER;
    }
    origins.push(url.origin);
  }
  return origins;
});

/** An address or a CIDR range (`10.0.0.0/8`, `fd00::/8`), or one of proxy-addr's names for a kind of range. */
function isProxyAddress(item: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(item)) return true;
  const [address = '', bits, ...rest] = item.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
}

/**
 * Which proxies in front of the shop may name the client in `X-Forwarded-For` (Fastify's `trustProxy`): none
 * (`false`, the default: the connection's peer is the client), or the proxies' addresses and CIDR ranges. The client
 * is then the nearest address, from the right, that is not a trusted proxy's: the one the load balancer appended.
 * Refused: `true`, which trusts every hop, so the client would be the leftmost entry, which the client writes itself
 * (the per-client limits would count whatever it chose), and `1`, which meant `true` when this was a boolean. A hop
 * count is refused too: Fastify 5 no longer takes one (it cannot tell the load balancer from a client that reaches
 * the shop directly with a made-up header).
 */
const trustProxy = z.string().transform((v, ctx): false | string[] => {
  const value = v.trim().toLowerCase();
  if (value === 'false' || value === 'no' || value === '0') return false;
  if (value === 'true' || value === 'yes' || /^\d+$/.test(value)) {
    ctx.addIssue({
      code: 'custom',
      message: "give the addresses or CIDR ranges of the proxies in front of the shop (e.g. the load balancer's 10.0.0.5 or 10.0.0.0/24): trusting every hop, or a hop count, lets a client write its own address into X-Forwarded-For",
    });
    return z.NEVER;
  }
  const items = value.split(',').map((s) => s.trim()).filter(Boolean);
  const bad = items.filter((item) => !isProxyAddress(item));
  if (items.length === 0 || bad.length > 0) {
    ctx.addIssue({ code: 'custom', message: `not an address or CIDR range: ${bad.join(', ') || v}` });
    return z.NEVER;
  }
  return items;
});

/** S3's rule for a bucket name (3–63 lower-case letters, digits, dots and hyphens), so a typo fails at start. */
const bucketName = z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'not an S3 bucket name');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_PRETTY: bool.optional(),
  DATABASE_URL: z.string().url().optional(),
  API_BASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  SEED_ON_START: bool.default(true),
  PUBLIC_URL: z.string().url().optional(),
  SITE_URL_CZ: z.string().url().optional(),
  SITE_URL_SK: z.string().url().optional(),
  BANK_ACCOUNT_CZ: bankAccount.default('19-2000145399/0800'),
  BANK_ACCOUNT_SK: bankAccount.default('SK3112000000198742637541'),
  BANK_RECIPIENT_NAME: z.string().default('KONFETY SRO'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Konfety <obchod@konfety.example>'),
  AUTH_TOKEN_TTL_DAYS: z.coerce.number().int().positive().default(30),
  LOGIN_MAX_ATTEMPTS_PER_EMAIL: z.coerce.number().int().positive().default(5),
  LOGIN_MAX_ATTEMPTS_PER_IP: z.coerce.number().int().positive().default(20),
  LOGIN_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
  TRUST_PROXY: trustProxy.default(false),
  STOREFRONT_API_SECRET: z.string().min(32).optional(),
  STAFF_SECRET_KEY: z.string().min(32).optional(),
  PAYMENT_GATEWAY_URL: z.string().url().optional(),
  PAYMENT_CLIENT_ID: z.string().optional(),
  PAYMENT_CLIENT_SECRET: z.string().optional(),
  PAYMENT_GOID: z.string().optional(),
  PACKETA_API_KEY: z.string().optional(),
  PACKETA_WIDGET_URL: z.string().url().optional(),
  CSP_EXTRA_SCRIPT_ORIGINS: originList.default([]),
  RECAPTCHA_SITE_KEY: z.string().regex(/^[\w-]{10,100}$/, 'a reCAPTCHA v3 site key').optional(),
  RECAPTCHA_SECRET_KEY: z.string().min(10).optional(),
  RECAPTCHA_VERIFY_URL: z.string().url().default('https://www.google.com/recaptcha/api/siteverify'),
  RECAPTCHA_SCRIPT_URL: z.string().url().default('https://www.google.com/recaptcha/api.js'),
  RECAPTCHA_SCORE_THRESHOLD: z.coerce.number().min(0).max(1).default(DEFAULT_CAPTCHA_THRESHOLD),
  GTM_ID: z.string().regex(/^GTM-[A-Z0-9]{4,12}$/, 'a Google Tag Manager container id, GTM-XXXXXXX').optional(),
  GTM_SCRIPT_URL: z.string().url().default('https://www.googletagmanager.com/gtm.js'),
  MAP_TILE_URL: z
    .string()
    .url()
    .refine((v) => v.includes('{z}') && v.includes('{x}') && v.includes('{y}'), 'a tile URL template with {z}, {x} and {y}')
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILE_ATTRIBUTION: z.string().min(1).default('© OpenStreetMap'),
  MAP_TILE_ATTRIBUTION_URL: z.string().url().default('https://www.openstreetmap.org/copyright'),
  ARES_BASE_URL: z.string().url().default('https://ares.gov.cz/ekonomicke-subjekty-v-be/rest'),
  ARES_TIMEOUT_MS: z.coerce.number().int().positive().max(60000).default(5000),
  FIO_API_TOKEN: z.string().optional(),
  FIO_API_URL: z.string().url().default('https://fioapi.fio.cz/v1/rest'),
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: bucketName.optional(),
  S3_PRIVATE_BUCKET: bucketName.optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
}).superRefine((e, ctx) => {
  if (e.API_BASE_URL && !e.STOREFRONT_API_SECRET) {
    ctx.addIssue({
      code: 'custom',
      path: ['STOREFRONT_API_SECRET'],
      message: "required with API_BASE_URL (the same value in the API's process), else the API's per-client limits count every visitor as the storefront's one address",
    });
  }
  if ((e.RECAPTCHA_SITE_KEY === undefined) !== (e.RECAPTCHA_SECRET_KEY === undefined)) {
    const missing = e.RECAPTCHA_SITE_KEY === undefined ? 'RECAPTCHA_SITE_KEY' : 'RECAPTCHA_SECRET_KEY';
    ctx.addIssue({ code: 'custom', path: [missing], message: 'the captcha needs both RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY (or neither: the forms then go without it)' });
  }
  if (e.STORAGE === 's3') {
    for (const name of ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!e[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'required with STORAGE=s3' });
    }
  }
});

export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  // An empty variable means "not set" (as shells and CI systems often pass them).
  const set = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(set);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  // Without a PUBLIC_URL the shop is where it listens on this machine: `PORT=8080 npm start` links to :8080.
  const local = (host: string) => `http://${host}:${e.PORT}`;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    log: { level: e.LOG_LEVEL, pretty: e.LOG_PRETTY ?? (process.stdout.isTTY === true) },
    database: e.DATABASE_URL
      ? ({ kind: 'postgres', url: e.DATABASE_URL } as const)
      : ({ kind: 'pglite', dataDir: path.resolve(e.DATA_DIR, 'db') } as const),
    /** Where the storefront calls the API; unset = inside this process. */
    apiBaseUrl: e.API_BASE_URL ?? null,
    /**
     * Shared by a storefront calling the API at API_BASE_URL and that API's process: with it the storefront passes
     * each visitor's address, which the API's per-client limits then count (api http/client-address.ts).
     */
    storefrontApiSecret: e.STOREFRONT_API_SECRET ?? null,
    dataDir: path.resolve(e.DATA_DIR),
    /** Where the shop's files are kept (@konfety/storage `openStorage`): by default public ones in DATA_DIR/media, private ones in DATA_DIR/private. */
    storage:
      e.STORAGE === 's3'
        ? ({
            kind: 's3',
            endpoint: e.S3_ENDPOINT!,
            bucket: e.S3_BUCKET!,
            privateBucket: e.S3_PRIVATE_BUCKET ?? null,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID!,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
          } as const)
        : ({ kind: 'local', publicDir: path.resolve(e.DATA_DIR, 'media'), privateDir: path.resolve(e.DATA_DIR, 'private') } as const),
    seedOnStart: e.SEED_ON_START,
    publicUrl: e.PUBLIC_URL ?? local('localhost'),
    sites: {
      cz: { url: e.SITE_URL_CZ ?? local('localhost'), bankAccount: e.BANK_ACCOUNT_CZ },
      sk: { url: e.SITE_URL_SK ?? local('sk.localhost'), bankAccount: e.BANK_ACCOUNT_SK },
    },
    bankRecipientName: e.BANK_RECIPIENT_NAME,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    auth: {
      tokenTtlDays: e.AUTH_TOKEN_TTL_DAYS,
      maxAttemptsPerEmail: e.LOGIN_MAX_ATTEMPTS_PER_EMAIL,
      maxAttemptsPerIp: e.LOGIN_MAX_ATTEMPTS_PER_IP,
      windowSeconds: e.LOGIN_WINDOW_SECONDS,
    },
    /** Fastify's `trustProxy`: false, or the trusted proxies' addresses and CIDR ranges. */
    trustProxy: e.TRUST_PROXY,
    /** Card payments through a GoPay-style gateway; null = card payments unavailable. */
    payments: e.PAYMENT_GATEWAY_URL
      ? {
          gatewayUrl: e.PAYMENT_GATEWAY_URL,
          clientId: e.PAYMENT_CLIENT_ID ?? '',
          clientSecret: e.PAYMENT_CLIENT_SECRET ?? '',
          goid: e.PAYMENT_GOID ?? '',
        }
      : null,
    /** Packeta pickup-point widget: the key the widget is opened with, and a library URL replacing the seeded one (a test stand-in). */
    packeta: { apiKey: e.PACKETA_API_KEY ?? null, widgetUrl: e.PACKETA_WIDGET_URL ?? null },
    /** Content-Security-Policy: extra origins allowed to serve scripts and frames (tag manager, captcha). */
    csp: { extraScriptOrigins: e.CSP_EXTRA_SCRIPT_ORIGINS },
    /**
     * Google reCAPTCHA v3 on the public forms (ARCHITECTURE "Captcha"): the site key the browser asks for tokens with, the
     * secret the API verifies them with at `verifyUrl`, the provider's script, and the score from which a form passes.
     * null (neither key set) = the forms go without a captcha.
     */
    captcha:
      e.RECAPTCHA_SITE_KEY && e.RECAPTCHA_SECRET_KEY
        ? {
            siteKey: e.RECAPTCHA_SITE_KEY,
            secretKey: e.RECAPTCHA_SECRET_KEY,
            verifyUrl: e.RECAPTCHA_VERIFY_URL,
            scriptUrl: e.RECAPTCHA_SCRIPT_URL,
            threshold: e.RECAPTCHA_SCORE_THRESHOLD,
          }
        : null,
    /**
     * The tag manager (SPEC §7): its container loaded on every page after Consent Mode's defaults, and the script's URL
     * (Google's, or a local stand-in in tests); null = no tag manager, nothing of it loads (the data layer is still filled).
     */
    tagManager: e.GTM_ID ? { id: e.GTM_ID, scriptUrl: e.GTM_SCRIPT_URL } : null,
    /**
     * The stores' map (Leaflet): where its raster tiles come from (a `{z}/{x}/{y}` template: OpenStreetMap by default, Mapy.cz's
     * tile API with a key in production, a local stand-in in tests) and the credit the tile provider asks for.
     */
    maps: { tileUrl: e.MAP_TILE_URL, attribution: e.MAP_TILE_ATTRIBUTION, attributionUrl: e.MAP_TILE_ATTRIBUTION_URL },
    /** The Czech company register (ARES REST API) the invoice-details form fills a company from, and how long a lookup may take. */
    companyRegistry: { baseUrl: e.ARES_BASE_URL, timeoutMs: e.ARES_TIMEOUT_MS },
    /**
     * Bank transfers (api features/bank): the Fio banka API's token of the shop's account (read-only "sledování účtu"),
     * whose new movements an hourly job imports and matches to orders; null = statements are only uploaded by staff.
     */
    bank: { fioToken: e.FIO_API_TOKEN ?? null, fioUrl: e.FIO_API_URL.replace(/\/+$/, '') },
    /**
     * The back office's staff (api features/staff): the key their two-factor secrets are encrypted with. Unset = a
     * random key kept in DATA_DIR/staff-secret.key, made at first use: enough for one machine; processes on several
     * machines (one PostgreSQL) need the same STAFF_SECRET_KEY.
     */
    staff: { secretKey: e.STAFF_SECRET_KEY ?? null },
  };
}
