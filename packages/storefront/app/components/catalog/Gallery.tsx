import { useState } from 'react';
import { useT } from '../../i18n';
import { Picture } from '../media/Picture';

/**
 * Main image with thumbnails; each thumbnail is a button switching the main image. The first main image is
 * the product page's LCP picture; a product without images shows the noimage placeholder.
 */
export function Gallery({ images, name }: { images: ReadonlyArray<{ path: string; alt: string | null }>; name: string }) {
  const t = useT();
  const [current, setCurrent] = useState(0);
  if (images.length === 0) {
    return (
      <div className="gallery gallery--empty">
        <div className="gallery__main">
          <Picture path={null} alt="" slot="gallery" width={600} height={600} priority />
        </div>
      </div>
    );
  }
  const main = images[Math.min(current, images.length - 1)]!;
  return (
    <div className="gallery" role="group" aria-label={t('catalog.gallery')}>
      <div className="gallery__main">
        <Picture path={main.path} alt={main.alt ?? name} slot="gallery" width={600} height={600} priority={current === 0} />
      </div>
      {images.length > 1 ? (
        <ul className="gallery__thumbs">
          {images.map((img, i) => (
            <li key={`${img.path}-${i}`}>
              <button type="button" className="gallery__thumb" aria-label={t('catalog.gallery.show', { n: i + 1 })} aria-pressed={i === current} onClick={() => setCurrent(i)}>
                <Picture path={img.path} alt="" slot="galleryThumb" width={64} height={64} priority="low" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
