import { z } from 'zod';

/*
 * Imported first (main.tsx): zod decides whether to compile its object parsers with `new Function` as each object
 * schema is made (the API's declaration modules make theirs as they load), and the shop's CSP has no 'unsafe-eval',
 * so even zod's probe for it would be refused and reported as a violation. Without it, zod parses as it would under
 * that CSP anyway.
 */
z.config({ jitless: true });
