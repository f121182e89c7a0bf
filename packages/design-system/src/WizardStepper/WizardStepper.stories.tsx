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
