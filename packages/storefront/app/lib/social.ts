export interface Social {
  /** Lower-case network key, e.g. "facebook". */
  network: string;
  url: string;
}

/**
 * The social entries of the `contacts` setting (SPEC §3): `{ facebook: url, … }`
 * or a list of `{ name | type | network, url | link }`. Only http(s) links count.
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
  return out;
}
