import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyPart } from './lazyPart.tsx';

describe('lazyPart', () => {
  it('should keep the field it mounted once its code has arrived, so what was chosen stays', async () => {
    let mounts = 0;
    function Field({ label }: { label: string }) {
      const [value, setValue] = useState('');
      useEffect(() => {
        mounts += 1;
      }, []);
      return (
        <input aria-label={`${label} (loaded)`} value={value} onChange={(event) => setValue(event.target.value)} />
      );
    }
    // Not preloaded: the part mounts through its lazy component, as on a page whose field code
    // arrives after the page.
    const Part = lazyPart(async () => Field);
    function Form() {
      const [renders, setRenders] = useState(0);
      return (
        <>
          <Part label="Schedule" />
          <button type="button" onClick={() => setRenders(renders + 1)}>
            Render again
          </button>
        </>
      );
    }
    render(<Form />);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Schedule (loaded)' }), 'Every Sunday');
    await user.click(screen.getByRole('button', { name: 'Render again' }));

    expect(screen.getByRole('textbox', { name: 'Schedule (loaded)' })).toHaveValue('Every Sunday');
    expect(mounts).toBe(1);
  });
});
