import { useEffect } from 'react';

/** SPEC §4/§9: after a failed chunk load the page reloads, at most once per 60 s. */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;
export const CHUNK_RELOAD_STORAGE_KEY = 'konfety:chunk-reload-at';

/**
 * Whether a chunk-load failure at `now` may reload the page, given the time of
 * the last such reload (ms since the epoch; null/NaN = none). A last reload in
 * the future (the clock went back) does not block.
 */
export function shouldReloadAfterChunkError(now: number, lastReloadAt: number | null | undefined): boolean {
  if (lastReloadAt === null || lastReloadAt === undefined || !Number.isFinite(lastReloadAt)) return true;
  if (lastReloadAt > now) return true;
  return now - lastReloadAt >= CHUNK_RELOAD_INTERVAL_MS;
}

/** Browser and bundler wordings of "a module / chunk could not be loaded". */
const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /Importing a module script failed/i, // Safari
  /error loading dynamically imported module/i, // Firefox
  /ChunkLoadError/i,
  /Loading (CSS )?chunk [\w-]+ failed/i,
  /Unable to preload CSS/i, // Vite
];

/** Whether an error (or its message, or a rejection reason) says a chunk failed to load. */
export function isChunkLoadError(reason: unknown): boolean {
  if (reason === null || reason === undefined) return false;
  const texts: string[] = [];
  if (typeof reason === 'string') texts.push(reason);
  else if (typeof reason === 'object') {
    const r = reason as { name?: unknown; message?: unknown };
    if (typeof r.name === 'string') texts.push(r.name);
    if (typeof r.message === 'string') texts.push(r.message);
  }
  return texts.some((text) => CHUNK_ERROR_PATTERNS.some((p) => p.test(text)));
}

/** A script / module-preload / stylesheet URL of this site (third-party scripts blocked by an ad blocker must not reload the page). */
export function isOwnAssetUrl(url: string | null | undefined, origin: string): boolean {
  if (!url) return false;
  try {
    return new URL(url, origin).origin === origin;
  } catch {
    return false;
  }
}

/** The element whose load failed, when it is one of this site's scripts or module/style links. */
function failedOwnAsset(target: EventTarget | null): boolean {
  const origin = window.location.origin;
  if (target instanceof HTMLScriptElement) return isOwnAssetUrl(target.src, origin);
  if (target instanceof HTMLLinkElement) return /\b(modulepreload|stylesheet|preload)\b/i.test(target.rel) && isOwnAssetUrl(target.href, origin);
  return false;
}

function readLastReload(): number | null | 'unavailable' {
  try {
    const raw = window.sessionStorage.getItem(CHUNK_RELOAD_STORAGE_KEY);
    return raw === null ? null : Number(raw);
  } catch {
    return 'unavailable';
  }
}

/**
 * Reloads the page when the guard allows it; returns whether it did. Without
 * sessionStorage the reload time cannot be remembered, so it does not reload
 * at all (rather than risk a reload loop).
 */
export function reloadAfterChunkError(): boolean {
  const last = readLastReload();
  if (last === 'unavailable') return false;
  const now = Date.now();
  if (!shouldReloadAfterChunkError(now, last)) return false;
  try {
    window.sessionStorage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(now));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}

/**
 * Listens for failed chunk loads: resource errors of this site's scripts and
 * module links, rejected dynamic imports and Vite's `vite:preloadError`.
 * (React Router reloads by itself when a route module fails to import.)
 */
export function ChunkReloadGuard() {
  useEffect(() => {
    const onError = (event: Event) => {
      if (event instanceof ErrorEvent) {
        if (isChunkLoadError(event.error) || isChunkLoadError(event.message)) reloadAfterChunkError();
        return;
      }
      if (failedOwnAsset(event.target)) reloadAfterChunkError();
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason)) reloadAfterChunkError();
    };
    const onPreloadError = (event: Event) => {
      // Vite rethrows the error unless the event is cancelled; keep it when no reload happens.
      if (reloadAfterChunkError()) event.preventDefault();
    };
    // Resource load errors do not bubble: listen in the capture phase.
    window.addEventListener('error', onError, true);
    window.addEventListener('unhandledrejection', onRejection);
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => {
      window.removeEventListener('error', onError, true);
      window.removeEventListener('unhandledrejection', onRejection);
      window.removeEventListener('vite:preloadError', onPreloadError);
    };
  }, []);
  return null;
}
