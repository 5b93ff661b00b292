import { z } from 'zod';
import { newPasswordField, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordPolicyCheck } from '@konfety/domain/password-policy';
import {
  addressFieldsCheck,
  emailField,
  optionalString,
  passwordConfirmationField,
  passwordsMatch,
  phonePrefixField,
  personNameField,
  requiredString,
} from '@konfety/domain/validation';

export const loginBody = z.object({
  email: emailField(),
  // Not trimmed: a password keeps its spaces when it is set (passwordField), so it must keep them here too.
  password: requiredString({ max: 200, trim: false }),
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

/** A new password and its confirmation (SPEC §5: length, "Toto pole je nutné potvrdit."); the bodies add "Hesla nejsou shodná." and the password policy. */
const newPasswordFields = {
  password: newPasswordField().meta({ description: `${PASSWORD_MIN_LENGTH}–${PASSWORD_MAX_LENGTH} characters; not easy to guess (a strength estimate, checked after the fields), not the e-mail` }),
  passwordConfirmation: passwordConfirmationField(),
};

/** Object-level checks run even when another field failed (so a form shows all its errors at once), but only on an object. */
const always = { when: ({ value }: { value: unknown }) => typeof value === 'object' && value !== null };

export const registerBody = z
  .object({
    firstname: personNameField({ max: 100 }),
    lastname: personNameField({ max: 100 }),
    email: emailField(),
    phonePrefix: phonePrefixField().meta({ description: 'SPEC §3 phone prefixes; "" = none' }),
    phone: optionalString({ max: 20 }),
    ...newPasswordFields,
    terms: z.boolean({ error: 'validation.terms' }).refine((v) => v, { error: 'validation.terms' }).meta({ description: 'Agreement with the terms and conditions; must be true' }),
    newsletter: z.boolean().default(false).meta({ description: 'Opt-in: also subscribes the e-mail to the newsletter of the site' }),
  })
  .superRefine(passwordsMatch(), always)
  .superRefine(passwordPolicyCheck('password', 'email'), always)
  .superRefine(addressFieldsCheck(), always)
  .meta({ id: 'RegisterInput' });

export type RegisterBody = z.infer<typeof registerBody>;

export const tokenSchema = z.object({ token: z.string().meta({ description: 'Bearer token of the new session (as POST /auth/login answers)' }) }).meta({ id: 'AuthToken' });

export const passwordResetRequestBody = z.object({ email: emailField() }).meta({ id: 'PasswordResetRequestInput' });

/** The link's token as it arrives (path or body); whether it is one is the service's to say (404 `reset_token_invalid`). */
const resetTokenField = requiredString({ max: 128 }).meta({ description: 'The token of the reset link (64 hexadecimal digits)' });

export const passwordResetTokenParams = z.object({ token: resetTokenField });

export const passwordResetTokenSchema = z
  .object({ expires_at: z.string().meta({ description: 'When the link stops working (ISO 8601)' }) })
  .meta({ id: 'PasswordResetToken' });

export const passwordResetBody = z
  .object({ token: resetTokenField, ...newPasswordFields })
  .superRefine(passwordsMatch(), always)
  .superRefine(passwordPolicyCheck('password', null), always)
  .meta({ id: 'PasswordResetInput' });

export type PasswordResetBody = z.infer<typeof passwordResetBody>;

export const passwordChangeBody = z
  .object({ currentPassword: requiredString({ max: 200, trim: false }), ...newPasswordFields })
  .superRefine(passwordsMatch(), always)
  .superRefine(passwordPolicyCheck('password', null), always)
  .meta({ id: 'PasswordChangeInput' });

export type PasswordChangeBody = z.infer<typeof passwordChangeBody>;

/** The answer of a request that changes nothing visible: a success flag and the notice to show (SPEC §8). */
export const noticeSchema = z
  .object({ success: z.literal(true), message: z.string().meta({ description: 'Success notice in the site language, e.g. Heslo bylo změněno.' }) })
  .meta({ id: 'Notice' });
