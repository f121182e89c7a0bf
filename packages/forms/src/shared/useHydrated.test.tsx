import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { FormComboBox } from './ComboBoxPart.tsx';
import { FormDatePicker } from './DatePickerPart.tsx';

/** The province and a date as the register page's server HTML holds them. */
function Fields() {
  const { control } = useForm<{ province: string; birthdate: string }>({
    defaultValues: { province: '', birthdate: '' },
  });
  return (
    <form>
      <FormComboBox
        control={control}
        name="province"
        label="Province"
        items={[{ id: 'Eastern Samar', name: 'Eastern Samar' }]}
      />
      <FormDatePicker control={control} name="birthdate" label="Birthdate" />
    </form>
  );
}

describe('choices the server rendered', () => {
  it('should take no typing before their code runs, and take it after', async () => {
    // What a person could type into the bare HTML would be lost when React takes the field over
    // (a province typed on a slow phone vanished, and its list never opened).
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Fields />);
    document.body.append(container);
    const province = () => container.querySelector<HTMLInputElement>('input[role="combobox"]')!;
    const day = () => container.querySelector<HTMLElement>('[role="spinbutton"]')!;
    expect(province().readOnly).toBe(true);
    expect(day().getAttribute('aria-readonly')).toBe('true');

    const root = await act(async () => hydrateRoot(container, <Fields />));
    expect(province().readOnly).toBe(false);
    expect(day().getAttribute('aria-readonly')).toBeNull();
    act(() => root.unmount());
    container.remove();
  });
});
