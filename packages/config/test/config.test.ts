import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/index';

describe('loadConfig', () => {
  it('runs the shop on the embedded database in ./data by default', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.database).toEqual({ kind: 'pglite', dataDir: path.resolve('data', 'db') });
    expect(c.storage).toMatchObject({ kind: 'local', publicDir: path.resolve('data', 'media') });
    expect(c.sites.cz.bankAccount).toBe('19-2000145399/0800');
  });

  it('switches to PostgreSQL when DATABASE_URL is set, and treats an empty one as unset', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@127.0.0.1:5432/shop' }).database).toEqual({ kind: 'postgres', url: 'postgres://u@127.0.0.1:5432/shop' });
    expect(loadConfig({ DATABASE_URL: '' }).database.kind).toBe('pglite');
  });

  it('refuses bad values with a message naming each variable', () => {
    expect(() => loadConfig({ PORT: 'abc', BANK_ACCOUNT_CZ: '19-2000145398/0800' })).toThrow(/PORT[\s\S]*BANK_ACCOUNT_CZ: not a valid Czech account number/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });

  it('reads the extra CSP script origins as a comma-separated list of origins, empty by default', () => {
    expect(loadConfig({}).csp.extraScriptOrigins).toEqual([]);
    expect(loadConfig({ CSP_EXTRA_SCRIPT_ORIGINS: ' https://www.googletagmanager.com/gtm.js , https://www.google.com,' }).csp.extraScriptOrigins).toEqual([
      'https://www.googletagmanager.com',
      'https://www.google.com',
    ]);
    expect(() => loadConfig({ CSP_EXTRA_SCRIPT_ORIGINS: "https://ok.example, 'unsafe-inline'" })).toThrow(/CSP_EXTRA_SCRIPT_ORIGINS: not an http\(s\) origin/);
  });

  it('links to the port it listens on when PUBLIC_URL and the site URLs are not set', () => {
    const c = loadConfig({ PORT: '8080' });
    expect(c.publicUrl).toBe('http://localhost:8080');
    expect(c.sites.cz.url).toBe('http://localhost:8080');
    expect(c.sites.sk.url).toBe('http://sk.localhost:8080');
    expect(loadConfig({}).publicUrl).toBe('http://localhost:3000');
    const set = loadConfig({ PORT: '8080', PUBLIC_URL: 'https://www.konfety.example', SITE_URL_CZ: 'https://www.konfety.example', SITE_URL_SK: 'https://www.konfety.example.sk' });
    expect([set.publicUrl, set.sites.cz.url, set.sites.sk.url]).toEqual(['https://www.konfety.example', 'https://www.konfety.example', 'https://www.konfety.example.sk']);
  });

  it('trusts X-Forwarded-For only from the proxies named by address or CIDR range in TRUST_PROXY', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    for (const none of ['false', 'no', '0']) expect(loadConfig({ TRUST_PROXY: none }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5' }).trustProxy).toEqual(['10.0.0.5']);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.0/24, fd00::/8 ,loopback' }).trustProxy).toEqual(['10.0.0.0/24', 'fd00::/8', 'loopback']);
    // Trusting every hop (what `true` and `1` meant) or a hop count would let a client write its own address.
    for (const everyone of ['true', 'yes', '1', '2']) expect(() => loadConfig({ TRUST_PROXY: everyone }), everyone).toThrow(/TRUST_PROXY: give the addresses or CIDR ranges of the proxies/);
    for (const bad of ['10.0.0.300', '10.0.0.0/33', 'fd00::/129', 'lb.internal', '10.0.0.0/8/1', ',']) expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY: not an address or CIDR range/);
  });

  it('needs STOREFRONT_API_SECRET with API_BASE_URL, so the API can believe the visitor addresses the storefront names', () => {
    expect(() => loadConfig({ API_BASE_URL: 'https://api.konfety.example' })).toThrow(/STOREFRONT_API_SECRET: required with API_BASE_URL/);
    expect(() => loadConfig({ API_BASE_URL: 'https://api.konfety.example', STOREFRONT_API_SECRET: 'kratky' })).toThrow(/STOREFRONT_API_SECRET/);
    const secret = 'a'.repeat(32);
    expect(loadConfig({ API_BASE_URL: 'https://api.konfety.example', STOREFRONT_API_SECRET: secret })).toMatchObject({ apiBaseUrl: 'https://api.konfety.example', storefrontApiSecret: secret });
    expect(loadConfig({}).storefrontApiSecret).toBeNull();
  });
});

