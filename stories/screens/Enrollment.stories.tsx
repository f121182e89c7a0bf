import { useOffering, useUserEnrollments } from '@review-center/api-client/react';
import {
  PaymentSummary,
  PrintableSummary,
  ResultPanel,
  Section,
  Spinner,
  WizardStepper,
} from '@review-center/design-system';
import { amountDueNow, fullPaymentPrice, installmentAmount, offeredChoices } from '@review-center/domain';
import { NewUserAccountStep, PaymentProofForm, PaymentTermStep } from '@review-center/forms';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { MockApi } from './MockApi.tsx';
import { SiteFrame } from './SiteFrame.tsx';

const OFFERING = 'off-hybrid-2024';
const STEPS = ['Account', 'Payment', 'Review', 'Success'];
const TODAY = '2024-01-10';
const stack = { display: 'grid', gap: 'var(--ds-space-5)' };

/** The offering enrollment wizard (product §2), one story per step, its offering from the API. */
function EnrollmentScreen({ step, onSubmit }: { step: 0 | 1 | 2 | 3; onSubmit: () => void }) {
  const offering = useOffering(OFFERING);
  if (offering.isPending) return <Spinner label="Loading the offering" />;
  if (offering.isError) return <p role="alert">Could not load this offering.</p>;
  const priced = offering.data;
  const full = fullPaymentPrice(priced);
  return (
    <Section title={`Enroll: ${priced.title}`} headingLevel={1}>
      <div style={stack}>
        <WizardStepper steps={STEPS} currentStep={step} aria-label="Enrollment steps" />
        {step === 0 ? (
          <NewUserAccountStep
            onSubmit={onSubmit}
            today={TODAY}
            multipleSchedule={priced.multipleSchedule}
            {...offeredChoices(priced)}
          />
        ) : null}
        {step === 1 ? (
          <PaymentTermStep
            onSubmit={onSubmit}
            paymentTypes={priced.paymentType}
            amounts={{
              full,
              downpayment: priced.downpayment,
              installment: installmentAmount(priced),
              installmentTerms: priced.installmentTerms,
              installmentFrequency: priced.installmentFrequency,
            }}
          />
        ) : null}
        {step === 2 ? (
          <PrintableSummary
            title="Review your enrollment"
            items={[
              { term: 'Offering', description: priced.title },
              { term: 'Name', description: 'Maria Clara Santos Dela Cruz' },
              { term: 'E-mail', description: 'maria.delacruz@example.ph' },
              { term: 'Branch', description: 'Manila' },
              { term: 'Payment', description: 'Full' },
            ]}
          />
        ) : null}
        {step === 3 ? (
          <ResultPanel status="success" heading="You are enrolled">
            <p>Your reference is RC-2024-000123. Pay within the deadline and upload the proof from your account.</p>
          </ResultPanel>
        ) : null}
      </div>
    </Section>
  );
}

/** The payment page (product §2): what is due for the enrollment, and the proof form. */
function PaymentScreen({ onSubmit }: { onSubmit: () => void }) {
  const enrollments = useUserEnrollments('usr-maria');
  if (enrollments.isPending) return <Spinner label="Loading the enrollment" />;
  const enrollment = enrollments.data?.docs.find((e) => e._id === 'enr-processing');
  if (!enrollment) return <p role="alert">Could not load this enrollment.</p>;
  return (
    <Section title="Pay for your enrollment" headingLevel={1}>
      <div style={stack}>
        <PaymentSummary
          reference={enrollment.reference}
          status={enrollment.status}
          amount={amountDueNow(enrollment)}
          paymentType={enrollment.paymentType}
          headingLevel={2}
        />
        <PaymentProofForm
          onSubmit={onSubmit}
          reference={enrollment.reference}
          enrollmentPaymentType={enrollment.paymentType === 'Full' ? 'FULL' : 'INSTALLMENT'}
          today={TODAY}
        />
      </div>
    </Section>
  );
}

const meta = {
  title: 'Screens/Enrollment',
  component: EnrollmentScreen,
  args: { step: 0, onSubmit: fn() },
  parameters: {
    layout: 'fullscreen',
    // React Aria's off-screen live announcer (see packages/forms' formStoryParameters).
    a11y: { context: { exclude: ['[data-live-announcer]'] } },
    docs: {
      description: {
        component:
          'The enrollment wizard step by step and the payment page, composed from design-system and forms over the api-client MSW mocks.',
      },
    },
  },
  render: (args) => (
    <MockApi options={{}}>
      <SiteFrame currentPath="/offerings">
        <EnrollmentScreen {...args} />
      </SiteFrame>
    </MockApi>
  ),
} satisfies Meta<typeof EnrollmentScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AccountStep: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: /^Enroll: LET Hybrid/ })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Enrollment steps' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /First name/ })).toBeVisible();
  },
};

export const PaymentStep: Story = {
  args: { step: 1 },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radio', { name: /Installment/ })).toBeVisible();
    await expect(canvas.getByRole('radiogroup')).toHaveTextContent('₱10,500.00');
  },
};

export const ReviewStep: Story = {
  args: { step: 2 },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Print' })).toBeVisible();
  },
};

export const Success: Story = {
  args: { step: 3 },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'You are enrolled' })).toBeVisible();
  },
};

/**
 * The payment page of the Processing enrollment: the amount due and the proof form (its states,
 * invalid and submitting included, are the PaymentProofForm stories).
 */
export const Payment: Story = {
  render: (args) => (
    <MockApi options={{}}>
      <SiteFrame currentPath="/account">
        <PaymentScreen onSubmit={args.onSubmit} />
      </SiteFrame>
    </MockApi>
  ),
  play: async ({ args, canvas }) => {
    const summary = await canvas.findByRole('article', { name: 'Reference RC-2024-000123' });
    await expect(summary).toHaveTextContent('₱10,500.00');
    await expect(canvas.getByRole('button', { name: 'Submit payment' })).toBeEnabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
