import { createHandlers, createMockState, offeringFixtures } from '@review-center/api-client/mocks';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API, renderPage, setupMockApi } from '../../app/testing.tsx';
import { setSessionToken } from '../../app/session.ts';
import { PackageEnrollment } from './PackageEnrollment.tsx';

const server = setupMockApi();

/** The mock API's offerings with one package and the hybrid season, as staff mark them (decision 0072). */
function withPackages() {
  const state = createMockState('default');
  const base = offeringFixtures[0]!;
  state.offerings = [
    { ...base, _id: 'pkg', title: 'LET Complete Package', isPackage: true },
    { ...base, _id: 'season', title: 'LET Hybrid Season', isPackage: true, hybridSeason: true },
  ];
  server.use(...createHandlers({ baseUrl: API, state }));
}

describe('PackageEnrollment', () => {
  it('should show only the hybrid-season notice for the offering staff marked as the hybrid season', async () => {
    withPackages();
    renderPage(<PackageEnrollment offeringId="season" />);
    expect(await screen.findByText(/This offering is a hybrid season/)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Enrollment steps' })).not.toBeInTheDocument();
  });

  it('should show the three steps for another package', async () => {
    withPackages();
    renderPage(<PackageEnrollment offeringId="pkg" />);
    expect(await screen.findByRole('navigation', { name: 'Enrollment steps' })).toBeInTheDocument();
    expect(screen.queryByText(/This offering is a hybrid season/)).not.toBeInTheDocument();
  });

  it('should send a signed-in reviewee to enroll with their account', async () => {
    withPackages();
    setSessionToken('a-session');
    renderPage(<PackageEnrollment offeringId="pkg" />);
    expect(await screen.findByRole('link', { name: 'Enroll in this package with your account' })).toHaveAttribute(
      'href',
      '/offerings/pkg/enroll',
    );
    expect(screen.queryByRole('navigation', { name: 'Enrollment steps' })).not.toBeInTheDocument();
  });

  it('should send a visitor without an offering to the offerings page', () => {
    render(<PackageEnrollment offeringId={null} />);
    expect(screen.getByRole('link', { name: 'offerings page' })).toHaveAttribute('href', '/offerings');
  });
});
