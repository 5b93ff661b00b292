import { z } from 'zod';
import { emailField, requiredString } from '@konfety/domain/validation';

export const loginBody = z.object({
  email: emailField(),
  password: requiredString({ max: 200 }),
});

export const userGroupSchema = z
  .object({ id: z.number().int(), name: z.string(), description: z.string().nullable(), discount: z.number() })
  .meta({ id: 'UserGroup' });

export const userSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    firstname: z.string(),
    lastname: z.string(),
    phone_prefix: z.string().nullable(),
    phone: z.string().nullable(),
    group: userGroupSchema.nullable(),
    scopes: z.array(z.string()),
    newsletter: z.boolean(),
  })
  .meta({ id: 'User' });
