import { z } from 'zod';
import { pragueDate } from './calendar';
import { emailField, integerField, optionalField, optionalText, personNameField, phoneField, ratingField, requiredString } from './validation';

/**
 * The visitors' forms of the content pages (issue 39): the contact form, a service's inquiry, an event order, a job
 * application and the satisfaction survey — as the API stores them and the storefront's actions check them before
 * they send. Every field's message is SPEC §5's (validation.ts).
 */

import { EVENT_GUESTS_MAX, INQUIRY_MESSAGE_MAX, INQUIRY_NAME_MAX, INQUIRY_PLACE_MAX as PLACE_MAX } from './inquiries';

export { CV_MAX_BYTES, EVENT_GUESTS_MAX, INQUIRY_MESSAGE_MAX, INQUIRY_NAME_MAX } from './inquiries';

/** The kinds of inquiry the shop receives, each from its own form; a satisfaction answer is kept apart (`satisfactionSchema`). */
export const inquiryKinds = ['contact', 'service', 'event', 'career'] as const;
export type InquiryKind = (typeof inquiryKinds)[number];

/** Who writes: every inquiry's name and e-mail, with a phone where the shop calls back. */
const person = {
  name: personNameField({ max: INQUIRY_NAME_MAX }),
  email: emailField(),
};
const requiredPhone = phoneField('');
const optionalPhone = optionalField(phoneField('')).transform((v) => v ?? null);

/** An order number as the customer copies it from a mail: digits only, or nothing. */
const orderNumber = optionalField(requiredString({ max: 20, pattern: /^\d+$/, patternKey: 'numeric' })).transform((v) => v ?? null);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day as `<input type=date>` sends it (`yyyy-mm-dd`) that exists. Whether it has passed is `dayHasPassed`. */
function dayField() {
  return requiredString({ length: 10 }).refine(
    (v) => ISO_DATE.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    { error: 'validation.date' },
  );
}

/**
 * Whether a wanted day (an event's, a service's) is already over in Prague at `now`: the one rule of the date fields
 * that needs the clock, so it is kept out of the static schemas (the API's OpenAPI document is built from them) and
 * asked by both the API and the storefront's actions.
 */
export function dayHasPassed(day: string, now: Date): boolean {
  return day < pragueDate(now);
}

/** SPEC §2 /info/kontakt: the contact form. */
export const contactSchema = z.object({
  ...person,
  phone: optionalPhone,
  orderNumber,
  message: requiredString({ max: INQUIRY_MESSAGE_MAX }),
});

/** SPEC §2 /sluzby/{id}/{slug}: an inquiry about one of the services (the service is the page's). */
export const serviceInquirySchema = z.object({
  ...person,
  phone: requiredPhone,
  date: optionalField(dayField()).transform((v) => v ?? null),
  place: optionalText(PLACE_MAX),
  message: requiredString({ max: INQUIRY_MESSAGE_MAX }),
});

/** SPEC §2 /eventy/novy: a visitor orders or proposes a party or an event. */
export const eventOrderSchema = z.object({
  ...person,
  phone: requiredPhone,
  date: dayField(),
  place: requiredString({ max: PLACE_MAX }),
  guests: integerField({ min: 1, max: EVENT_GUESTS_MAX }),
  theme: requiredString({ max: PLACE_MAX }),
  /** The services wanted: ids of the site's active services (the API keeps only those that are). */
  services: z.array(integerField({ min: 1, max: 2147483647 })).max(20).default([]),
  message: optionalText(INQUIRY_MESSAGE_MAX),
});

/** SPEC §2 /kariera/{id}/{slug}: an application for a position; the CV file travels beside these fields. */
export const careerApplicationSchema = z.object({
  ...person,
  phone: requiredPhone,
  message: optionalText(INQUIRY_MESSAGE_MAX),
  consent: z.preprocess((v) => v === true || v === 'true' || v === 'on' || v === '1' || v === 1, z.literal(true, { error: 'validation.consent' })),
});

/** A CV's types (told by its bytes, not its name: `sniffCvType`). */
export const cvTypes = ['application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'] as const;
export type CvType = (typeof cvTypes)[number];

/**
 * What a file's first bytes say it is, of the CV types: `%PDF-` is a PDF; a ZIP whose entries include
 * `word/document.xml` is a Word document (DOCX is a ZIP of XML parts; the name of that part appears in the archive's
 * local and central headers as plain bytes). Anything else — an executable renamed to .pdf, an image — is null.
 */
export function sniffCvType(bytes: Uint8Array): CvType | null {
  const head = (n: number) => String.fromCharCode(...bytes.subarray(0, n));
  if (head(5) === '%PDF-') return 'application/pdf';
  if (bytes.length > 30 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) {
    if (includesAscii(bytes, 'word/document.xml') && includesAscii(bytes, '[Content_Types].xml')) return cvTypes[1];
  }
  return null;
}

function includesAscii(bytes: Uint8Array, text: string): boolean {
  const first = text.charCodeAt(0);
  outer: for (let i = bytes.indexOf(first); i !== -1 && i <= bytes.length - text.length; i = bytes.indexOf(first, i + 1)) {
    for (let j = 1; j < text.length; j++) if (bytes[i + j] !== text.charCodeAt(j)) continue outer;
    return true;
  }
  return false;
}

/** SPEC §3 courier review and §2 /spokojenost: how satisfied a customer is with the shop and the courier. */
export const satisfactionSchema = z.object({
  orderNumber,
  shopRating: ratingField(),
  courierRating: optionalField(ratingField()).transform((v) => v ?? null),
  text: optionalText(2000),
  email: optionalField(emailField()).transform((v) => v ?? null),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactValues = z.output<typeof contactSchema>;
export type ServiceInquiryValues = z.output<typeof serviceInquirySchema>;
export type EventOrderValues = z.output<typeof eventOrderSchema>;
export type CareerApplicationValues = z.output<typeof careerApplicationSchema>;
export type SatisfactionValues = z.output<typeof satisfactionSchema>;

/** A form's schema that also refuses a wanted `date` already over in Prague at `now` (`dayHasPassed`), on the field. */
export function withDayNotPassed<S extends z.ZodType<{ date: string | null }>>(schema: S, now: Date) {
  return schema.superRefine((value, ctx) => {
    if (value.date !== null && dayHasPassed(value.date, now)) ctx.addIssue({ code: 'custom', path: ['date'], message: 'validation.futureDate' });
  });
}
