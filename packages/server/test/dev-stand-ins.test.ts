import { describe, expect, it } from 'vitest';
import { startDevStandIns } from '../src/dev-stand-ins';

/** A configured captcha, so the tests about the other stand-ins start no captcha stand-in. */
const CAPTCHA = { RECAPTCHA_SITE_KEY: 'site-key-from-the-env', RECAPTCHA_SECRET_KEY: 'secret-from-the-env' };

describe('development stand-ins (npm run dev)', () => {
  it('start a local ARES when ARES_BASE_URL is not set, and the shop is pointed at it', async () => {
    const standIns = await startDevStandIns({ PAYMENT_GATEWAY_URL: 'https://gw.example/api', PACKETA_API_KEY: 'key', MAP_TILE_URL: 'https://tiles.example/{z}/{x}/{y}.png', ...CAPTCHA });
    try {
      expect(standIns.urls).toEqual({ ares: standIns.env.ARES_BASE_URL });
      expect(standIns.env.ARES_BASE_URL).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/ekonomicke-subjekty-v-be\/rest$/);
      const res = await fetch(`${standIns.env.ARES_BASE_URL}/ekonomicke-subjekty/27596648`);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ ico: '27596648', obchodniJmeno: 'Party Svět s.r.o.', sidlo: { psc: 10100 } });
    } finally {
      await standIns.stop();
    }
  });

  it('start a local tile server for the stores’ map when MAP_TILE_URL is not set', async () => {
    const standIns = await startDevStandIns({ PAYMENT_GATEWAY_URL: 'https://gw.example/api', PACKETA_API_KEY: 'key', ARES_BASE_URL: 'https://ares.example/rest', ...CAPTCHA });
    try {
      expect(standIns.urls).toEqual({ mapTiles: standIns.env.MAP_TILE_URL });
      const res = await fetch(standIns.env.MAP_TILE_URL!.replace('{z}/{x}/{y}', '3/4/2'));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect((await fetch(standIns.env.MAP_TILE_URL!.replace('{z}/{x}/{y}', '3/9/2'))).status).toBe(404);
    } finally {
      await standIns.stop();
    }
  });

  it('leave a configured register and tile server alone', async () => {
    const standIns = await startDevStandIns({ PAYMENT_GATEWAY_URL: 'https://gw.example/api', PACKETA_API_KEY: 'key', ARES_BASE_URL: 'https://ares.example/rest', MAP_TILE_URL: 'https://tiles.example/{z}/{x}/{y}.png', ...CAPTCHA });
    expect(standIns.urls).toEqual({});
    expect(standIns.env.ARES_BASE_URL).toBe('https://ares.example/rest');
    expect(standIns.env.RECAPTCHA_VERIFY_URL).toBeUndefined();
    await standIns.stop();
  });

  it('start a local reCAPTCHA when neither captcha key is set: the forms then go through its tokens, which all pass', async () => {
    const standIns = await startDevStandIns({ PAYMENT_GATEWAY_URL: 'https://gw.example/api', PACKETA_API_KEY: 'key', ARES_BASE_URL: 'https://ares.example/rest', MAP_TILE_URL: 'https://tiles.example/{z}/{x}/{y}.png' });
    try {
      expect(standIns.urls).toEqual({ recaptcha: standIns.env.RECAPTCHA_SCRIPT_URL });
      const { RECAPTCHA_SITE_KEY, RECAPTCHA_SECRET_KEY, RECAPTCHA_VERIFY_URL, RECAPTCHA_SCRIPT_URL } = standIns.env;
      expect([RECAPTCHA_SITE_KEY, RECAPTCHA_SECRET_KEY]).toEqual([expect.any(String), expect.any(String)]);
      expect((await fetch(`${RECAPTCHA_SCRIPT_URL}?render=${RECAPTCHA_SITE_KEY}&hl=cs`)).headers.get('content-type')).toMatch(/javascript/);
      const unknown = await fetch(RECAPTCHA_VERIFY_URL!, { method: 'POST', body: new URLSearchParams({ secret: RECAPTCHA_SECRET_KEY!, response: 'no-such-token' }) });
      expect(await unknown.json()).toEqual({ success: false, 'error-codes': ['invalid-input-response'] });
    } finally {
      await standIns.stop();
    }
  });
});
