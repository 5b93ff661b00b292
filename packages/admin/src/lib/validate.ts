import type { z } from 'zod';
import { issuesToFieldErrors } from '@konfety/domain/validation';

export type FieldErrors = Record<string, string[]>;

/**
 * A form's values checked by the API's own schema, with the API's own Czech messages (domain/validation.ts turns
 * zod issues into them, as the API's 422 does): the parsed body, or the errors by field.
 */
export function validate<S extends z.ZodType>(schema: S, values: unknown): { ok: true; data: z.output<S> } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(values);
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: issuesToFieldErrors(result.error.issues, 'cs') };
}

/** A text field of a form ('' when absent). */
export function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}