describe('loadConfig: file storage', () => {
  it('keeps files in DATA_DIR by default: public ones in media/, private ones in private/', () => {
    expect(loadConfig({ DATA_DIR: '/srv/konfety' }).storage).toEqual({ kind: 'local', publicDir: '/srv/konfety/media', privateDir: '/srv/konfety/private' });
  });

  it('uses S3-compatible object storage with STORAGE=s3, and refuses it without endpoint, bucket or keys', () => {
    const s3 = { STORAGE: 's3', S3_ENDPOINT: 'https://s3.eu-central-1.amazonaws.com', S3_BUCKET: 'konfety-soubory', S3_REGION: 'eu-central-1', S3_ACCESS_KEY_ID: 'AKIA1', S3_SECRET_ACCESS_KEY: 'tajne' };
    expect(loadConfig(s3).storage).toEqual({
      kind: 's3',
      endpoint: 'https://s3.eu-central-1.amazonaws.com',
      bucket: 'konfety-soubory',
      privateBucket: null,
      region: 'eu-central-1',
      accessKeyId: 'AKIA1',
      secretAccessKey: 'tajne',
    });
    expect(loadConfig({ ...s3, S3_PRIVATE_BUCKET: 'konfety-soukrome' }).storage).toMatchObject({ privateBucket: 'konfety-soukrome' });
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow(/S3_ENDPOINT: required with STORAGE=s3[\s\S]*S3_BUCKET[\s\S]*S3_ACCESS_KEY_ID[\s\S]*S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ ...s3, S3_BUCKET: 'Konfety_Files' })).toThrow(/S3_BUCKET: not an S3 bucket name/);
    expect(() => loadConfig({ STORAGE: 'ftp' })).toThrow(/STORAGE/);
  });
});

describe('loadConfig: the captcha (RECAPTCHA_*)', () => {
  const keys = { RECAPTCHA_SITE_KEY: '6LcSiteKey_0123456789', RECAPTCHA_SECRET_KEY: '6LcSecret_0123456789' };

  it('is off without its keys, so the forms go without it', () => {
    expect(loadConfig({}).captcha).toBeNull();
  });

  it('takes Google’s script and verify endpoints and a threshold of 0.5 by default; each may be set (a stand-in, a stricter score)', () => {
    expect(loadConfig(keys).captcha).toEqual({
      siteKey: keys.RECAPTCHA_SITE_KEY,
      secretKey: keys.RECAPTCHA_SECRET_KEY,
      verifyUrl: 'https://www.google.com/recaptcha/api/siteverify',
      scriptUrl: 'https://www.google.com/recaptcha/api.js',
      threshold: 0.5,
    });
    const own = loadConfig({ ...keys, RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:4000/recaptcha/api/siteverify', RECAPTCHA_SCRIPT_URL: 'http://127.0.0.1:4000/recaptcha/api.js', RECAPTCHA_SCORE_THRESHOLD: '0.7' }).captcha;
    expect(own).toMatchObject({ verifyUrl: 'http://127.0.0.1:4000/recaptcha/api/siteverify', scriptUrl: 'http://127.0.0.1:4000/recaptcha/api.js', threshold: 0.7 });
  });

  it('refuses one key without the other, a threshold outside 0–1 and URLs that are not URLs', () => {
    expect(() => loadConfig({ RECAPTCHA_SITE_KEY: keys.RECAPTCHA_SITE_KEY })).toThrow(/RECAPTCHA_SECRET_KEY: the captcha needs both/);
    expect(() => loadConfig({ RECAPTCHA_SECRET_KEY: keys.RECAPTCHA_SECRET_KEY })).toThrow(/RECAPTCHA_SITE_KEY: the captcha needs both/);
    expect(() => loadConfig({ ...keys, RECAPTCHA_SCORE_THRESHOLD: '1.5' })).toThrow(/RECAPTCHA_SCORE_THRESHOLD/);
    expect(() => loadConfig({ ...keys, RECAPTCHA_VERIFY_URL: 'google' })).toThrow(/RECAPTCHA_VERIFY_URL/);
  });
});
