import { BannerCarousel, formatPeso, Link } from '@review-center/design-system';
import { paths } from '../../app/paths.ts';

/** The two offers of the home banner and their fixed offering ids (product §1, §2 Home). */
const BANNER_SLIDES = [
  {
    offeringId: 'hybrid-online-march-2024',
    title: 'LET Hybrid Online Review (March 2024)',
    prices: [
      { course: 'BEED', price: 9000 },
      { course: 'BSED', price: 10500 },
    ],
  },
  {
    offeringId: 'hyflex-face-to-face-2024',
    title: 'LET Hyflex Face-to-Face Review',
    prices: [
      { course: 'BEED', price: 8000 },
      { course: 'BSED', price: 9500 },
    ],
  },
] as const;

/**
 * The rotating banner of two offers (product §2 Home, §9 "Banner rotates between two slides"): the
 * design-system carousel (WAI-ARIA carousel pattern) with an Enroll Now link per offer.
 */
export function HomeBanner() {
  return (
    <BannerCarousel
      slides={BANNER_SLIDES.map((slide, index) => ({
        id: slide.offeringId,
        heading: slide.title,
        body: slide.prices.map(({ course, price }) => `${course} ${formatPeso(price)}`).join(' · '),
        action: (
          <Link href={paths.offeringEnroll(slide.offeringId)} variant="button-accent">
            Enroll Now
          </Link>
        ),
        tone: index === 0 ? 'primary' : 'accent',
      }))}
    />
  );
}
