import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/index';

describe('loadConfig', () => {
  it('runs the shop on the embedded database in ./data by default', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.database).toEqual({ kind: 'pglite', dataDir: path.resolve('data', 'db') });
    expect(c.mediaDir).toBe(path.resolve('data', 'media'));
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
});
