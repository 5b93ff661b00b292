import { describe, expect, it } from 'vitest';
import type { BlogPostCard } from '@konfety/api/contract';
import { withPublished } from '../../app/lib/blog.server';

const post = (published_at: string): BlogPostCard => ({ id: 1, slug: 'a', url: '/blog/1/a', title: 'A', perex: '', image: null, author: null, published_at, category: null });

describe('a blog post’s date (formatted on the server)', () => {
  it('is written in the page’s language and on the shop’s calendar day (Prague), not the server’s', () => {
    expect(withPublished('cs', post('2026-11-25T06:30:00Z')).published).toBe('25. listopadu 2026');
    // 23:30 UTC is already the next day in Prague.
    expect(withPublished('cs', post('2026-11-24T23:30:00Z')).published).toBe('25. listopadu 2026');
    expect(withPublished('sk', post('2026-11-25T06:30:00Z')).published).toBe('25. novembra 2026');
    expect(withPublished('en', post('2026-11-25T06:30:00Z')).published).toBe('25 November 2026');
  });
});
