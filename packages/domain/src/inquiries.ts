/**
 * The limits of the content pages' forms (issue 39), without their schemas (inquiry-forms.ts): the storefront's
 * components import these, and a component importing the schemas' module would carry zod into the browser.
 */

/** What the shop keeps of a free message: a page of text, enough for any inquiry. */
export const INQUIRY_MESSAGE_MAX = 4000;
export const INQUIRY_NAME_MAX = 120;
export const INQUIRY_PLACE_MAX = 200;
/** The most guests an event order can name: a party, a wedding or a company day, not a festival. */
export const EVENT_GUESTS_MAX = 2000;
/** A CV: PDF or DOCX, at most this size. */
export const CV_MAX_BYTES = 5 * 1024 * 1024;
