import { createContext, useContext } from 'react';

/**
 * The Content-Security-Policy nonce of this server render (entry.server.tsx
 * provides it from the load context; packages/server/src/security-headers.ts
 * puts the same value into the header). In the browser there is none: the
 * scripts React Router adds after hydration are not inline.
 */
export const CspNonceContext = createContext<string | undefined>(undefined);

export function useCspNonce(): string | undefined {
  return useContext(CspNonceContext);
}
