import { CountdownTimer, DesignSystemProvider, OfferingCard, WizardStepper } from '@review-center/design-system';
import { formatHms, timerPhase } from '@review-center/domain';
import { LoginForm } from '@review-center/forms';
import { lazy, Suspense } from 'react';
import styled, { ThemeProvider } from 'styled-components';
import { appTheme, brand } from './brand.ts';

// The chart's subpath, in a chunk of its own: ApexCharts loads only when it renders.
const ProgressChart = lazy(() =>
  import('@review-center/design-system/charts').then((module) => ({ default: module.ProgressChart })),
);

/** One of this app's own styled components, typed and themed by the app's DefaultTheme. */
const Banner = styled.p`
  color: ${({ theme }) => theme.colors.brand};
  border-bottom: 2px solid ${({ theme }) => theme.colors.ink};
  padding: var(--ds-space-2);
`;

const total = 3 * 3600_000;
const remaining = 2 * 3600_000 + 45 * 60_000 + 30_000;

export function App({ withChart = false }: { withChart?: boolean }) {
  return (
    <ThemeProvider theme={appTheme}>
      <DesignSystemProvider theme={brand}>
        <Banner>Welcome to Another Review Center</Banner>
        <OfferingCard
          title="LET Weekend Review"
          contentLines={['Twelve Saturdays', 'Mock exams included']}
          price={7500}
          enrollHref="/offerings/weekend/enroll"
        />
        <WizardStepper steps={['Account', 'Schedule', 'Payment', 'Review']} currentStep={1} />
        <CountdownTimer remainingMs={remaining} time={formatHms(remaining)} phase={timerPhase(remaining, total)} />
        <LoginForm onSubmit={() => undefined} />
        {withChart ? (
          <Suspense fallback={null}>
            <ProgressChart series={[{ name: 'General Education', scores: [60, 72, 81] }]} yMax={100} />
          </Suspense>
        ) : null}
      </DesignSystemProvider>
    </ThemeProvider>
  );
}
