/**
 * The account's address and invoice-details forms as the page and its action share them (no server code:
 * the browser bundles it). Checking and sending them is the server's (`profile.server.ts`).
 */

/** A form's values by field name, as typed (what the form shows again after a refusal). */
export type ProfileValues = Record<string, string>;
export type FieldErrors = Record<string, string[]>;

/** What a page action answers when it re-renders its form instead of redirecting. */
export interface ProfileFormAnswer {
  intent: string;
  /** The address the form edits (null: a new one). */
  id?: number | null;
  values: ProfileValues;
  errors?: FieldErrors;
  /** A notice for the whole form: the form has errors, the save failed … */
  message?: string | null;
  /** The company register's answer was filled in (its name), not yet saved. */
  filled?: string | null;
}

/** Moves focus to the first invalid field inside `root`, else to `fallback`; answers whether it found one. */
export function focusFirstInvalid(root: ParentNode | null, fallback?: HTMLElement | null): boolean {
  const first = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (first) {
    first.focus();
    return true;
  }
  fallback?.focus();
  return false;
}
