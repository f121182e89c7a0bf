import { type ReactNode, useEffect, useId, useState, type RefAttributes } from 'react';
import { Button } from 'react-aria-components';
import { type BannerCarouselLabels, defaultBannerCarouselLabels } from './bannerCarouselLabels.ts';
import { Carousel } from './BannerCarousel.styles.ts';

/** One slide of the banner. */
export interface BannerSlide {
  /** Stable key. */
  id: string;
  /** The slide's headline. */
  heading: ReactNode;
  /** A line or two under the headline. */
  body?: ReactNode;
  /** A call to action, e.g. an "Enroll Now" `Link` to /offerings/{offeringId}/enroll. */
  action?: ReactNode;
  /**
   * Background colour role.
   * @default 'primary'
   */
  tone?: 'primary' | 'accent';
}

export interface BannerCarouselProps extends RefAttributes<HTMLElement> {
  /** The slides (product §2, Home: two offers). */
  slides: BannerSlide[];
  /**
   * Whether it starts rotating. It never does when the user prefers reduced motion.
   * @default true
   */
  autoRotate?: boolean;
  /**
   * Time each slide shows while rotating, in milliseconds.
   * @default 6000
   */
  intervalMs?: number;
  /** Override any label; the rest keep their defaults. */
  labels?: Partial<BannerCarouselLabels>;
}

function prefersReducedMotion() {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

const PauseIcon = () => (
  <svg aria-hidden="true" viewBox="0 0 24 24" fill="currentColor">
    <path d="M7 5h4v14H7zM13 5h4v14h-4z" />
  </svg>
);
const PlayIcon = () => (
  <svg aria-hidden="true" viewBox="0 0 24 24" fill="currentColor">
    <path d="M8 5v14l11-7z" />
  </svg>
);
const Chevron = ({ flip }: { flip?: boolean }) => (
  <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5">
    <path d={flip ? 'M9 5l7 7-7 7' : 'M15 5l-7 7 7 7'} />
  </svg>
);

/**
 * The home banner, built to the WAI-ARIA APG carousel pattern: a rotation control first, then
 * previous/next and a slide picker; rotation pauses while the pointer is over it or focus is in
 * it, stops for good with the control, and never starts under prefers-reduced-motion. While
 * rotating the slides are not announced (aria-live off); when stopped, changes are (polite).
 *
 * **When to use:** The home page's banner of offers, when there are several to rotate through.
 *
 * **When not to:** For content a reviewee must read: rotating content is easy to miss.
 *
 * **One slide** (a page whose list has a single offer): a plain labelled section, with no
 * rotation, no controls and no carousel or slide roles, so nothing announces a "1 of 1".
 *
 * **Accessibility:** The WAI-ARIA APG carousel: a rotation control comes first, rotation pauses on
 * hover and focus and never starts under reduced motion; slides are announced only when rotation
 * is stopped.
 */
export function BannerCarousel({
  slides,
  autoRotate = true,
  intervalMs = 6000,
  labels: overrides,
  ref,
}: BannerCarouselProps) {
  const labels = { ...defaultBannerCarouselLabels, ...overrides };
  const slidesId = useId();
  const [current, setCurrent] = useState(0);
  // The first slide shows without a fade, so the banner paints with the page's first paint (a
  // fade-in from transparent would hold back its largest paint, and gains nothing on arrival).
  const [hasMoved, setHasMoved] = useState(false);
  const [isPlaying, setIsPlaying] = useState(() => autoRotate && !prefersReducedMotion());
  const [isHovered, setIsHovered] = useState(false);
  const [hasFocus, setHasFocus] = useState(false);
  const total = slides.length;
  const isCarousel = total > 1;
  const isRotating = isPlaying && !isHovered && !hasFocus && isCarousel;

  useEffect(() => {
    if (!isRotating) return;
    const timer = window.setInterval(() => {
      setHasMoved(true);
      setCurrent((index) => (index + 1) % total);
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [isRotating, intervalMs, total]);

  const show = (index: number) => {
    setHasMoved(true);
    setCurrent((index + total) % total);
  };

  return (
    <Carousel
      ref={ref}
      aria-roledescription={isCarousel ? 'carousel' : undefined}
      aria-label={labels.carousel}
      onPointerEnter={() => setIsHovered(true)}
      onPointerLeave={() => setIsHovered(false)}
      onFocus={() => setHasFocus(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHasFocus(false);
      }}
    >
      {/* Controls come first in the tab order (WAI-ARIA APG carousel). */}
      {isCarousel ? (
        <div className="ds-carousel-controls">
          <Button
            className="ds-carousel-button"
            aria-label={isPlaying ? labels.stop : labels.start}
            onPress={() => setIsPlaying((playing) => !playing)}
          >
            {isPlaying ? <PauseIcon /> : <PlayIcon />}
          </Button>
          <Button
            className="ds-carousel-button"
            aria-label={labels.previous}
            aria-controls={slidesId}
            onPress={() => show(current - 1)}
          >
            <Chevron />
          </Button>
          <Button
            className="ds-carousel-button"
            aria-label={labels.next}
            aria-controls={slidesId}
            onPress={() => show(current + 1)}
          >
            <Chevron flip />
          </Button>
          <div className="ds-carousel-picker">
            {slides.map((slide, index) => (
              <Button
                key={slide.id}
                className="ds-carousel-button ds-carousel-dot"
                aria-label={labels.picker(index + 1, total)}
                aria-controls={slidesId}
                aria-current={index === current ? 'true' : undefined}
                onPress={() => show(index)}
              />
            ))}
          </div>
        </div>
      ) : null}
      <div
        id={slidesId}
        aria-live={isCarousel ? (isRotating ? 'off' : 'polite') : undefined}
        data-has-moved={hasMoved || undefined}
      >
        {slides.map((slide, index) => (
          <div
            key={slide.id}
            className="ds-carousel-slide"
            {...(isCarousel
              ? { role: 'group', 'aria-roledescription': 'slide', 'aria-label': labels.slide(index + 1, total) }
              : {})}
            data-tone={slide.tone ?? 'primary'}
            hidden={index !== current}
          >
            <h2>{slide.heading}</h2>
            {slide.body ? <p>{slide.body}</p> : null}
            {slide.action ? <div>{slide.action}</div> : null}
          </div>
        ))}
      </div>
    </Carousel>
  );
}
