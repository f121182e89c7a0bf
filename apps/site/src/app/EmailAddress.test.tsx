import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailAddress } from './EmailAddress.tsx';

describe('EmailAddress', () => {
  it('should offer line breaks only after the @ and before each dot, the address reading the same', () => {
    const { container } = render(<EmailAddress address="maria.santos@review-center.local" />);
    expect(container.textContent).toBe('maria.santos@review-center.local');
    expect(container.innerHTML.split('<wbr>')).toEqual(['maria', '.santos@', 'review-center', '.local']);
  });
});
