// The full-screen media gallery (spec §2 Panels: mediagallery, Media gallery; docs/product.md "Gallery"): the
// product's images in a snapping track with the same rules as the page's gallery (arrows hidden at the ends, no
// arrows or thumbnails for one image, at most 7 thumbnails with the plus-count on the 7th, the index following
// every change), opened at the image that was shown. Zoom from 1 to 3: the buttons, a double tap or double click,
// and pinching (the browser's own, allowed on the image); a zoomed image pans by scrolling. Changing slides resets
// the zoom. Loaded when first opened (./panels).
import { useEffect, useState } from 'react';
import { useUnit } from '~/effector/use-unit';
import { $product } from '@etalage/domain/product';
import { $openPanel } from '@etalage/domain/shell';
import { useT } from '~/i18n/use-t';
import { Panel } from '~/components/panel';
import { MinusIcon, PlusIcon } from '~/components/icons';
import { GalleryArrows, GalleryThumbnails, useSlides } from './gallery';

/** Spec §9: zoom between 1 and 3. */
export const ZOOM_MIN = 1;
export const ZOOM_MAX = 3;

export function MediaGalleryPanel() {
  const t = useT();
  const [product, openPanel] = useUnit([$product, $openPanel]);
  const images = product?.images ?? [];
  const start = Number(openPanel?.name === 'mediagallery' ? (openPanel.data?.index ?? 0) : 0) || 0;
  const { track, index, go } = useSlides(images.length, start);
  const [scale, setScale] = useState(ZOOM_MIN);
  // Opened (again) at an image: show it at once.
  useEffect(() => {
    if (openPanel?.name === 'mediagallery') requestAnimationFrame(() => go(start, true));
  }, [openPanel, start, go]);
  useEffect(() => setScale(ZOOM_MIN), [index]);
  const zoomBy = (step: number) => setScale((now) => Math.max(ZOOM_MIN, Math.min(ZOOM_MAX, now + step)));
  return (
    <Panel
      name="mediagallery"
      title={t('gallery.position', { index: index + 1, count: images.length })}
      side="full"
      className="media-gallery"
    >
      <div className="media-gallery__stage">
        <ul className={`gallery__track media-gallery__track${scale > 1 ? ' is-zoomed' : ''}`} ref={track}>
          {images.map((image, at) => (
            <li key={image.id} className="gallery__slide media-gallery__slide" aria-hidden={at !== index || undefined}>
              {/* The zoomed image pans by scrolling: focusable, so the keyboard pans it too. */}
              <div
                className="media-gallery__zoomer"
                tabIndex={at === index ? 0 : -1}
                role="group"
                aria-label={image.imageAlt || t('gallery.position', { index: at + 1, count: images.length })}
              >
                {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
                <img
                  src={image.imageSrc.max}
                  alt={image.imageAlt}
                  width={1200}
                  height={1200}
                  draggable={false}
                  style={at === index && scale > 1 ? { width: `${scale * 100}%`, maxWidth: 'none' } : undefined}
                  onDoubleClick={() => setScale((now) => (now > ZOOM_MIN ? ZOOM_MIN : ZOOM_MAX))}
                />
              </div>
            </li>
          ))}
        </ul>
        <GalleryArrows count={images.length} index={index} go={go} />
      </div>
      <div className="media-gallery__tools">
        <button
          type="button"
          className="icon-button"
          aria-label={t('gallery.zoomOut')}
          disabled={scale <= ZOOM_MIN}
          onClick={() => zoomBy(-1)}
        >
          <MinusIcon />
        </button>
        <output className="media-gallery__scale" aria-live="polite">
          {t('gallery.zoom', { scale })}
        </output>
        <button
          type="button"
          className="icon-button"
          aria-label={t('gallery.zoomIn')}
          disabled={scale >= ZOOM_MAX}
          onClick={() => zoomBy(1)}
        >
          <PlusIcon />
        </button>
      </div>
      <GalleryThumbnails
        images={images}
        index={index}
        size={56}
        className="media-gallery__thumbnails"
        onChoose={(at) => go(at)}
      />
    </Panel>
  );
}
