import { z } from 'zod';
import { careerApplicationSchema, contactSchema, eventOrderSchema, satisfactionSchema, serviceInquirySchema } from '@konfety/domain/inquiry-forms';
import { idParam } from '../../http/schemas';

/** Bodies of the content pages' forms (domain inquiry-forms.ts: SPEC §5 messages per field). */
export const contactBody = contactSchema.meta({ title: 'ContactMessage' });
export const serviceInquiryBody = serviceInquirySchema.meta({ title: 'ServiceInquiry' });
export const eventOrderBody = eventOrderSchema.meta({ title: 'EventOrder' });
export const careerApplicationFields = careerApplicationSchema;
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
