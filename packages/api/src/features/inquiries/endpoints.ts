import { defineEndpoint } from '../../endpoint';
import { errorResponses } from '../../http/schemas';
import { careerApplicationBody, CV_BASE64_MAX, contactBody, eventOrderBody, receivedSchema, satisfactionBody, serviceInquiryBody, subjectParams } from './schemas';

const stored =
  'Stored before anything is mailed; the mail to the shop (reply-to the sender) is a job. 422 with per-field `errors` (SPEC §5). ' +
  'The content forms share a limit per e-mail and per client address (5 and 10 an hour): over it 429 with Retry-After.';

export const sendContact = defineEndpoint({
  method: 'POST',
  path: '/inquiries/contact',
  tags: ['inquiries'],
  summary: 'Send the contact form (SPEC §2 /info/kontakt)',
  description: stored,
  body: contactBody,
  captcha: 'contact',
  responses: { 200: receivedSchema, ...errorResponses },
});

export const sendServiceInquiry = defineEndpoint({
  method: 'POST',
  path: '/services/:id/inquiries',
  tags: ['inquiries'],
  summary: 'Ask about a service (SPEC §2 /sluzby/{id}/{slug}): when, where and what',
  description: `${stored} 404 for a service that is not offered. A date already over (Prague) is a 422 on \`date\`.`,
  params: subjectParams,
  body: serviceInquiryBody,
  captcha: 'service_inquiry',
  responses: { 200: receivedSchema, ...errorResponses },
});

export const sendEventOrder = defineEndpoint({
  method: 'POST',
  path: '/events/orders',
  tags: ['inquiries'],
  summary: 'Order or propose a party or an event (SPEC §2 /eventy/novy): date, place, guests, theme, services wanted, contact',
  description: `${stored} A date already over (Prague) is a 422 on \`date\`; services the shop does not offer are left out.`,
  body: eventOrderBody,
  captcha: 'event_order',
  responses: { 200: receivedSchema, ...errorResponses },
});

export const sendSatisfaction = defineEndpoint({
  method: 'POST',
  path: '/satisfaction',
  tags: ['inquiries'],
  summary: 'Answer the satisfaction survey (SPEC §2 /spokojenost, §3 courier review): the shop’s and the courier’s stars, an order number and a text',
  description:
    'Stored for the staff, with the order the number names when it is one of the site’s. 422 with per-field `errors`; counted with the content forms (429 with Retry-After).',
  body: satisfactionBody,
  captcha: 'satisfaction',
  responses: { 200: receivedSchema, ...errorResponses },
});

export const sendApplication = defineEndpoint({
  method: 'POST',
  path: '/careers/:id/applications',
  tags: ['inquiries'],
  summary: 'Apply for an open position (SPEC §2 /kariera/{id}/{slug}) with a CV',
  description:
    `${stored} The CV (\`cv.content_base64\`) must be a PDF or a DOCX by its bytes (not its name) of at most 5 MB: else a 422 on \`cv\`. ` +
    'It is kept as a private file and attached to the mail. Consent to the processing of personal data is required. 404 for a position that is not open.',
  params: subjectParams,
  body: careerApplicationBody,
  captcha: 'job_application',
  // The CV in base64 and the form's fields.
  bodyLimit: CV_BASE64_MAX + 64 * 1024,
  responses: { 200: receivedSchema, ...errorResponses },
});
