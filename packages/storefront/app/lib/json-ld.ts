/**
 * JSON for a `<script type="application/ld+json">` data block (not run, so no CSP nonce): `<` written as its escape,
 * so no text in it can close the element.
 */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
