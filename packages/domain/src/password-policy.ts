import type { z } from 'zod';
import { COMMON_PASSWORDS } from './common-passwords';
import { passwordField } from './validation';

/**
 * The password policy (NIST SP 800-63B, 5.1.1.2): length is what makes a password strong, so a new password
 * needs at least PASSWORD_MIN_LENGTH characters and may have up to PASSWORD_MAX_LENGTH (room for passphrases
 * and password managers); no composition rules (they push people to "Heslo123!"); refused when it is a known
 * common password, a single repeated character, or the account's own e-mail (or its part before the @),
 * compared case-insensitively. Spaces and any Unicode count as characters; nothing is trimmed.
 *
 * The common-password list is data (common-passwords.ts): import this module on the server only, the
 * browser needs just the numbers, which the storefront sends with the page.
 */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

export type PasswordProblem = 'tooCommon' | 'sameAsEmail';

let common: ReadonlySet<string> | null = null;

/** Whether the password is on the list of common passwords, in any letter case. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(COMMON_PASSWORDS);
  return common.has(password.toLowerCase());
}

/**
 * What the policy has against a password of an allowed length, or null. `email` is the account's address
 * (when known): the password may equal neither it nor its local part.
 */
export function passwordProblem(password: string, email?: string | null): PasswordProblem | null {
  const lower = password.toLowerCase();
  const address = email?.trim().toLowerCase() ?? '';
  if (address !== '') {
    const local = address.slice(0, address.lastIndexOf('@'));
    if (lower === address || (local !== '' && lower === local)) return 'sameAsEmail';
  }
  if (/^(.)\1*$/su.test(password) || isCommonPassword(password)) return 'tooCommon';
  return null;
}

/** The catalogue key of a problem (`password.tooCommon`, `password.sameAsEmail`). */
export const passwordProblemKey = (problem: PasswordProblem) => `password.${problem}` as const;

/** A new password: required, PASSWORD_MIN_LENGTH–PASSWORD_MAX_LENGTH characters (SPEC §5 length messages). */
export function newPasswordField() {
  return passwordField(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH);
}

/**
 * Object-level check for `.superRefine(...)`: reports the policy's problem of `value[passwordKey]` on that
 * field, comparing with `value[emailKey]` when the object carries the e-mail. Skips values that are not
 * strings or whose length the field itself refuses, so it can run alongside the field checks.
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
