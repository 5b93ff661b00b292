import { eq } from 'drizzle-orm';
import { schema } from '@konfety/db';
import { passwordChangeUrl } from '@konfety/domain/password-reset';
import type { AppDeps } from '../../context';
import { usableResetLink } from '../accounts/password-reset';
import { type AccountMail, renderAccountMail } from './account-mails';
import { type AccountMailKind, MailNoLongerNeeded, type OutboxMail } from './outbox-mails';
import type { Mailer } from './transport';

/**
 * Renders an account mail of the outbox (welcome, reset link, password changed) for the account as it is now, in
 * its site's language, and hands it to the mailer; throws on any failure (the outbox retries it). A reset link that
 * can no longer be used (used, expired, replaced by a newer one, the account closed) is not mailed:
 * `MailNoLongerNeeded`. A link mailed late says how long it has left.
 */
export async function deliverAccountMail(deps: Pick<AppDeps, 'db' | 'config' | 'now'>, outboxMail: Extract<OutboxMail, { kind: AccountMailKind }>, mailer: Mailer): Promise<void> {
  const { db, config } = deps;
  const { about: userId, payload } = outboxMail;
  const [found] = await db
    .select({ email: schema.users.email, firstname: schema.users.firstname, lastname: schema.users.lastname, shop: schema.sites.name, url: schema.sites.url, locale: schema.sites.locale })
    .from(schema.users)
    .innerJoin(schema.sites, eq(schema.sites.id, payload.siteId))
    .where(eq(schema.users.id, userId));
  if (!found) throw new Error(`account ${userId} or site ${payload.siteId} not found`);
  const to = { to: found.email, name: `${found.firstname} ${found.lastname}`.trim(), site: { name: found.shop, url: found.url, locale: found.locale } };
  let mail: AccountMail;
  if (outboxMail.kind === 'password_reset') {
    const { token } = outboxMail.payload;
    const now = deps.now();
    const link = await usableResetLink(db, token, now);
    if (!link) throw new MailNoLongerNeeded('the reset link was used, expired or replaced before it could be mailed');
    const validMinutes = Math.max(1, Math.round((link.expiresAt.getTime() - now.getTime()) / 60000));
    mail = { kind: 'passwordReset', ...to, link: passwordChangeUrl(found.url, found.locale, token), validMinutes };
  } else {
    mail = { kind: outboxMail.kind === 'welcome' ? 'welcome' : 'passwordChanged', ...to };
  }
  const rendered = renderAccountMail(mail);
  await mailer.send({ from: config.mail.from, to: mail.to, subject: rendered.subject, text: rendered.text, html: rendered.html, textEncoding: 'base64' });
}
