import { JobNoLongerNeeded } from '../../jobs/define';

/**
 * Thrown by a mail's sender when the mail lost its purpose before it went out (its order or account erased, a reset
 * link used, expired or replaced): its job is closed unsent, without retries.
 */
export class MailNoLongerNeeded extends JobNoLongerNeeded {
  override readonly name = 'MailNoLongerNeeded';
}
