import { type Locale, localePath } from '../routing/route-names';

/**
 * The registration and password pages' rules on both sides of the wire (no server code: the browser bundles
 * it; the server side is auth.server.ts).
 */

/**
 * The flash `form` of the notice a registration leaves for the account page it redirects to
 * (`shell.flash.form === ACCOUNT_NOTICE`: "Registrace proběhla úspěšně…").
 */
export const ACCOUNT_NOTICE = 'account';

/** Per-field messages of a refused form, as the API words them. */
export type FieldErrors = Record<string, string[] | undefined>;

/** The first of `order` with an error (the field that takes the focus), or null. */
export function firstInvalid(order: readonly string[], errors: FieldErrors): string | null {
  return order.find((name) => (errors[name]?.length ?? 0) > 0) ?? null;
}

/** The messages of fields a form does not show (the API named a field the form has not), for its alert. */
export function otherErrors(order: readonly string[], errors: FieldErrors): string[] {
  return Object.entries(errors)
    .filter(([name]) => !order.includes(name))
    .flatMap(([, messages]) => messages ?? []);
}

/**
 * Where "log in" leads: the home page with the account remembered (`?redirect=`), where the header's login
 * form opens by itself (SPEC §2: a requested page is restored after login).
 */
export function loginPath(locale: Locale): string {
  return `${localePath('home', locale)}?${new URLSearchParams({ redirect: localePath('account', locale) })}`;
}
