import type { z } from 'zod';
import { passwordField } from './validation';

/**
 * The password policy (NIST SP 800-63B, 5.1.1.2): length is what makes a password strong, so a new password
 * needs at least PASSWORD_MIN_LENGTH characters and may have up to PASSWORD_MAX_LENGTH (room for passphrases
 * and password managers); no composition rules (they push people to "Heslo123!"); refused when it is the
 * account's own e-mail (or its part before the @), compared case-insensitively, and when it is easy to guess.
 * Spaces and any Unicode count as characters; nothing is trimmed.
 *
 * "Easy to guess" is a strength estimate with leaked-password lists and Czech dictionaries (the API's
 * `accounts/password-strength.ts`): its data is megabytes, so it runs on the server only; the browser needs just
 * the numbers and the messages here.
 */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

export type PasswordProblem = 'tooWeak' | 'sameAsEmail';

/**
 * The rule a password of an allowed length breaks without an estimate, or null: `email` is the account's address
 * (when known), which the password may equal neither whole nor in its local part.
 */
export function passwordProblem(password: string, email?: string | null): 'sameAsEmail' | null {
  const lower = password.toLowerCase();
  const address = email?.trim().toLowerCase() ?? '';
  if (address === '') return null;
  const local = address.slice(0, address.lastIndexOf('@'));
  return lower === address || (local !== '' && lower === local) ? 'sameAsEmail' : null;
}

/** The catalogue key of a problem (`password.tooWeak`, `password.sameAsEmail`). */
export const passwordProblemKey = (problem: PasswordProblem) => `password.${problem}` as const;

/** A new password: required, PASSWORD_MIN_LENGTH–PASSWORD_MAX_LENGTH characters (SPEC §5 length messages). */
export function newPasswordField() {
  return passwordField(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH);
}

/**
 * Object-level check for `.superRefine(...)`: reports `passwordProblem` of `value[passwordKey]` on that field,
 * comparing with `value[emailKey]` when the object carries the e-mail. Skips values that are not strings or whose
 * length the field itself refuses, so it can run alongside the field checks.
 */
export function passwordPolicyCheck(passwordKey = 'password', emailKey: string | null = 'email') {
  return (value: Record<string, unknown>, ctx: z.RefinementCtx): void => {
    const password = value[passwordKey];
    if (typeof password !== 'string' || password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) return;
    const email = emailKey === null ? null : value[emailKey];
    const problem = passwordProblem(password, typeof email === 'string' ? email : null);
    if (problem) ctx.addIssue({ code: 'custom', path: [passwordKey], message: passwordProblemKey(problem) });
  };
}
