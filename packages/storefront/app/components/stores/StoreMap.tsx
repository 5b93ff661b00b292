import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

export interface MapTiles {
  tileUrl: string;
  attribution: string;
  attributionUrl: string;
}

export interface MapPin {
  name: string;
  latitude: number;
  longitude: number;
  /** The store's page, with the locale's prefix (the list's pins lead there); none on the store's own page. */
  href?: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The stores on a map (Leaflet with raster tiles from the configured tile server). Leaflet and its stylesheet are
 * fetched only when a map is drawn, after the page is up, so no other page carries them and the page works without
 * them: until then (or without JavaScript, or without tiles) the box shows `fallback`, the position in words, and every
 * store's address and links are on the page anyway. A pin is a button with the store's name (keyboard: Tab, Enter);
 * on the list it opens the store's page.
 */
export function StoreMap({ pins, tiles, label, fallback, zoom }: { pins: MapPin[]; tiles: MapTiles; label: string; fallback: string; zoom?: number }) {
  const box = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const [ready, setReady] = useState(false);
  const key = JSON.stringify([pins, tiles, zoom]);

  useEffect(() => {
    let cancelled = false;
    let remove: (() => void) | undefined;
    void Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')]).then(([{ default: L }]) => {
      if (cancelled || !box.current) return;
      const map = L.map(box.current, { scrollWheelZoom: false, attributionControl: true });
      map.attributionControl.setPrefix(false);
      L.tileLayer(tiles.tileUrl, {
        maxZoom: 19,
        // A phone's screen has 2–3 pixels a CSS pixel: tiles of the next zoom level at half their size stay sharp.
        detectRetina: true,
        attribution: `<a href="${escapeHtml(tiles.attributionUrl)}" target="_blank" rel="noopener noreferrer">${escapeHtml(tiles.attribution)}</a>`,
      }).addTo(map);
      const markers = pins.map((pin) => {
        const icon = L.divIcon({ className: 'store-map__pin', html: `<span class="visually-hidden">${escapeHtml(pin.name)}</span>`, iconSize: [28, 28], iconAnchor: [14, 28] });
        const marker = L.marker([pin.latitude, pin.longitude], { icon, title: pin.name, keyboard: true, riseOnHover: true }).addTo(map);
        if (pin.href) marker.on('click', () => navigate(pin.href!));
        return marker;
      });
      if (pins.length === 1) map.setView([pins[0]!.latitude, pins[0]!.longitude], zoom ?? 16);
      else map.fitBounds(L.featureGroup(markers).getBounds(), { padding: [24, 24] });
      remove = () => map.remove();
      setReady(true);
    });
    return () => {
      cancelled = true;
      remove?.();
    };
    // The pins and tiles by value: a new array of the same pins is no reason to draw the map again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return (
    <div className="store-map">
      <div ref={box} className="store-map__canvas" role="region" aria-label={label} />
      {ready ? null : <p className="store-map__fallback">{fallback}</p>}
    </div>
  );
}
