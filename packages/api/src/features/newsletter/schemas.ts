import { z } from 'zod';
import { emailField } from '@konfety/domain/validation';

export const subscribeBody = z.object({ email: emailField() }).meta({ title: 'NewsletterSubscription' });

export const subscribedSchema = z.object({
  success: z.literal(true),
  message: z.string().meta({ description: 'Success alert text, e.g. E-mail byl úspěšně uložen.' }),
});

export type SubscribedOut = z.infer<typeof subscribedSchema>;
