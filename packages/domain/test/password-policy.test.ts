import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { newPasswordField, PASSWORD_MIN_LENGTH, passwordPolicyCheck, passwordProblem } from '../src/password-policy';
import { PASSWORD_CHANGE_PATHS, passwordChangeUrl, passwordResetUrl } from '../src/password-reset';
import { issuesToFieldErrors } from '../src/validation';

describe('passwordProblem', () => {
  it('refuses the e-mail or its local part, case-insensitively; the estimate of easy guesses is the server’s', () => {
    expect(passwordProblem('Jana.Nova@Example.com', 'jana.nova@example.com')).toBe('sameAsEmail');
    expect(passwordProblem('JANA.NOVA.1990', 'jana.nova.1990@example.com')).toBe('sameAsEmail');
    expect(passwordProblem('jana.nova.1990', null)).toBeNull();
    expect(passwordProblem('qwertyuiop', 'jana@example.com')).toBeNull();
  });
});

describe('the new-password field and the policy check', () => {
  const schema = z
    .object({ email: z.string(), password: newPasswordField() })
    .superRefine(passwordPolicyCheck('password', 'email'), { when: () => true });
  const errors = (password: unknown, email = 'jana@example.com') => {
    const r = schema.safeParse({ email, password });
    return r.success ? null : issuesToFieldErrors(r.error.issues).password;
  };

  it('words every rule in Czech, the length ones as SPEC §5 does', () => {
    expect(errors('')).toEqual(['Pole musí být vyplněno']);
    expect(errors('a'.repeat(PASSWORD_MIN_LENGTH - 1))).toEqual(['Vyplňte prosím minimálně 10 znaků.']);
    expect(errors('ab'.repeat(65))).toEqual(['Vyplňte prosím maximálně 128 znaků.']);
    expect(errors('JANA@example.com')).toEqual(['Heslo nesmí být stejné jako váš e-mail.']);
    expect(errors('x'.repeat(PASSWORD_MIN_LENGTH) + 'y')).toBeNull();
    expect(errors('dlouhé heslo s háčky')).toBeNull();
  });
});

describe('reset links', () => {
  it('point at the storefront page in the site language, Czech without a prefix', () => {
    const token = 'ab'.repeat(32);
    expect(passwordChangeUrl('https://www.konfety.cz/', 'cs', token)).toBe(`https://www.konfety.cz/zmena-hesla/${token}`);
    expect(passwordChangeUrl('https://www.konfety.sk', 'sk', token)).toBe(`https://www.konfety.sk/sk/zmena-hesla/${token}`);
    expect(passwordChangeUrl('https://shop.test', 'en', token)).toBe(`https://shop.test/en/change-password/${token}`);
    expect(passwordChangeUrl('https://shop.test', 'de', token)).toBe(`https://shop.test/zmena-hesla/${token}`);
    expect(passwordResetUrl('https://www.konfety.cz', 'cs')).toBe('https://www.konfety.cz/obnova-hesla');
    expect(passwordResetUrl('https://shop.test', 'en')).toBe('https://shop.test/en/password-reset');
    expect(PASSWORD_CHANGE_PATHS.cs).toBe('/zmena-hesla/:hash');
  });
});
