import { eq } from 'drizzle-orm';
import { schema } from '@konfety/db';
import { passwordChangeUrl } from '@konfety/domain/password-reset';
import type { AppDeps } from '../../context';
import { usableResetLink } from '../accounts/password-reset';
import { type AccountMail, renderAccountMail } from './account-mails';
import { replyToOf } from './links';
import { MailNoLongerNeeded } from './no-longer-needed';
import type { Mailer } from './transport';

/** An account mail's job: its kind, the account, the site it speaks for and, for a reset link, the token. */
export type AccountMailJob = { userId: number; siteId: number } & ({ kind: 'welcome' | 'password_changed' } | { kind: 'password_reset'; token: string });

/**
 * Renders an account mail (welcome, reset link, password changed) for the account as it is now, in its site's
 * language, and hands it to the mailer; throws on any failure (its job is retried). A mail to an account that is gone,
 * or with a reset link that can no longer be used (used, expired, replaced by a newer one, the account closed), is
 * not sent: `MailNoLongerNeeded`. A link mailed late says how long it has left.
 */
export async function deliverAccountMail(deps: Pick<AppDeps, 'db' | 'config' | 'now'>, job: AccountMailJob, mailer: Mailer): Promise<void> {
  const { db, config } = deps;
  const { userId, siteId } = job;
  const [found] = await db
    .select({ email: schema.users.email, firstname: schema.users.firstname, lastname: schema.users.lastname, shop: schema.sites.name, url: schema.sites.url, locale: schema.sites.locale, siteEmail: schema.sites.email })
    .from(schema.users)
    .innerJoin(schema.sites, eq(schema.sites.id, siteId))
    .where(eq(schema.users.id, userId));
  // An erased account (or site): nobody left to write to.
  if (!found) throw new MailNoLongerNeeded(`account ${userId} or site ${siteId} no longer exists`);
  const to = { to: found.email, name: `${found.firstname} ${found.lastname}`.trim(), site: { name: found.shop, url: found.url, locale: found.locale } };
  let mail: AccountMail;
  if (job.kind === 'password_reset') {
    const { token } = job;
    const now = deps.now();
    const link = await usableResetLink(db, token, now);
    if (!link) throw new MailNoLongerNeeded('the reset link was used, expired or replaced before it could be mailed');
    const validMinutes = Math.max(1, Math.round((link.expiresAt.getTime() - now.getTime()) / 60000));
    mail = { kind: 'passwordReset', ...to, link: passwordChangeUrl(found.url, found.locale, token), validMinutes };
  } else {
    mail = { kind: job.kind === 'welcome' ? 'welcome' : 'passwordChanged', ...to };
  }
  const rendered = renderAccountMail(mail);
  await mailer.send({ from: config.mail.from, replyTo: replyToOf(found.siteEmail, config.mail.from), to: mail.to, subject: rendered.subject, text: rendered.text, html: rendered.html, textEncoding: 'base64' });
}
