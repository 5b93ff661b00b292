import { toIban } from '@konfety/domain/bank';
import type { Db } from '../client';
import { countries, currencies, sites, taxRates, userGroups } from '../schema/index';

export interface SiteSeedConfig {
  cz: { url: string; bankAccount: string };
  sk: { url: string; bankAccount: string };
}

/** Group ids are part of the contract: 2 is the influencer group (SPEC §1). */
export const GROUP_IDS = { customer: 1, influencer: 2, vip: 3 } as const;

const countryRows = [
  { code: 'CZ', name: { cs: 'Česká republika', sk: 'Česká republika', en: 'Czech Republic' }, phonePrefix: '+420' },
  { code: 'SK', name: { cs: 'Slovensko', sk: 'Slovensko', en: 'Slovakia' }, phonePrefix: '+421' },
  { code: 'DE', name: { cs: 'Německo', sk: 'Nemecko', en: 'Germany' }, phonePrefix: '+49' },
  { code: 'GB', name: { cs: 'Spojené království', sk: 'Spojené kráľovstvo', en: 'United Kingdom' }, phonePrefix: '+44' },
  { code: 'HU', name: { cs: 'Maďarsko', sk: 'Maďarsko', en: 'Hungary' }, phonePrefix: '+36' },
  { code: 'AT', name: { cs: 'Rakousko', sk: 'Rakúsko', en: 'Austria' }, phonePrefix: '+43' },
  { code: 'PL', name: { cs: 'Polsko', sk: 'Poľsko', en: 'Poland' }, phonePrefix: '+48' },
  { code: 'FR', name: { cs: 'Francie', sk: 'Francúzsko', en: 'France' }, phonePrefix: '+33' },
  { code: 'RO', name: { cs: 'Rumunsko', sk: 'Rumunsko', en: 'Romania' }, phonePrefix: '+40' },
  { code: 'SI', name: { cs: 'Slovinsko', sk: 'Slovinsko', en: 'Slovenia' }, phonePrefix: '+386' },
  { code: 'HR', name: { cs: 'Chorvatsko', sk: 'Chorvátsko', en: 'Croatia' }, phonePrefix: '+385' },
];

/** Currencies, countries, VAT rates, the two sites and the customer groups. Ids are fixed: CZK is 1. */
export async function seedReference(db: Db, siteConfig: SiteSeedConfig) {
  await db.insert(currencies).values([
    { id: 1, code: 'CZK', symbolBefore: '', symbolAfter: 'Kč', decimals: 2, rate: '1', isDefault: true },
    { id: 2, code: 'EUR', symbolBefore: '', symbolAfter: '€', decimals: 2, rate: '0.04', isDefault: false },
  ]);
  const inserted = await db
    .insert(countries)
    .values(countryRows.map((c, i) => ({ ...c, id: i + 1, position: i })))
    .returning({ id: countries.id, code: countries.code });
  const byCode = new Map(inserted.map((c) => [c.code, c.id]));
  const cz = byCode.get('CZ')!;
  const sk = byCode.get('SK')!;
  await db.insert(taxRates).values([
    { countryId: cz, taxClass: 'standard', rate: '21.00' },
    { countryId: cz, taxClass: 'reduced', rate: '12.00' },
    { countryId: cz, taxClass: 'zero', rate: '0.00' },
    { countryId: sk, taxClass: 'standard', rate: '23.00' },
    { countryId: sk, taxClass: 'reduced', rate: '19.00' },
    { countryId: sk, taxClass: 'zero', rate: '0.00' },
  ]);
  await db.insert(sites).values([
    {
      id: 1,
      code: 'cz',
      name: 'Konfety.cz',
      url: siteConfig.cz.url,
      locale: 'cs',
      currencyId: 1,
      countryId: cz,
      bankAccount: siteConfig.cz.bankAccount,
      bankIban: toIban(siteConfig.cz.bankAccount),
      email: 'obchod@konfety.example',
      phone: '+420 222 333 444',
      isDefault: true,
    },
    {
      id: 2,
      code: 'sk',
      name: 'Konfety.sk',
      url: siteConfig.sk.url,
      locale: 'sk',
      currencyId: 2,
      countryId: sk,
      bankAccount: siteConfig.sk.bankAccount,
      bankIban: toIban(siteConfig.sk.bankAccount),
      email: 'obchod@konfety-sk.example',
      phone: '+421 2 333 444 55',
    },
  ]);
  await db.insert(userGroups).values([
    { id: GROUP_IDS.customer, name: 'Zákazník', description: null, discountPercent: '0' },
    {
      id: GROUP_IDS.influencer,
      name: 'Influencer',
      description: 'Vaše slevové kódy, jejich použití a provize najdete v sekci Influencer.',
      discountPercent: '0',
    },
    {
      id: GROUP_IDS.vip,
      name: 'VIP zákazník',
      description: 'Jako VIP zákazník máte na veškeré zboží trvalou slevu 5 %.',
      discountPercent: '5.00',
    },
  ]);
  return { countryIds: byCode };
}
