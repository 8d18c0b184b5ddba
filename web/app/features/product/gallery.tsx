// The product's images (spec §2 Media gallery; docs/product.md "Gallery"): a main image that slides (swipe on
// touch through CSS scroll snapping, so the browser's own physics and no library), previous and next buttons
// hidden at the ends, thumbnails when there is more than one image (at most 7, the 7th with the plus-count of the
// rest), the selected index following slides, arrows and thumbnails. A single image has neither arrows nor
// thumbnails. Up to 768 px a tap on the image opens the full-screen `mediagallery` panel; on a desktop the
// pointer over the image shows a zoomed side view with a cursor box; the 'Vergroten' button opens the full-screen
// panel for everyone (keyboard users included).
import { useCallback, useEffect, useRef, useState } from 'react';
import { useUnit } from '~/effector/use-unit';
import { type Image } from '@etalage/domain/shared';
import { panelOpened } from '@etalage/domain/shell';
import { useT } from '~/i18n/use-t';
import { ChevronLeftIcon, ChevronRightIcon, PlusIcon } from '~/components/icons';
import { preloadOnIntent } from '~/components/panels';

/** Spec §2: at most 7 thumbnails. */
export const MAX_THUMBNAILS = 7;
/** Spec §2: the full-screen gallery opens on an image click up to this width. */
const FULL_SCREEN_MAX_WIDTH = 768;
/** The zoomed side view shows the image this many times larger. */
const ZOOM = 2.5;

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A horizontally snapping track and the index of the slide in view. `go` scrolls to a slide; the index follows
 * the scroll (a swipe, the arrows, a thumbnail), so it is one rule for all three. Shared with the full-screen panel.
 */
export function useSlides(count: number, start = 0) {
  const track = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(start);
  // The slide a smooth scroll of `go` is on its way to: the slides it passes do not become the index, so a second
  // press of an arrow during the scroll goes on from where the first one is going.
  const heading = useRef<number | null>(null);
  const go = useCallback((next: number, instant = false) => {
    const node = track.current;
    if (!node) return;
    const target = Math.max(0, Math.min(next, node.children.length - 1));
    // Already there: no scroll follows, so there is nothing to wait for.
    heading.current = Math.abs(node.scrollLeft - target * node.clientWidth) < 1 ? null : target;
    node.scrollTo({ left: target * node.clientWidth, behavior: instant || reducedMotion() ? 'instant' : 'smooth' });
    setIndex(target);
  }, []);
  useEffect(() => {
    const node = track.current;
    if (!node) return undefined;
    const follow = () => {
      if (node.clientWidth === 0) return;
      const at = Math.max(0, Math.min(count - 1, Math.round(node.scrollLeft / node.clientWidth)));
      if (heading.current !== null) {
        if (at !== heading.current) return;
        heading.current = null;
      }
      setIndex(at);
    };
    // However the scroll ends (arrived, or taken over by a swipe), the index is where it came to rest.
    const settle = () => {
      heading.current = null;
      follow();
    };
    node.addEventListener('scroll', follow, { passive: true });
    node.addEventListener('scrollend', settle, { passive: true });
    return () => {
      node.removeEventListener('scroll', follow);
      node.removeEventListener('scrollend', settle);
    };
  }, [count]);
  return { track, index, go };
}

/** Previous and next: previous hidden on the first image, next on the last, neither for one image. */
export function GalleryArrows({ count, index, go }: { count: number; index: number; go: (index: number) => void }) {
  const t = useT();
  if (count < 2) return null;
  return (
    <>
      {index > 0 ? (
        <button
          type="button"
          className="icon-button gallery__arrow gallery__arrow--prev"
          aria-label={t('gallery.previous')}
          onClick={() => go(index - 1)}
        >
          <ChevronLeftIcon />
        </button>
      ) : null}
      {index < count - 1 ? (
        <button
          type="button"
          className="icon-button gallery__arrow gallery__arrow--next"
          aria-label={t('gallery.next')}
          onClick={() => go(index + 1)}
        >
          <ChevronRightIcon />
        </button>
      ) : null}
    </>
  );
}

/**
 * The thumbnails: only with more than one image, at most 7; with more, the 7th shows the plus-count of the rest.
 * `onChoose` gets the thumbnail's index and whether it is that plus-count one.
 */
