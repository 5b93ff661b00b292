import path from 'node:path';
import { z } from 'zod';
import { toIban } from '@konfety/domain/bank';

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
  PUBLIC_URL: z.string().url().default('http://localhost:3000'),
  SITE_URL_CZ: z.string().url().default('http://localhost:3000'),
  SITE_URL_SK: z.string().url().default('http://sk.localhost:3000'),
  BANK_ACCOUNT_CZ: bankAccount.default('19-2000145399/0800'),
  BANK_ACCOUNT_SK: bankAccount.default('SK3112000000198742637541'),
  BANK_RECIPIENT_NAME: z.string().default('KONFETY SRO'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Konfety <obchod@konfety.example>'),
  AUTH_TOKEN_TTL_DAYS: z.coerce.number().int().positive().default(30),
  LOGIN_MAX_ATTEMPTS_PER_EMAIL: z.coerce.number().int().positive().default(5),
  LOGIN_MAX_ATTEMPTS_PER_IP: z.coerce.number().int().positive().default(20),
  LOGIN_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
  TRUST_PROXY: bool.default(false),
  PAYMENT_GATEWAY_URL: z.string().url().optional(),
  PAYMENT_CLIENT_ID: z.string().optional(),
  PAYMENT_CLIENT_SECRET: z.string().optional(),
  PAYMENT_GOID: z.string().optional(),
  PACKETA_API_KEY: z.string().optional(),
  PACKETA_WIDGET_URL: z.string().url().optional(),
  CSP_EXTRA_SCRIPT_ORIGINS: originList.default([]),
  ARES_BASE_URL: z.string().url().default('https://ares.gov.cz/ekonomicke-subjekty-v-be/rest'),
  ARES_TIMEOUT_MS: z.coerce.number().int().positive().max(60000).default(5000),
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
    dataDir: path.resolve(e.DATA_DIR),
    mediaDir: path.resolve(e.DATA_DIR, 'media'),
    seedOnStart: e.SEED_ON_START,
    publicUrl: e.PUBLIC_URL,
    sites: {
      cz: { url: e.SITE_URL_CZ, bankAccount: e.BANK_ACCOUNT_CZ },
      sk: { url: e.SITE_URL_SK, bankAccount: e.BANK_ACCOUNT_SK },
    },
    bankRecipientName: e.BANK_RECIPIENT_NAME,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    auth: {
      tokenTtlDays: e.AUTH_TOKEN_TTL_DAYS,
      maxAttemptsPerEmail: e.LOGIN_MAX_ATTEMPTS_PER_EMAIL,
      maxAttemptsPerIp: e.LOGIN_MAX_ATTEMPTS_PER_IP,
      windowSeconds: e.LOGIN_WINDOW_SECONDS,
    },
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
    /** The Czech company register (ARES REST API) the invoice-details form fills a company from, and how long a lookup may take. */
    companyRegistry: { baseUrl: e.ARES_BASE_URL, timeoutMs: e.ARES_TIMEOUT_MS },
  };
}
