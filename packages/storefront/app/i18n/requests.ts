/** What the shop answers a request it refuses before any page or form sees it (server/src/request-hygiene.ts, lib/forms.server.ts readForm). */
export const requestsCs = {
  'request.badForm': 'Formulář se nepodařilo přečíst. Obnovte prosím stránku a odešlete jej znovu.',
  'request.unsupportedType': 'Nepodporovaný formát požadavku. Formuláře se odesílají jako application/x-www-form-urlencoded nebo multipart/form-data.',
  'request.tooLarge': 'Odeslaný formulář je příliš velký.',
  'request.lengthRequired': 'Požadavek musí uvádět svou délku (Content-Length).',
  'request.methodNotAllowed': 'Tato metoda požadavku není podporována.',
} as const;

type RequestsKey = keyof typeof requestsCs;

export const requestsSk: Record<RequestsKey, string> = {
  'request.badForm': 'Formulár sa nepodarilo prečítať. Obnovte prosím stránku a odošlite ho znova.',
  'request.unsupportedType': 'Nepodporovaný formát požiadavky. Formuláre sa odosielajú ako application/x-www-form-urlencoded alebo multipart/form-data.',
  'request.tooLarge': 'Odoslaný formulár je príliš veľký.',
  'request.lengthRequired': 'Požiadavka musí uvádzať svoju dĺžku (Content-Length).',
  'request.methodNotAllowed': 'Táto metóda požiadavky nie je podporovaná.',
};

export const requestsEn: Record<RequestsKey, string> = {
  'request.badForm': 'The form could not be read. Please reload the page and submit it again.',
  'request.unsupportedType': 'Unsupported request format. Forms are sent as application/x-www-form-urlencoded or multipart/form-data.',
  'request.tooLarge': 'The submitted form is too large.',
  'request.lengthRequired': 'The request must state its length (Content-Length).',
  'request.methodNotAllowed': 'This request method is not supported.',
};
