import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ProgressChart } from './ProgressChart.tsx';

const waitForChart = async (canvasElement: HTMLElement) => {
  const section = canvasElement.querySelector('section');
  await waitFor(() => expect(section).toHaveAttribute('data-ready'));
};

const meta = {
  title: 'Product/ProgressChart',
  component: ProgressChart,
  tags: ['autodocs'],
  args: {
    yMax: 100,
    series: [
      { name: 'General Education', scores: [62, 68, 71, 75, 81] },
      { name: 'Professional Education', scores: [58, 64, 70, 69, 77] },
      { name: 'Specialization', scores: [55, 61, null, 72, 74] },
    ],
  },
  parameters: { maxInlineSize: '44rem' },
} satisfies Meta<typeof ProgressChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One line per exam category; the same data is in a table for screen readers. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitForChart(canvasElement);
    const table = canvas.getByRole('table', { name: 'Progress' });
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
    await expect(within(table).getByRole('rowheader', { name: 'Test 5' })).toBeInTheDocument();
    await expect(within(table).getByRole('columnheader', { name: 'Specialization' })).toBeInTheDocument();
    await expect(canvasElement.querySelector('.chart-area')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const SingleCategory: Story = {
  args: { title: 'General Education', series: [{ name: 'General Education', scores: [40, 52, 66] }] },
  play: async ({ canvasElement }) => waitForChart(canvasElement),
};

/** The data table shown to everyone. */
export const WithVisibleTable: Story = {
  args: { showTable: true },
  play: async ({ canvas, canvasElement }) => {
    await waitForChart(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Progress' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { series: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No exam results yet.')).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/**
 * Scores in percent, as My Progress shows them: the axis runs from 0 % to 100 % whatever the
 * scores, and the table writes each score with its percent sign.
 */
export const InPercent: Story = {
  args: { formatValue: (value) => `${value}%` },
  play: async ({ canvas, canvasElement }) => {
    await waitForChart(canvasElement);
    // Each label's text (ApexCharts repeats it in a <title>).
    const axis = [...canvasElement.querySelectorAll('.apexcharts-yaxis-label tspan')].map((label) => label.textContent);
    await expect(axis).toContain('0%');
    await expect(axis).toContain('100%');
    const table = canvas.getByRole('table', { name: 'Progress' });
    await expect(within(table).getAllByRole('cell')[0]).toHaveTextContent('62%');
  },
};
