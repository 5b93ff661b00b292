import type { Setting, Store } from '@konfety/api/contract';
import { readContacts, telHref } from '../components/footer/Footer';
import type { ContactDirectoryData } from '../components/stores/ContactDirectory';
import { pagePath } from '../routing/page-modules';
import type { Locale } from '../routing/route-names';
import type { ApiClient } from './api.server';
import { barePath } from './stores.server';

/**
 * Who to reach and how (the contact page's and the contacts page's): the operator and customer line of the contacts
 * setting, and every store with its address, phone and e-mail. Two API calls, both shared answers.
 */
export async function contactDirectory(api: ApiClient, locale: Locale): Promise<{ data: ContactDirectoryData; deps: unknown[] }> {
  const [settings, stores]: [Setting[], Store[]] = await Promise.all([api.data('GET /settings', { query: { lang: locale } }), api.data('GET /stores')]);
  const c = readContacts(settings.find((s) => s.name === 'contacts')?.value);
  return {
    deps: [settings, stores],
    data: {
      company: { name: c.company ?? null, address: c.address ?? null, ico: c.ico ?? null, dic: c.dic ?? null, register: c.register ?? null, phone: c.phone ?? null, tel: c.phone ? telHref(c.phone) : null, email: c.email ?? null },
      stores: stores.map((s) => ({ id: s.id, name: s.name, address: `${s.street}, ${s.zip} ${s.city}`, phone: s.phone, tel: telHref(s.phone), email: s.email, url: barePath(pagePath('branch', locale, { id: s.id }), locale) })),
    },
  };
}
