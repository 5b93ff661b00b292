import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { formatMessage } from '@konfety/domain/i18n';
import { type PasswordProblem, passwordProblem, passwordProblemKey } from '@konfety/domain/password-policy';
import { fieldErrors } from '../../errors';

/*
 * "Easy to guess" of the password policy (domain/password-policy.ts): zxcvbn's estimate of the guesses an
 * attacker needs, with the leaked-password list and keyboard patterns of @zxcvbn-ts/language-common and the
 * Czech words, names and surnames of @zxcvbn-ts/language-cs (an English leak list let "heslo12345" and
 * "milujutebe" through), and the account's own e-mail and names as a dictionary of their own.
 */

/**
 * The lowest score a new password may have: 3 is zxcvbn's "safely unguessable" (about 10^8 guesses and more),
 * beyond an online attack's reach, and what a phrase of three unrelated words reaches; 2 still lets a word and
 * some digits through.
 */
export const PASSWORD_MIN_SCORE = 3;

/**
 * Characters analysed: the estimate's cost grows with the square of the length (≈ 5 ms for 20 characters, tens of
 * ms for 64 contrived ones), and a registration may be asked anonymously. Whatever follows them only adds guesses.
 */
const ANALYSED_LENGTH = 64;

/** Whose password it is: what they typed about themselves, which the password should not be made of. */
export interface PasswordOwner {
  email: string;
  firstname: string;
  lastname: string;
}

let estimator: Promise<ZxcvbnFactory> | null = null;

/** The estimator, made on first use and kept: its dictionaries are megabytes, which a process that never sees a new password does not load. */
function loadEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common'), import('@zxcvbn-ts/language-cs')]).then(
    ([{ ZxcvbnFactory }, common, cs]) =>
      new ZxcvbnFactory({ dictionary: { ...common.dictionary, ...cs.dictionary }, graphs: common.adjacencyGraphs, maxLength: ANALYSED_LENGTH }),
  );
  return estimator;
}

/** The owner's own words: the e-mail, its local part and that part's pieces ("jana.novakova77" → "jana", "novakova77"), the names. */
function ownWords({ email, firstname, lastname }: PasswordOwner): string[] {
  const address = email.trim().toLowerCase();
  const local = address.slice(0, address.lastIndexOf('@'));
  return [address, local, ...local.split(/[^\p{L}\p{N}]+/u), firstname, lastname].map((w) => w.trim()).filter((w) => w !== '');
}

/** What the policy has against a new password of an allowed length, or null: the domain's rule first, then the estimate. */
export async function passwordObjection(password: string, owner: PasswordOwner): Promise<PasswordProblem | null> {
  const problem = passwordProblem(password, owner.email);
  if (problem) return problem;
  const zxcvbn = await loadEstimator();
  return zxcvbn.check(password, ownWords(owner)).score < PASSWORD_MIN_SCORE ? 'tooWeak' : null;
}

/** Throws the 422 on `password` (in the locale's words) when the policy has something against it. */
export async function assertAcceptablePassword(locale: string, password: string, owner: PasswordOwner): Promise<void> {
  const problem = await passwordObjection(password, owner);
  if (problem) throw fieldErrors(locale, { password: [formatMessage(locale, passwordProblemKey(problem))] });
}
