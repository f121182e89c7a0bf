import type { Meta, StoryObj } from '@storybook/react-vite';
import { ERROR_MESSAGES, FORM_FAILURE_NEXT_STEPS } from '@review-center/domain';
import { expect } from 'storybook/test';
import { formStoryParameters } from '../testing/storyParameters.ts';
import { FormFailureAlert } from './FormFailureAlert.tsx';

const meta = {
  title: 'Forms/FormFailureAlert',
  component: FormFailureAlert,
  tags: ['autodocs'],
  parameters: formStoryParameters,
  args: { failure: null },
} satisfies Meta<typeof FormFailureAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No refusal: the alert is in the page, empty, taking no space. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert', { hidden: true })).toBeEmptyDOMElement();
  },
};

/** The server refused: its message as it is, then what to do next. */
export const Refused: Story = {
  args: { failure: { message: 'Error - Invalid Email / Password', nextStep: FORM_FAILURE_NEXT_STEPS.refused } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      `Error - Invalid Email / Password ${FORM_FAILURE_NEXT_STEPS.refused}`,
    );
  },
};

/** The server never answered in time. */
export const TimedOut: Story = {
  args: { failure: { message: ERROR_MESSAGES.generic, nextStep: FORM_FAILURE_NEXT_STEPS.timeout } },
};

/** The connection dropped before an answer came. */
export const ConnectionLost: Story = {
  args: { failure: { message: ERROR_MESSAGES.generic, nextStep: FORM_FAILURE_NEXT_STEPS.network } },
};
