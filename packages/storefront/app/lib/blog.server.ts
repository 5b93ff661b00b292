import type { BlogPostCard } from '@konfety/api/contract';
import { shopDateFormat } from '@konfety/domain/i18n/icu';
import type { BlogCardData } from '../components/blog/BlogCard';
import { localeTag } from './locale-tags';
import type { Locale } from '../routing/route-names';

/** A post's card with its date written in the language, in the shop's time zone ("12. listopadu 2026"), on the server. */
export function withPublished(locale: Locale, post: BlogPostCard): BlogCardData {
  return { ...post, published: shopDateFormat(localeTag(locale), { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(post.published_at)) };
}
