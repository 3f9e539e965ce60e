import { useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import { DELAYS } from '@shared/constants';
import { useT } from '../../../lib/i18n/use-t';

export interface Slide {
  id: string;
  art: ReactNode;
  caption: string;
}

const prefersReducedMotion = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A carousel that moves on every `intervalMs` (5 s) until the grower pauses it; it also holds
 * still while the pointer or the keyboard focus is on it, and starts paused for people who ask
 * for reduced motion. Previous / Next / one button per slide, all reachable by keyboard; the
 * current slide is announced only while it is not moving on by itself.
 */
export function Carousel({
  slides,
  label,
  intervalMs = DELAYS.carousel,
}: {
  slides: readonly Slide[];
  label: string;
  intervalMs?: number;
}) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(prefersReducedMotion);
  const [held, setHeld] = useState(false);
  const regionId = useId();
  const t = useT();
  const count = slides.length;
  const go = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);

  useEffect(() => {
    if (paused || held || count < 2) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [paused, held, count, intervalMs]);

  const playing = !paused && !held;
  return (
    <section
      className="carousel"
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      <div className="carousel__viewport" id={regionId} aria-live={playing ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          <figure
            key={slide.id}
            className={i === index ? 'carousel__slide is-current' : 'carousel__slide'}
            role="group"
            aria-roledescription="slide"
            aria-label={t('subscription.slideOf', { index: i + 1, count })}
            aria-hidden={i === index ? undefined : true}
          >
            <div className="carousel__art">{slide.art}</div>
            <figcaption className="carousel__caption">{slide.caption}</figcaption>
          </figure>
        ))}
      </div>
      <div className="carousel__controls">
        <button
          type="button"
          className="carousel__btn"
          aria-controls={regionId}
          onClick={() => setPaused((p) => !p)}
          aria-label={paused ? t('subscription.playSlideshow') : t('subscription.pauseSlideshow')}
        >
          {paused ? t('subscription.play') : t('subscription.pause')}
        </button>
        <button
          type="button"
          className="carousel__btn"
          aria-controls={regionId}
          onClick={() => go(index - 1)}
          aria-label={t('subscription.previousSlide')}
        >
          ‹
        </button>
        <div className="carousel__dots">
          {slides.map((slide, i) => (
            <button
              key={slide.id}
              type="button"
              className={i === index ? 'carousel__dot is-current' : 'carousel__dot'}
              aria-controls={regionId}
              aria-label={t('subscription.showSlide', { index: i + 1, caption: slide.caption })}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => go(i)}
            />
          ))}
        </div>
        <button
          type="button"
          className="carousel__btn"
          aria-controls={regionId}
          onClick={() => go(index + 1)}
          aria-label={t('subscription.nextSlide')}
        >
          ›
        </button>
      </div>
    </section>
  );
}
