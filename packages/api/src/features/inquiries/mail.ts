import { eq } from 'drizzle-orm';
import { schema } from '@konfety/db';
import type { AppDeps } from '../../context';
import { escapeHtml } from '../mail/order-confirmation';
import { MailNoLongerNeeded } from '../mail/no-longer-needed';
import { mailText, type MailTextKey } from '../mail/texts';
import type { Mailer } from '../mail/transport';
import { privateFiles } from '../../files';

type Inquiry = typeof schema.inquiries.$inferSelect;

/** A wanted day (`yyyy-mm-dd`) as the site's language writes it. */
function longDay(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** The rows of the mail's table: what the visitor filled in, in the form's order, the empty ones left out. */
function rows(inquiry: Inquiry, locale: string, t: (key: MailTextKey, params?: Record<string, unknown>) => string): Array<[string, string]> {
  const d = inquiry.details as { orderNumber?: string; date?: string | null; place?: string | null; guests?: number; theme?: string; services?: string[] };
  const list: Array<[string, string | null | undefined]> = [
    [t('mail.inquiry.subjectLabel', { kind: inquiry.kind }), inquiry.subjectTitle],
    [t('mail.inquiry.name'), inquiry.name],
    [t('mail.inquiry.email'), inquiry.email],
    [t('mail.inquiry.phone'), inquiry.phone],
    [t('mail.inquiry.orderNumber'), d.orderNumber],
    [t('mail.inquiry.date'), d.date ? longDay(d.date, locale) : null],
    [t('mail.inquiry.place'), d.place],
    [t('mail.inquiry.guests'), d.guests === undefined ? null : String(d.guests)],
    [t('mail.inquiry.theme'), d.theme],
    [t('mail.inquiry.services'), d.services && d.services.length > 0 ? d.services.join(', ') : null],
  ];
  return list.filter((row): row is [string, string] => typeof row[1] === 'string' && row[1] !== '');
}

/** The mail to the shop about an inquiry: who wrote, what they filled in, their message; a reply goes to them. */
export function renderInquiryMail(inquiry: Inquiry, site: { name: string; locale: string }) {
  const t = (key: MailTextKey, params?: Record<string, unknown>) => mailText(site.locale, key, params);
  const subject = t('mail.inquiry.subject', { kind: inquiry.kind, subject: inquiry.subjectTitle ?? '', name: inquiry.name });
  const table = rows(inquiry, site.locale, t);
  const intro = t('mail.inquiry.intro', { shop: site.name });
  const attachment = inquiry.attachmentName ? t('mail.inquiry.attachment', { name: inquiry.attachmentName }) : null;
  const text = [
    intro,
    '',
    ...table.map(([label, value]) => `${label}: ${value}`),
    ...(inquiry.message ? ['', `${t('mail.inquiry.message')}:`, inquiry.message] : []),
    ...(attachment ? ['', attachment] : []),
    '',
  ].join('\n');
  const e = escapeHtml;
  const cell = 'style="padding:4px 8px;border-bottom:1px solid #ddd;text-align:left;vertical-align:top"';
  const html = `<!DOCTYPE html>
<html lang="${e(site.locale)}">
<head><meta charset="utf-8"><title>${e(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#222">
<p>${e(intro)}</p>
<table style="border-collapse:collapse">${table.map(([label, value]) => `<tr><th scope="row" ${cell}>${e(label)}</th><td ${cell}>${e(value)}</td></tr>`).join('')}</table>
${inquiry.message ? `<h2 style="font-size:16px">${e(t('mail.inquiry.message'))}</h2><p style="white-space:pre-wrap">${e(inquiry.message)}</p>` : ''}
${attachment ? `<p>${e(attachment)}</p>` : ''}
</body>
</html>`;
  return { subject, text, html };
}

/**
 * Mails an inquiry to its site's address (reply-to the visitor), a CV attached from the private files. An inquiry
 * that is gone (erased on request) is not mailed; a CV that cannot be read fails the attempt (retried).
 */
export async function deliverInquiryMail(deps: Pick<AppDeps, 'db' | 'config'>, inquiryId: number, mailer: Mailer): Promise<void> {
  const [found] = await deps.db
    .select({ inquiry: schema.inquiries, site: { name: schema.sites.name, locale: schema.sites.locale, email: schema.sites.email } })
    .from(schema.inquiries)
    .innerJoin(schema.sites, eq(schema.sites.id, schema.inquiries.siteId))
    .where(eq(schema.inquiries.id, inquiryId));
  if (!found) throw new MailNoLongerNeeded(`inquiry ${inquiryId} no longer exists`);
  const { inquiry, site } = found;
  const mail = renderInquiryMail(inquiry, site);
  const attachments = [];
  if (inquiry.attachmentKey) {
    const file = await privateFiles(deps.config).get(inquiry.attachmentKey);
    if (!file) throw new Error(`inquiry ${inquiryId}: its attachment is missing from the private files`);
    attachments.push({ filename: inquiry.attachmentName ?? 'cv', content: file.body, contentType: inquiry.attachmentType ?? file.contentType });
  }
  await mailer.send({
    from: deps.config.mail.from,
    to: site.email,
    replyTo: { name: inquiry.name, address: inquiry.email },
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    textEncoding: 'base64',
    attachments,
  });
}
