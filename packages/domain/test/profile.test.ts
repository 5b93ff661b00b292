import { describe, expect, it } from 'vitest';
import { checkInvoiceDetails, checkSavedAddress, savedAddressSchema } from '../src/profile';

const address = {
  name: ' Domů ',
  firstname: 'Jana',
  lastname: 'Nováková',
  street: 'Vinohradská 1234/56',
  city: 'Praha 2',
  zip: '120 00',
  country: 'cz',
  phonePrefix: '+420',
  phone: '603 123 456',
  email: ' Jana@Example.COM ',
};

describe('saved addresses and invoice details (SPEC §3 Address, §5)', () => {
  it('stores canonical values: PSČ without the space, IČO without spaces, DIČ upper-case, the country code, a lower-case e-mail', () => {
    const r = checkSavedAddress({ ...address, company: 'Party Svět s.r.o.', companyId: '275 966 48', vatId: 'cz 27596648' }, 'cs');
    expect(r).toEqual({
      ok: true,
      data: {
        name: 'Domů',
        firstname: 'Jana',
        lastname: 'Nováková',
        company: 'Party Svět s.r.o.',
        companyId: '27596648',
        vatId: 'CZ27596648',
        street: 'Vinohradská 1234/56',
        city: 'Praha 2',
        zip: '12000',
        country: 'CZ',
        phonePrefix: '+420',
        phone: '603123456',
        email: 'jana@example.com',
      },
    });
  });

  it('keeps the phone’s own country code in the prefix field, and a number without one as typed', () => {
    const own = savedAddressSchema.parse({ ...address, phonePrefix: '+420', phone: '+421 905 123 456' });
    expect([own.phonePrefix, own.phone]).toEqual(['+421', '905123456']);
    const german = savedAddressSchema.parse({ ...address, phonePrefix: '+49', phone: '151 2345 6789' });
    expect([german.phonePrefix, german.phone]).toEqual(['+49', '15123456789']);
    const none = savedAddressSchema.parse({ ...address, phonePrefix: '', phone: '' });
    expect([none.phonePrefix, none.phone]).toEqual(['', null]);
  });

  it('reports every error at once, also the formats when a required field is blank (zod alone would stop there)', () => {
    const r = checkSavedAddress({ ...address, firstname: ' ', zip: '999 99', companyId: '27596649', vatId: 'CZ1', phone: '12', email: 'x' }, 'cs');
    expect(r).toEqual({
      ok: false,
      errors: {
        firstname: ['Pole musí být vyplněno'],
        email: ['Pole musí obsahovat platný email.'],
        zip: ['Zadejte platné PSČ.'],
        companyId: ['Zadejte platné IČO.'],
        vatId: ['Zadejte platné DIČ.'],
        phone: ['Zadejte platné telefonní číslo.'],
      },
    });
  });

  it('checks the PSČ and DIČ of the address’s own country', () => {
    expect(checkSavedAddress({ ...address, country: 'SK', zip: '811 01' }, 'cs').ok).toBe(true);
    expect(checkSavedAddress({ ...address, country: 'SK', zip: '120 00' }, 'cs')).toMatchObject({ errors: { zip: ['Zadejte platné PSČ.'] } });
    expect(checkInvoiceDetails({ ...address, country: 'SK', zip: '811 01', company: 'Firma', companyId: '35757442', vatId: 'SK2020317068' }, 'cs').ok).toBe(true);
  });

  it('invoice details: a company needs its IČO, in every round', () => {
    const { name: _name, ...details } = address;
    expect(checkInvoiceDetails({ ...details, company: 'Party Svět s.r.o.' }, 'cs')).toEqual({ ok: false, errors: { companyId: ['Pro fakturaci na firmu vyplňte IČO.'] } });
    expect(checkInvoiceDetails({ ...details, lastname: '', company: 'Party Svět s.r.o.' }, 'sk')).toEqual({
      ok: false,
      errors: { lastname: ['Pole musí byť vyplnené'], companyId: ['Pre fakturáciu na firmu vyplňte IČO.'] },
    });
    // A delivery address may name a company (an office) without its IČO.
    expect(checkSavedAddress({ ...address, company: 'Party Svět s.r.o.' }, 'cs').ok).toBe(true);
  });
});
