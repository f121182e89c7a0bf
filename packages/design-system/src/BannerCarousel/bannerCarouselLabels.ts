/** Every text the carousel's controls show or announce. */
export interface BannerCarouselLabels {
  /** The carousel region's name. */
  carousel: string;
  /** The rotation control while rotating (WAI-ARIA APG wording). */
  stop: string;
  /** The rotation control while stopped. */
  start: string;
  previous: string;
  next: string;
  /** Name of each slide group, e.g. "1 of 2". */
  slide: (position: number, total: number) => string;
  /** Name of each picker button. */
  picker: (position: number, total: number) => string;
}

export const defaultBannerCarouselLabels: BannerCarouselLabels = {
  carousel: 'Offers',
  stop: 'Stop automatic slide show',
  start: 'Start automatic slide show',
  previous: 'Previous slide',
  next: 'Next slide',
  slide: (position, total) => `${position} of ${total}`,
  picker: (position, total) => `Show slide ${position} of ${total}`,
};
