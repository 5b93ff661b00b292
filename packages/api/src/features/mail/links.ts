
/** The address part of a `From` such as `Konfety <obchod@konfety.cz>`, lower-cased. */
function addressOf(from: string): string {
  return (/<([^>]+)>/.exec(from)?.[1] ?? from).trim().toLowerCase();
}

/**
 * The `Reply-To` of a customer's mail: the site's own address, so that a Slovak customer who answers (the mails ask
 * them to, e.g. when someone else registered) writes to the Slovak shop, not to the one sender address all sites share.
 * None when the site's address is the sender's already.
 */
export function replyToOf(siteEmail: string | null | undefined, from: string | undefined): string | undefined {
  const email = siteEmail?.trim();
  if (!email) return undefined;
  return from && addressOf(from) === email.toLowerCase() ? undefined : email;
}
