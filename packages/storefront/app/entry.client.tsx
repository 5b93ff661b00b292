import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

/**
 * React Router's default client entry, except that hydration waits for the browser's first frame: the module
 * scripts are loaded by the time the HTML is parsed, and without this the router's start and hydration (the
 * longest task of a page's load on a phone) ran before the server's HTML was ever painted. Now the page shows
 * first and becomes interactive one frame later. A page opened in a background tab gets no frames, so it
 * hydrates at once.
 */
function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(hydrate, 0));
else hydrate();
