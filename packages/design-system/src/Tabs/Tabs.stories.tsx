import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs } from './Tabs.tsx';

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: { onSelectionChange: fn() },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Account">
        <Tab id="account">Account</Tab>
        <Tab id="enrollments" count={2} countLabel={(n) => `${n} processing`}>
          Enrollments
        </Tab>
        <Tab id="payments" count={1} countLabel={(n) => `${n} in payment review`}>
          Payments
        </Tab>
        <Tab id="courseware">Hybrid Courseware</Tab>
        <Tab id="progress">My Progress</Tab>
      </TabList>
      <TabPanel id="account">Profile</TabPanel>
      <TabPanel id="enrollments">Your enrollments</TabPanel>
      <TabPanel id="payments">Your payments</TabPanel>
      <TabPanel id="courseware">Courseware</TabPanel>
      <TabPanel id="progress">Progress chart</TabPanel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys move between tabs, Home and End jump to the ends. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Account' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const enrollments = canvas.getByRole('tab', { name: /^Enrollments\s+2 processing$/ });
    await expect(enrollments).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Your enrollments');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('enrollments');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'My Progress' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const WithCounts: Story = {
  args: { defaultSelectedKey: 'payments' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: /^Payments\s+1 in payment review$/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const DisabledTab: Story = { args: { disabledKeys: ['courseware'] } };

/**
 * On a 390 px phone the five tabs are wider than the row: it scrolls sideways, a shadow at the
 * edge shows more tabs lie beyond, and the selected tab (here the last, as when a page opens on
 * it) is scrolled into view whole.
 */
export const OverflowingOnAPhone: Story = {
  args: { defaultSelectedKey: 'progress' },
  decorators: [(Story) => <div style={{ inlineSize: '358px' }}>{Story()}</div>],
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist', { name: 'Account' });
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    const shownWhole = (name: string | RegExp) => {
      const box = list.getBoundingClientRect();
      const tab = canvas.getByRole('tab', { name }).getBoundingClientRect();
      return tab.left >= box.left && tab.right <= box.right;
    };
    await waitFor(() => expect(shownWhole('My Progress')).toBe(true));
    await userEvent.click(canvas.getByRole('tab', { name: 'My Progress' }));
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(shownWhole('Account')).toBe(true));
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(shownWhole('My Progress')).toBe(true));
  },
};
