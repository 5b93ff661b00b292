import { Form } from 'react-router';
import { formatZip } from '@konfety/domain/company';
import { useT } from '../../i18n';
import type { Country, SavedAddress } from '../../lib/api.server';
import { CsrfField } from '../global/CsrfField';
import { RouterLink } from '../link/RouterLink';

/** The address's own name, or "Adresa 2" by its place in the list. */
export function addressLabel(address: Pick<SavedAddress, 'name'>, index: number, t: ReturnType<typeof useT>): string {
  return address.name?.trim() || t('profile.addresses.unnamed', { number: index + 1 });
}

/** The lines of an address as a letter shows them. */
export function AddressLines({ address, countries }: { address: SavedAddress; countries: readonly Country[] }) {
  const country = countries.find((c) => c.code === address.country)?.name ?? address.country;
  const phone = address.phone ? `${address.phone_prefix ?? ''} ${address.phone}`.trim() : null;
  return (
    <address className="profile-address__lines">
      {address.company ? <span>{address.company}</span> : null}
      <span>{`${address.firstname} ${address.lastname}`}</span>
      <span>{address.street}</span>
      <span>{`${formatZip(address.zip, address.country)} ${address.city}`}</span>
      <span>{country}</span>
      {address.company_id ? <span>{`IČO ${address.company_id}${address.vat_id ? `, DIČ ${address.vat_id}` : ''}`}</span> : null}
      {phone ? <span>{phone}</span> : null}
      {address.email ? <span>{address.email}</span> : null}
    </address>
  );
}

/**
 * One saved address (SPEC §3) with what can be done with it: edit (the form below, `?edit=`), make it the
 * default (a post), delete (`?delete=` asks first). Every action names the address, so its accessible name
 * says which one it acts on.
 */
export function AddressCard({
  address,
  index,
  countries,
  editHref,
  deleteHref,
  busy,
}: {
  address: SavedAddress;
  index: number;
  countries: readonly Country[];
  editHref: string;
  deleteHref: string;
  busy: boolean;
}) {
  const t = useT();
  const name = addressLabel(address, index, t);
  const headingId = `address-${address.id}-name`;
  return (
    <article className={address.is_default ? 'profile-address profile-address--default' : 'profile-address'} aria-labelledby={headingId}>
      <h3 id={headingId} className="profile-address__name">
        {name}
        {address.is_default ? <span className="profile-address__badge">{t('profile.addresses.default')}</span> : null}
      </h3>
      <AddressLines address={address} countries={countries} />
      <div className="profile-address__actions">
        <RouterLink to={editHref} className="profile-address__action" preventScrollReset>
          {t('profile.addresses.edit', { name })}
        </RouterLink>
        {address.is_default ? null : (
          <Form method="post" className="profile-address__default" preventScrollReset>
            <CsrfField />
            <input type="hidden" name="intent" value="default" />
            <input type="hidden" name="id" value={address.id} />
            <button type="submit" className="profile-address__action profile-address__action--button" aria-disabled={busy || undefined}>
              {t('profile.addresses.makeDefault', { name })}
            </button>
          </Form>
        )}
        <RouterLink to={deleteHref} className="profile-address__action profile-address__action--danger" preventScrollReset>
          {t('profile.addresses.delete', { name })}
        </RouterLink>
      </div>
    </article>
  );
}
