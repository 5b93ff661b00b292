import sanitizeHtml from 'sanitize-html';

/**
 * A content page's HTML as the storefront may put it into a page: what the seed and the back office write is
 * formatted text (headings, paragraphs, lists, tables, links), and anything else — a script, an event attribute,
 * a `javascript:` link, a frame, a style — is dropped by sanitize-html's allow-list, whoever wrote it. Links keep
 * http(s), mailto:, tel: and the shop's own paths; one to another site opens in a new tab without the opener.
 */
export function safePageHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ['h2', 'h3', 'h4', 'p', 'br', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'a', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'caption', 'blockquote', 'address', 'abbr'],
    allowedAttributes: { a: ['href', 'target', 'rel'], th: ['scope', 'colspan', 'rowspan'], td: ['colspan', 'rowspan'], abbr: ['title'], ol: ['start'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowProtocolRelative: false,
    transformTags: {
      a: (tagName, attribs) => {
        const external = /^https?:\/\//i.test(attribs.href ?? '');
        const { target: _target, rel: _rel, ...rest } = attribs;
        return { tagName, attribs: external ? { ...rest, target: '_blank', rel: 'noopener noreferrer' } : rest };
      },
    },
  });
}
