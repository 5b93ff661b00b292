import { z } from 'zod';
import { defineJob } from '../../jobs/define';
import { deliverInquiryMail } from './mail';

/** The mail to the shop about a visitor's inquiry, queued in the inquiry's transaction (service.ts). */
export const inquiryMail = defineJob({
  kind: 'mail.inquiry',
  payload: z.object({ inquiryId: z.number().int().positive() }).strict(),
  key: (p) => String(p.inquiryId),
  facts: (p) => ({ inquiryId: p.inquiryId }),
  run: (deps, p) => deliverInquiryMail(deps, p.inquiryId, deps.mailer),
});

export const INQUIRY_JOBS = [inquiryMail];
