// A side effect of its own: Rollup then keeps the component out of the chunk every page loads (see routes/delivery-info.tsx).
import './contacts.css';
import { useT } from '../../i18n';
import { useLocalUrl } from '../catalog/shared';
import { RouterLink } from '../link/RouterLink';

export interface ContactDirectoryData {
  company: { name: string | null; address: string | null; ico: string | null; dic: string | null; register: string | null; phone: string | null; tel: string | null; email: string | null };
  stores: Array<{ id: number; name: string; address: string; phone: string; tel: string; email: string; url: string }>;
}

/** The customer line, the operator's details and every store's contacts, under headings of `level`. */
export function ContactDirectory({ data, level, labels }: { data: ContactDirectoryData; level: 2 | 3; labels: { line: string; company: string; stores: string } }) {
  const t = useT();
  const local = useLocalUrl();
  const H = level === 2 ? 'h2' : 'h3';
  const { company, stores } = data;
  return (
    <>
      <H>{labels.line}</H>
      {company.phone && company.tel ? (
        <p>
          <a href={company.tel}>{company.phone}</a>
        </p>
      ) : null}
      {company.email ? (
        <p>
          <a href={`mailto:${company.email}`}>{company.email}</a>
        </p>
      ) : null}
      <H>{labels.company}</H>
      <address className="inquiry-page__address">
        {company.name}
        {company.address ? <br /> : null}
        {company.address}
      </address>
      <p>
        {company.ico ? t('inquiry.contact.ico', { ico: company.ico }) : null}
        {company.dic ? <> · {t('inquiry.contact.dic', { dic: company.dic })}</> : null}
        {company.register ? (
          <>
            <br />
            {company.register}
          </>
        ) : null}
      </p>
      <H>{labels.stores}</H>
      <ul className="inquiry-page__stores">
        {stores.map((s) => (
          <li key={s.id}>
            <RouterLink to={local(s.url)}>{s.name}</RouterLink>
            <br />
            {s.address}
            <br />
            <a href={s.tel}>{s.phone}</a> · <a href={`mailto:${s.email}`}>{s.email}</a>
          </li>
        ))}
      </ul>
    </>
  );
}
