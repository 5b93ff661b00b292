import type { AppDeps } from '../../context';
import type { Logger } from '../../logger';
import { type AccountMail, renderAccountMail } from './account-mails';
import { createMailer, type Mailer } from './transport';

/**
 * Sends an account mail (welcome, reset link, password changed). Call it after the change it tells of has
 * committed. Never throws: a failure is logged (the user's id and the kind, no address or link) and the
 * function resolves `false`; success resolves `true`.
 */
export async function sendAccountMail(deps: Pick<AppDeps, 'config'>, mail: AccountMail, userId: number, log: Logger, mailer?: Mailer): Promise<boolean> {
  try {
    const rendered = renderAccountMail(mail);
    await (mailer ?? createMailer(deps.config)).send({
      from: deps.config.mail.from,
      to: mail.to,
      subject: rendered.subject,
      text: rendered.text,
      html: rendered.html,
      textEncoding: 'base64',
    });
    log.info({ userId, mail: mail.kind }, 'account e-mail sent');
    return true;
  } catch (err) {
    log.error({ err, userId, mail: mail.kind }, 'account e-mail failed');
    return false;
  }
}
