import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { SelectItem } from '../Select/Select.tsx';
import { ComboBox } from './ComboBox.tsx';

interface City {
  id: string;
  name: string;
}

// About as many entries as the Philippine city and municipality list (~1,700), to prove the
// list stays fast: only the visible rows are rendered.
const cities: City[] = [
  'Borongan City',
  'Cebu City',
  'Iloilo City',
  'Malolos City',
  'Manila',
  'Quezon City',
  ...Array.from({ length: 1700 }, (_, i) => `Municipality ${i + 1}`),
].map((name) => ({ id: name.toLowerCase().replace(/\s+/g, '-'), name }));

const meta = {
  title: 'Primitives/ComboBox',
  component: ComboBox<City>,
  tags: ['autodocs'],
  // Fields sit in form columns; a column width shows them as they appear in the product.
  parameters: { layout: 'padded', maxInlineSize: '22rem' },
  args: {
    label: 'City / Municipality',
    placeholder: 'Type to search',
    defaultItems: cities,
    onSelectionChange: fn(),
    children: (city: City) => <SelectItem id={city.id}>{city.name}</SelectItem>,
  },
} satisfies Meta<typeof ComboBox<City>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'City / Municipality' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    // Arrow keys open the list and move through it; Enter picks the focused option.
    await userEvent.keyboard('{ArrowDown}');
    const first = await screen.findByRole('option', { name: 'Borongan City' });
    await waitFor(() => expect(input).toHaveAttribute('aria-activedescendant', first.id));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Cebu City' }).id),
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(input).toHaveValue('Cebu City'));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('cebu-city');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

export const Search: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'City / Municipality' });
    await userEvent.type(input, 'ilo');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    await userEvent.click(screen.getByRole('option', { name: 'Iloilo City' }));
    await waitFor(() => expect(input).toHaveValue('Iloilo City'));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('iloilo-city');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

export const LongListIsVirtualized: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /City \/ Municipality/ }));
    const listbox = await screen.findByRole('listbox');
    const rendered = within(listbox).getAllByRole('option');
    // 1,706 choices, but only a screenful (plus overscan) is in the DOM.
    await expect(rendered.length).toBeGreaterThan(3);
    await expect(rendered.length).toBeLessThan(60);
    // Scrolling to the end renders the last rows in place of the first ones.
    listbox.scrollTop = listbox.scrollHeight;
    await waitFor(() => expect(screen.getByRole('option', { name: 'Municipality 1700' })).toBeVisible());
    await expect(screen.queryByRole('option', { name: 'Manila' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(listbox).not.toBeInTheDocument());
  },
};

export const NoMatches: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'zzz');
    const listbox = await screen.findByRole('listbox');
    // React Aria renders the empty state as the list's only row.
    await expect(within(listbox).getByRole('option')).toHaveTextContent('No matches');
  },
};

export const Invalid: Story = {
  args: { errorMessage: 'City is required' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox')).toHaveAccessibleDescription('City is required');
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultSelectedKey: 'manila' } };
export const ReadOnly: Story = { args: { isReadOnly: true, defaultSelectedKey: 'cebu-city' } };
