import { z } from 'zod';

/**
 * In the browser zod runs without its `new Function` fast path: the strict
 * Content-Security-Policy (no 'unsafe-eval') would refuse it, and even zod's
 * caught probe for it is reported as a CSP violation. The server keeps the JIT.
 */
if (typeof document !== 'undefined') z.config({ jitless: true });
