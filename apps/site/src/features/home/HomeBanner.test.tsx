import { createApiClient } from '@review-center/api-client';
import { centerFixture, offeringFixtures } from '@review-center/api-client/mocks';
import { ApiClientProvider, centerKeys, offeringKeys } from '@review-center/api-client/react';
import type { Offering } from '@review-center/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/query-client.ts';
import { publishedOfferingsQuery } from '../../app/published-offerings.ts';
import { HomeBanner } from './HomeBanner.tsx';

const [hybrid, hyflex] = offeringFixtures as [Offering, Offering];
/** A third published offering, priced by course, as a content editor may have changed it. */
const refresher: Offering = {
  ...hybrid,
  _id: 'off-refresher',
  title: 'LET Refresher Course',
  price: 7200,
  beedPrice: 5800,
};

/**
 * The banner as the home page renders it: with the published offerings and the settings already
 * in the cache (the server put them in the page), and an API that must not be called.
 */
function renderBanner(published: Offering[], bannerOfferings: string[] | undefined) {
  const fetch = vi.fn(() => Promise.reject(new Error('no call expected')));
  const queryClient = createQueryClient();
  queryClient.setQueryData(offeringKeys.list(publishedOfferingsQuery), {
    docs: published,
    totalDocs: published.length,
  });
  if (bannerOfferings) queryClient.setQueryData(centerKeys.detail(), { ...centerFixture, bannerOfferings });
  render(
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={createApiClient({ baseUrl: 'http://test/api/v2', fetch })}>
        <HomeBanner />
      </ApiClientProvider>
    </QueryClientProvider>,
  );
  return { fetch };
}

/** Each slide's heading, prices and Enroll Now address, in order, the hidden ones too. */
const slides = () =>
  within(screen.getByRole('region', { name: 'Offers' }))
    .getAllByRole('heading', { hidden: true })
    .map((heading) => {
      const slide = within(heading.parentElement!);
      return [
        heading.textContent,
        heading.nextElementSibling?.textContent,
        slide.getByRole('link', { name: 'Enroll Now', hidden: true }).getAttribute('href'),
      ];
    });

describe('HomeBanner (product §2 Home, decision 0057)', () => {
  it('should show the settings’ offers in their order, with the live titles and prices of the list, and call nothing', async () => {
    const edited = { ...hyflex, title: 'LET Hyflex Review (new season)', price: 9900 };
    const { fetch } = renderBanner([hybrid, edited, refresher], [refresher._id, edited._id]);
    expect(slides()).toEqual([
      ['LET Refresher Course', 'BEED ₱5,800.00 · BSED and UNITS/CPE ₱7,200.00', '/offerings/off-refresher/enroll'],
      ['LET Hyflex Review (new season)', 'All courses ₱9,900.00', '/offerings/off-hyflex-2024/enroll'],
    ]);
    expect(screen.getByRole('link', { name: 'Enroll Now' })).toHaveAttribute('href', '/offerings/off-refresher/enroll');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show slide 2 of 2' }));
    expect(screen.getByRole('link', { name: 'Enroll Now' })).toHaveAttribute(
      'href',
      '/offerings/off-hyflex-2024/enroll',
    );
    expect(screen.getByText('All courses ₱9,900.00')).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('should fill up to two slides with the first published offerings when a chosen one is not published', () => {
    renderBanner([hybrid, hyflex, refresher], ['off-unpublished', refresher._id]);
    expect(slides().map(([title]) => title)).toEqual(['LET Refresher Course', hybrid.title]);
  });

  it.each([
    ['nothing is chosen', []],
    ['the settings are not there', undefined],
  ])('should show the first two published offerings when %s', (_, bannerOfferings) => {
    renderBanner([hyflex, refresher, hybrid], bannerOfferings);
    expect(slides().map(([title]) => title)).toEqual([hyflex.title, 'LET Refresher Course']);
  });

  it('should show one slide, without rotation controls, when one offering is published', () => {
    renderBanner([hyflex], [hybrid._id, hyflex._id]);
    expect(slides().map(([title]) => title)).toEqual([hyflex.title]);
    expect(screen.getByRole('heading', { name: hyflex.title })).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('should show no banner when no offering is published', () => {
    renderBanner([], [hybrid._id]);
    expect(screen.queryByRole('region', { name: 'Offers' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Enroll Now' })).not.toBeInTheDocument();
  });

  it('should let the visitor stop the rotation', async () => {
    const user = userEvent.setup();
    renderBanner([hybrid, hyflex], []);
    await user.click(screen.getByRole('button', { name: 'Stop automatic slide show' }));
    expect(screen.getByRole('button', { name: 'Start automatic slide show' })).toBeInTheDocument();
  });
});
