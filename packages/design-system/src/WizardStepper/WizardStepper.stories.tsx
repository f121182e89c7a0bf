import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { WizardStepper } from './WizardStepper.tsx';

const meta = {
  title: 'Product/WizardStepper',
  component: WizardStepper,
  tags: ['autodocs'],
  args: { steps: ['Account', 'Payment', 'Review', 'Success'], currentStep: 0 },
} satisfies Meta<typeof WizardStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstStep: Story = {
  play: async ({ canvas }) => {
    const steps = canvas.getAllByRole('listitem');
    await expect(steps).toHaveLength(4);
    await expect(steps[0]).toHaveAttribute('aria-current', 'step');
    await expect(steps[1]).not.toHaveAttribute('aria-current');
  },
};

export const ReviewStep: Story = {
  args: { currentStep: 2 },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Enrollment steps' });
    await expect(nav).toHaveTextContent('Account (completed)');
    await expect(canvas.getAllByRole('listitem')[2]).toHaveAttribute('aria-current', 'step');
  },
};

export const SuccessStep: Story = { args: { currentStep: 3 } };

/** Package enrollment (product §2): three steps. */
export const PackageEnrollment: Story = {
  args: { steps: ['Account Information', 'Review Package', 'Verify Enrollment'], currentStep: 1 },
};

/**
 * On a 390 px phone, above the step's heading as the enrollment wizard shows it: the four steps
 * stay on one row and keep clear of the heading.
 */
export const OnAPhone: Story = {
  args: { currentStep: 1 },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: '358px' }}>
        {Story()}
        <h2 style={{ margin: 0 }}>Step 2 of 4: Payment</h2>
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const tops = canvas.getAllByRole('listitem').map((step) => step.getBoundingClientRect().top);
    await expect(new Set(tops).size).toBe(1);
    const nav = canvas.getByRole('navigation', { name: 'Enrollment steps' }).getBoundingClientRect();
    const heading = canvas.getByRole('heading', { name: 'Step 2 of 4: Payment' }).getBoundingClientRect();
    await expect(heading.top - nav.bottom).toBeGreaterThanOrEqual(16);
  },
};
