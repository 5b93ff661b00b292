import { useState } from 'react';
import type { PickupPointInput } from '@konfety/api/contract';
import { formatZip } from '@konfety/domain/company';
import type { FieldAttrs } from '../forms/Field';
import { useT } from '../../i18n';

/** A pickup point as the Packeta widget hands it over: the fields the order keeps (its provider is Packeta). */
export type PickupPoint = Omit<PickupPointInput, 'provider'>;

interface PacketaPoint {
  id: string | number;
  name: string;
  street: string;
  city: string;
  zip: string;
}

declare global {
  interface Window {
    Packeta?: { Widget: { pick: (apiKey: string, callback: (point: PacketaPoint | null) => void, options: Record<string, string>) => void } };
  }
}

const loading = new Map<string, Promise<void>>();

/** The widget library is loaded on the first pick only (it is a third-party script). */
function loadLibrary(url: string): Promise<void> {
  let p = loading.get(url);
  if (!p) {
    p = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        loading.delete(url);
        reject(new Error(`cannot load ${url}`));
      };
      document.head.appendChild(script);
    });
    loading.set(url, p);
  }
  return p;
}

/**
 * Pickup-point choice through the Packeta widget (shared/reference
 * czech-commerce.md): `Packeta.Widget.pick(apiKey, callback, options)` opens
 * the carrier's map; the chosen point fills the hidden `pickupPoint.*` fields.
 */
export function PacketaPicker({
  widgetUrl,
  apiKey,
  value,
  onPick,
  aria,
  country,
  language,
}: {
  widgetUrl: string;
  apiKey: string;
  value: PickupPoint | null;
  onPick: (point: PickupPoint) => void;
  /** The pickup point field's ARIA attributes (its error), from components/forms. */
  aria: Pick<FieldAttrs, 'aria-errormessage' | 'aria-invalid' | 'aria-describedby'>;
  /** The one country the shop delivers to (ISO code, the checkout's `ships_to`): the widget shows that country's points. */
  country: string;
  /** The page's language, the widget's own. */
  language: string;
}) {
  const t = useT();
  const [failed, setFailed] = useState(false);
  async function open() {
    setFailed(false);
    try {
      await loadLibrary(widgetUrl);
      if (!window.Packeta) throw new Error('Packeta widget missing');
      window.Packeta.Widget.pick(
        apiKey,
        (point) => {
          if (point) onPick({ id: String(point.id), name: point.name, street: point.street, city: point.city, zip: point.zip });
        },
        { country: country.toLowerCase(), language, view: 'modal' },
      );
    } catch {
      setFailed(true);
    }
  }
  return (
    <div className="pickup-point">
      <input type="hidden" name="pickupPoint.id" value={value?.id ?? ''} />
      <input type="hidden" name="pickupPoint.name" value={value?.name ?? ''} />
      <input type="hidden" name="pickupPoint.street" value={value?.street ?? ''} />
      <input type="hidden" name="pickupPoint.city" value={value?.city ?? ''} />
      <input type="hidden" name="pickupPoint.zip" value={value?.zip ?? ''} />
      <p className="pickup-point__chosen" aria-live="polite">
        {value ? t('checkout.pickupPoint.chosen', { name: value.name, address: `${value.street}, ${formatZip(value.zip)} ${value.city}` }) : t('checkout.pickupPoint.none')}
      </p>
      <button type="button" id="co-pickupPoint" className="button" onClick={open} {...aria}>
        {value ? t('checkout.pickupPoint.change') : t('checkout.pickupPoint.choose')}
      </button>
      {failed ? (
        <p className="field-error" role="alert">
          {t('checkout.pickupPoint.failed')}
        </p>
      ) : null}
    </div>
  );
}
