export interface Social {
  /** Lower-case network key, e.g. "facebook". */
  network: string;
  url: string;
}

/** Networks in a fixed order (the stored JSON object does not keep one); unknown ones last, as given. */
const ORDER = ['facebook', 'instagram', 'youtube', 'tiktok'];
const rank = (network: string) => {
  const i = ORDER.indexOf(network);
  return i < 0 ? ORDER.length : i;
};

/**
 * The social entries of the `contacts` setting (SPEC §3): `{ facebook: url, … }`
 * or a list of `{ name | type | network, url | link }`. Only http(s) links count.
 * The header and the footer both show them, in the same order.
 */
export function socialLinks(settings: Record<string, unknown>): Social[] {
  const contacts = settings.contacts as { social?: unknown } | undefined;
  const social = contacts?.social;
  const out: Social[] = [];
  const add = (network: unknown, url: unknown) => {
    if (typeof network === 'string' && network && typeof url === 'string' && /^https?:\/\//i.test(url)) out.push({ network: network.toLowerCase(), url });
  };
  if (Array.isArray(social)) {
    for (const entry of social) {
      if (entry && typeof entry === 'object') {
        const e = entry as Record<string, unknown>;
        add(e.network ?? e.name ?? e.type, e.url ?? e.link);
      }
    }
  } else if (social && typeof social === 'object') {
    for (const [network, url] of Object.entries(social)) add(network, url);
  }
  return out.sort((a, b) => rank(a.network) - rank(b.network));
}
