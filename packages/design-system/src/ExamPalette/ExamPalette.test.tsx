import { render, screen, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { reviewCenterTheme } from '../tokens/theme.ts';
import { ExamPalette, type ExamPaletteItem } from './ExamPalette.tsx';

const items = (flagged: readonly number[]): ExamPaletteItem[] =>
  Array.from({ length: 5 }, (_, i) => ({ id: `q${i + 1}`, isAnswered: i === 0, isFlagged: flagged.includes(i + 1) }));

const renderPalette = (props: Partial<Parameters<typeof ExamPalette>[0]> = {}) =>
  render(
    <ThemeProvider theme={reviewCenterTheme}>
      <ExamPalette items={items([])} currentId="q1" onSelect={vi.fn()} {...props} />
    </ThemeProvider>,
  );

describe('ExamPalette', () => {
  it('should name a flagged question as flagged and mark it with a flag, not by colour alone', () => {
    renderPalette({ items: items([1, 3]), isFlaggable: true });
    const flagged = screen.getByRole('row', { name: 'Question 3, not answered, flagged' });
    expect(flagged.querySelector('svg')).not.toBeNull();
    expect(screen.getByRole('row', { name: 'Question 1, answered, flagged' })).toBeInTheDocument();
    const plain = screen.getByRole('row', { name: 'Question 2, not answered' });
    expect(plain.querySelector('svg')).toBeNull();
  });

  it.each([
    [[], 'No question flagged'],
    [[2], '1 question flagged'],
    [[2, 4], '2 questions flagged'],
  ])('should count the flags %j as "%s"', (flagged, text) => {
    renderPalette({ items: items(flagged), isFlaggable: true });
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('should show no count nor flag legend when questions cannot be flagged', () => {
    const { container } = renderPalette();
    expect(screen.queryByText(/flagged/i)).not.toBeInTheDocument();
    expect(within(container).queryByText('Flagged')).not.toBeInTheDocument();
  });

  it('should explain the flag in the legend', () => {
    renderPalette({ isFlaggable: true });
    expect(screen.getByText('Flagged')).toBeInTheDocument();
  });
});
