import { createHandlers, createMockState, offeringFixtures } from '@review-center/api-client/mocks';
import type { Offering } from '@review-center/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { API, renderPage, setupMockApi } from '../../app/testing.tsx';
import { OfferingList } from './OfferingList.tsx';

const server = setupMockApi();

/** `count` published offerings, oldest first, and one unpublished that must never show. */
function openOfferings(count: number, marked: Partial<Offering> = {}) {
  const state = createMockState('default');
  const base = offeringFixtures[0]!;
  const published: Offering[] = Array.from({ length: count }, (_, i) => ({
    ...base,
    _id: `off-${i + 1}`,
    title: `LET Review ${i + 1}`,
    published: true,
    ...(i === 0 ? marked : {}),
  }));
  state.offerings = [...published, { ...base, _id: 'off-draft', title: 'LET Draft Review', published: false }];
  server.use(...createHandlers({ baseUrl: API, state }));
  renderPage(<OfferingList />);
}

const cards = () => screen.getAllByRole('article');

describe('OfferingList', () => {
  it('should show the first 10 of 11 published offerings, then the 11th with Load More, then no button', async () => {
    const user = userEvent.setup();
    openOfferings(11);
    expect(await screen.findByRole('status')).toHaveTextContent('Showing 10 of 11');
    expect(cards()).toHaveLength(10);
    expect(screen.queryByRole('heading', { name: 'LET Review 11' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByRole('heading', { name: 'LET Review 11' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 11 of 11');
    expect(cards()).toHaveLength(11);
    expect(within(cards()[10]!).getByRole('link', { name: 'ENROLL' })).toHaveAttribute(
      'href',
      '/offerings/off-11/enroll',
    );
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'LET Draft Review' })).not.toBeInTheDocument();
  });

  it('should show all of exactly 10 published offerings with no Load More', async () => {
    openOfferings(10);
    expect(await screen.findByRole('status')).toHaveTextContent('Showing 10 of 10');
    expect(cards()).toHaveLength(10);
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('should lead a package to the package enrollment, /enroll (decision 0072)', async () => {
    openOfferings(2, { isPackage: true });
    await screen.findByRole('status');
    const [pkg, other] = cards();
    expect(within(pkg!).getByRole('link', { name: 'ENROLL' })).toHaveAttribute('href', '/enroll?offering=off-1');
    expect(within(other!).getByRole('link', { name: 'ENROLL' })).toHaveAttribute('href', '/offerings/off-2/enroll');
  });
});
