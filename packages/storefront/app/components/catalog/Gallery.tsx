import { useState } from 'react';
import { imageUrl } from '@konfety/domain/media';
import { useT } from '../../i18n';

/** Main image with thumbnails; each thumbnail is a button switching the main image. */
export function Gallery({ images, name }: { images: ReadonlyArray<{ path: string; alt: string | null }>; name: string }) {
  const t = useT();
  const [current, setCurrent] = useState(0);
  if (images.length === 0) return <div className="gallery gallery--empty" />;
  const main = images[Math.min(current, images.length - 1)]!;
  return (
    <div className="gallery" role="group" aria-label={t('catalog.gallery')}>
      <div className="gallery__main">
        <img src={imageUrl(main.path, 'big')} alt={main.alt ?? name} width={600} height={600} />
      </div>
      {images.length > 1 ? (
        <ul className="gallery__thumbs">
          {images.map((img, i) => (
            <li key={`${img.path}-${i}`}>
              <button type="button" className="gallery__thumb" aria-label={t('catalog.gallery.show', { n: i + 1 })} aria-pressed={i === current} onClick={() => setCurrent(i)}>
                <img src={imageUrl(img.path, 'ico')} alt="" width={72} height={72} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
