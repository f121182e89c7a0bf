import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FileUploader } from './FileUploader.tsx';

const image = (name: string, type = 'image/png') => new File(['x'], name, { type });
const input = (container: HTMLElement) => container.querySelector<HTMLInputElement>('input[type="file"]')!;

describe('FileUploader', () => {
  it('should show the files its parent holds and raise the new list without keeping its own', async () => {
    const onChange = vi.fn();
    const first = image('first.png');
    const { container } = render(<FileUploader value={[first]} onChange={onChange} />);
    const second = image('second.jpg', 'image/jpeg');
    await userEvent.upload(input(container), second);
    expect(onChange).toHaveBeenLastCalledWith([first, second]);
    // Controlled: nothing changes until the parent passes the new value.
    expect(screen.queryByText('second.jpg')).not.toBeInTheDocument();
  });

  it.each([
    [2, 1, false],
    [2, 2, true],
    [0, 3, false],
    [0, 4, true],
  ])('with %d files and %d more chosen, should refuse them: %s', async (already, added, refused) => {
    const onChange = vi.fn();
    const existing = Array.from({ length: already }, (_, i) => image(`old-${i}.png`));
    const { container } = render(<FileUploader defaultValue={existing} onChange={onChange} />);
    await userEvent.upload(
      input(container),
      Array.from({ length: added }, (_, i) => image(`new-${i}.png`)),
    );
    if (refused) {
      expect(screen.getByRole('alert')).toHaveTextContent('Maximum files exceeds (3)');
      expect(onChange).not.toHaveBeenCalled();
    } else {
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(onChange).toHaveBeenLastCalledWith(expect.any(Array));
      expect(onChange.mock.lastCall?.[0]).toHaveLength(already + added);
    }
  });

  it('should keep the accepted images of a mixed choice and name the refused file', async () => {
    const onChange = vi.fn();
    const { container } = render(<FileUploader onChange={onChange} />);
    const png = image('receipt.png');
    await userEvent.upload(input(container), [png, image('scan.pdf', 'application/pdf')], { applyAccept: false });
    expect(onChange).toHaveBeenLastCalledWith([png]);
    expect(screen.getByRole('alert')).toHaveTextContent('scan.pdf: only PNG or JPEG images are allowed.');
  });

  it('should honour a different maxFiles in its message', async () => {
    const { container } = render(<FileUploader maxFiles={1} defaultValue={[image('a.png')]} />);
    await userEvent.upload(input(container), image('b.png'));
    expect(screen.getByRole('alert')).toHaveTextContent('Maximum files exceeds (1)');
  });
});
