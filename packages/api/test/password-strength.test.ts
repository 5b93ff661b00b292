import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/errors';
import { assertAcceptablePassword, passwordObjection } from '../src/features/accounts/password-strength';

/**
 * The password policy's strength estimate (features/accounts/password-strength.ts): zxcvbn with the common and
 * Czech dictionaries and the owner's own words, refusing a score under 3. No database: the API projects run it.
 */
const jana = { email: 'jana.novakova@example.com', firstname: 'Jana', lastname: 'Nováková' };
const bohumil = { email: 'bohumil.prskavec@example.com', firstname: 'Bohumil', lastname: 'Prskavec' };
const TOO_WEAK = 'Toto heslo by šlo snadno uhodnout. Zvolte prosím jiné, nejlépe několik slov, která spolu nesouvisejí.';

describe('passwordObjection', () => {
  it('refuses Czech passwords an English leak list let through, and the leaked ones', async () => {
    for (const password of ['heslo12345', 'qwertzuiop', 'hesloheslo', 'milujutebe', 'Heslo12345', 'qwertyuiop', 'password123', '1234567890', 'aaaaaaaaaaaa']) {
      expect(await passwordObjection(password, jana), password).toBe('tooWeak');
    }
  });

  it('accepts a phrase of unrelated words', async () => {
    for (const password of ['dort s jahodami', 'kočka leze dírou', 'Balónky na oslavu 2026', 'correcthorsebatterystaple']) {
      expect(await passwordObjection(password, jana), password).toBeNull();
    }
  });

  it('counts the owner’s e-mail and names as easy guesses, for them only', async () => {
    for (const password of ['prskavecbohumil', 'BohumilPrskavec', 'prskavec2026!']) {
      expect(await passwordObjection(password, bohumil), password).toBe('tooWeak');
      expect(await passwordObjection(password, jana), password).toBeNull();
    }
    expect(await passwordObjection('Jana.Novakova@example.com', jana)).toBe('sameAsEmail');
  });
});

describe('assertAcceptablePassword', () => {
  it('throws the 422 on `password` in the request’s language', async () => {
    const refusal = (locale: string) => assertAcceptablePassword(locale, 'milujutebe', jana).then(() => null, (e: unknown) => e);
    const cs = await refusal('cs');
    expect(cs).toBeInstanceOf(ApiError);
    expect(cs).toMatchObject({ statusCode: 422, code: 'validation', message: TOO_WEAK, details: { errors: { password: [TOO_WEAK] } } });
    expect(await refusal('sk')).toMatchObject({ details: { errors: { password: ['Toto heslo by sa dalo ľahko uhádnuť. Zvoľte si, prosím, iné, najlepšie niekoľko slov, ktoré spolu nesúvisia.'] } } });
    await expect(assertAcceptablePassword('cs', 'dort s jahodami', jana)).resolves.toBeUndefined();
  });
});
