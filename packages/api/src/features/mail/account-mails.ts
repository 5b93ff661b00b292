import { passwordResetUrl } from '@konfety/domain/password-reset';
import { storefrontHome } from '@konfety/domain/site-urls';
import { escapeHtml, type RenderedMail } from './order-confirmation';
import { mailText, type MailTextKey } from './texts';

/** The site a mail speaks for: its name, storefront URL and language. */
export interface MailSite {
  name: string;
  url: string;
  locale: string;
}

/** The account mails: after registration, with a reset link, after a password change (by reset or in the account). */
export type AccountMail =
  | { kind: 'welcome'; to: string; name: string; site: MailSite }
  | { kind: 'passwordReset'; to: string; name: string; site: MailSite; link: string; validMinutes: number }
  | { kind: 'passwordChanged'; to: string; name: string; site: MailSite }
  /** A stock watchdog's: the product (and its variant) is back in stock. A guest's has no name. */
  | { kind: 'backInStock'; to: string; name: string; site: MailSite; product: string; link: string };

/** One paragraph of a mail: text, optionally followed by a link (shown as a button when `button` names its label). */
interface Paragraph {
  text: string;
  link?: { url: string; button?: string };
}

const buttonStyle = 'display:inline-block;padding:10px 24px;border-radius:24px;background:#ffb600;color:#1d1d1f;font-weight:bold;text-decoration:none';

function paragraphs(mail: AccountMail, t: (key: MailTextKey, params?: Record<string, unknown>) => string): { subject: string; body: Paragraph[] } {
  const shop = mail.site.name;
  switch (mail.kind) {
    case 'welcome':
      return {
        subject: t('mail.welcome.subject', { shop }),
        body: [{ text: t('mail.welcome.intro', { shop, email: mail.to }) }, { text: t('mail.welcome.account'), link: { url: storefrontHome(mail.site) } }, { text: t('mail.welcome.notYou') }],
      };
    case 'passwordReset':
      return {
        subject: t('mail.reset.subject', { shop }),
        body: [
          { text: t('mail.reset.intro', { shop }), link: { url: mail.link, button: t('mail.reset.button') } },
          { text: t('mail.reset.validity', { minutes: mail.validMinutes }) },
          { text: t('mail.reset.ignore') },
        ],
      };
    case 'backInStock':
      return {
        subject: t('mail.watchdog.subject', { product: mail.product }),
        body: [
          { text: t('mail.watchdog.intro', { shop, product: mail.product }), link: { url: mail.link, button: t('mail.watchdog.button') } },
          { text: t('mail.watchdog.hurry') },
          { text: t('mail.watchdog.closed') },
        ],
      };
    case 'passwordChanged':
      return {
        subject: t('mail.changed.subject'),
        body: [{ text: t('mail.changed.intro', { shop }) }, { text: t('mail.changed.notYou'), link: { url: passwordResetUrl(mail.site.url, mail.site.locale) } }],
      };
  }
}

/** An account mail as plain text and HTML (every value escaped), in the site's language. */
export function renderAccountMail(mail: AccountMail): RenderedMail {
  const t = (key: MailTextKey, params?: Record<string, unknown>) => mailText(mail.site.locale, key, params);
  const { subject, body } = paragraphs(mail, t);
  const greeting = mail.name ? t('mail.account.greeting', { name: mail.name }) : t('mail.account.greetingNoName');
  const signature = t('mail.account.signature', { shop: mail.site.name });

  const text = [greeting, '', ...body.flatMap((p) => [p.text, ...(p.link ? [p.link.url] : []), '']), signature, ''].join('\n');

  const e = escapeHtml;
  const html = `<!DOCTYPE html>
<html lang="${e(mail.site.locale)}">
<head><meta charset="utf-8"><title>${e(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#222">
<p>${e(greeting)}</p>
${body
  .map((p) => {
    if (!p.link) return `<p>${e(p.text)}</p>`;
    const url = e(p.link.url);
    return p.link.button
      ? `<p>${e(p.text)}</p>\n<p><a href="${url}" style="${buttonStyle}">${e(p.link.button)}</a></p>\n<p style="font-size:12px;color:#555">${url}</p>`
      : `<p>${e(p.text)}<br><a href="${url}">${url}</a></p>`;
  })
  .join('\n')}
<p>${e(signature)}</p>
</body>
</html>
`;
  return { subject, text, html, attachments: [] };
}
