import type { MetaDescriptor } from 'react-router';
import { messageOf, type UiKey } from '../i18n';
import { type RootData, shellOf } from './shell';

/**
 * Title, description and canonical URL of a page (every page has all three).
 * The canonical URL is the public origin plus the path (the page's own canonical path when it has several addresses),
 * without query or hash.
 */
export function pageMeta(
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>,
  location: { pathname: string },
  opts: { title?: string; titleKey?: UiKey; description?: string; descriptionKey?: UiKey; noindex?: boolean; canonicalPath?: string },
): MetaDescriptor[] {
  const root = matches.find((m) => m?.id === 'root')?.data as RootData | undefined;
  const shell = root && shellOf(root);
  const locale = shell?.locale ?? 'cs';
  const t = (key: UiKey) => messageOf(matches, locale, key);
  const titleText = opts.title ?? (opts.titleKey ? t(opts.titleKey) : null);
  const title = titleText ? `${titleText}${t('shell.meta.titleSuffix')}` : t('shell.meta.defaultTitle');
  const origin = (shell?.publicUrl ?? '').replace(/\/$/, '');
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: opts.description ?? t(opts.descriptionKey ?? 'shell.meta.description') },
    { tagName: 'link', rel: 'canonical', href: `${origin}${opts.canonicalPath ?? location.pathname}` },
  ];
  if (opts.noindex) tags.push({ name: 'robots', content: 'noindex' });
  return tags;
}
