/** Storefront page URLs: not the API, media, built assets, form actions, React Router's `.data` or the health check. */
export function isPageUrl(url: string): boolean {
  const pathname = url.split('?')[0]!;
  if (/^\/(api|images|documents|assets|_)(\/|$)/.test(pathname) || pathname === '/healthz') return false;
  return !(pathname.split('/').pop() ?? '').includes('.');
}