export function GalleryThumbnails({
  images,
  index,
  size,
  className = '',
  onChoose,
}: {
  images: readonly Image[];
  index: number;
  size: number;
  className?: string;
  onChoose: (index: number, more: boolean) => void;
}) {
  const t = useT();
  if (images.length < 2) return null;
  const rest = images.length - MAX_THUMBNAILS;
  return (
    <ul className={`gallery__thumbnails ${className}`.trim()} aria-label={t('gallery.thumbnails')}>
      {images.slice(0, MAX_THUMBNAILS).map((image, at) => {
        const more = at === MAX_THUMBNAILS - 1 && rest > 0;
        return (
          <li key={image.id}>
            <button
              type="button"
              className={`gallery__thumbnail${at === index ? ' is-current' : ''}`}
              aria-current={at === index || undefined}
              aria-label={
                more
                  ? t('gallery.more', { count: rest, index: at + 1 })
                  : t('gallery.show', { index: at + 1, count: images.length })
              }
              onClick={() => onChoose(at, more)}
            >
              <img src={image.imageSrc.medium} alt="" width={size} height={size} loading="lazy" />
              {more ? (
                <span className="gallery__more" aria-hidden="true">
                  +{rest}
                </span>
              ) : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

interface ZoomView {
  /** The cursor box and the view's background position, in percent of the image. */
  x: number;
  y: number;
  src: string;
}

/** `fullScreen`: the page's full-screen gallery panel (./panels), preloaded on hover and focus. */
export function ProductGallery({
  images,
  title,
  fullScreen,
}: {
  images: readonly Image[];
  title: string;
  fullScreen: { preload: () => void };
}) {
  const t = useT();
  const open = useUnit(panelOpened);
  const { track, index, go } = useSlides(images.length);
  const [zoom, setZoom] = useState<ZoomView | null>(null);
  if (images.length === 0) return null;
  const openFullScreen = (at: number) => open({ name: 'mediagallery', data: { index: String(at) } });
  const hover = (event: React.PointerEvent<HTMLImageElement>, image: Image) => {
    if (event.pointerType !== 'mouse' || window.innerWidth <= FULL_SCREEN_MAX_WIDTH) return;
    const box = event.currentTarget.getBoundingClientRect();
    const x = Math.max(0, Math.min(100, ((event.clientX - box.left) / box.width) * 100));
    const y = Math.max(0, Math.min(100, ((event.clientY - box.top) / box.height) * 100));
    setZoom({ x, y, src: image.imageSrc.large });
  };
  return (
    <section
      className="gallery"
      aria-roledescription={t('gallery.carousel')}
      aria-label={t('gallery.label', { title })}
      {...preloadOnIntent(fullScreen)}
    >
      <div className="gallery__stage">
        {/* Focusable, so keyboard users scroll the slides with the arrow keys too (a scrollable region). */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <ul className="gallery__track" ref={track} tabIndex={0} aria-label={t('gallery.slides')}>
          {images.map((image, at) => (
            <li
              key={image.id}
              className="gallery__slide"
              aria-roledescription={t('gallery.slide')}
              aria-label={t('gallery.position', { index: at + 1, count: images.length })}
              aria-hidden={at !== index || undefined}
            >
              {/* Decorative clicks only: the image's enlargement is also the 'Vergroten' button below. */}
              {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/click-events-have-key-events */}
              <img
                className="product__image gallery__image"
                src={image.imageSrc.large}
                alt={image.imageAlt}
                width={800}
                height={800}
                loading={at === 0 ? 'eager' : 'lazy'}
                fetchPriority={at === 0 ? 'high' : undefined}
                draggable={false}
                onClick={() => (window.innerWidth <= FULL_SCREEN_MAX_WIDTH ? openFullScreen(at) : undefined)}
                onPointerMove={(event) => hover(event, image)}
                onPointerLeave={() => setZoom(null)}
              />
            </li>
          ))}
        </ul>
        {zoom ? (
          <span
            className="gallery__lens"
            aria-hidden="true"
            style={{
              left: `clamp(0%, calc(${zoom.x}% - ${50 / ZOOM}%), ${100 - 100 / ZOOM}%)`,
              top: `clamp(0%, calc(${zoom.y}% - ${50 / ZOOM}%), ${100 - 100 / ZOOM}%)`,
              width: `${100 / ZOOM}%`,
              height: `${100 / ZOOM}%`,
            }}
          />
        ) : null}
        <GalleryArrows count={images.length} index={index} go={go} />
        <button type="button" className="gallery__enlarge" onClick={() => openFullScreen(index)}>
          <PlusIcon size={16} />
          {t('gallery.enlarge')}
        </button>
      </div>
      {zoom ? (
        <div
          className="gallery__zoom"
          aria-hidden="true"
          style={{
            backgroundImage: `url("${zoom.src}")`,
            backgroundSize: `${ZOOM * 100}%`,
            backgroundPosition: `${zoom.x}% ${zoom.y}%`,
          }}
        />
      ) : null}
      <GalleryThumbnails
        images={images}
        index={index}
        size={72}
        onChoose={(at, more) => (more ? openFullScreen(at) : go(at))}
      />
    </section>
  );
}
