import { z } from 'zod';
import { CV_MAX_BYTES, careerApplicationSchema, contactSchema, eventOrderSchema, satisfactionSchema, serviceInquirySchema } from '@konfety/domain/inquiry-forms';
import { idParam } from '../../http/schemas';

/** Bodies of the content pages' forms (domain inquiry-forms.ts: SPEC §5 messages per field). */
export const contactBody = contactSchema.meta({ title: 'ContactMessage' });
export const serviceInquiryBody = serviceInquirySchema.meta({ title: 'ServiceInquiry' });
export const eventOrderBody = eventOrderSchema.meta({ title: 'EventOrder' });
/** Base64 of the largest CV: four characters per three bytes. */
export const CV_BASE64_MAX = Math.ceil(CV_MAX_BYTES / 3) * 4;

export const careerApplicationBody = careerApplicationSchema
  .extend({
    cv: z.object({
      filename: z.string().max(255).meta({ description: 'The file’s name on the applicant’s device (kept for the mail; its type is told by its bytes)' }),
      // Its size and type are checked on the decoded bytes (422 on `cv`); the operation's body limit bounds the text.
      content_base64: z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/).meta({ description: 'The file, base64-encoded: a PDF or a DOCX of at most 5 MB' }),
    }),
  })
  .meta({ title: 'CareerApplication' });
export const satisfactionBody = satisfactionSchema.meta({ title: 'SatisfactionAnswer' });

export const subjectParams = z.object({ id: idParam });

/** Every form's answer: stored, with the notice to show. */
export const receivedSchema = z
  .object({
    success: z.literal(true),
    message: z.string().meta({ description: 'The notice to show, e.g. "Děkujeme, vaši zprávu jsme přijali. …"' }),
  })
  .meta({ id: 'FormReceived' });

export type ReceivedOut = z.infer<typeof receivedSchema>;
