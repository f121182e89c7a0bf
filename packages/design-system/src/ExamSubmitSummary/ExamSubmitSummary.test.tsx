import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { reviewCenterTheme } from '../tokens/theme.ts';
import { ExamSubmitSummary } from './ExamSubmitSummary.tsx';

const renderSummary = (flagged: number, unanswered: number) => {
  const handlers = { onShowFlagged: vi.fn(), onShowUnanswered: vi.fn() };
  const view = render(
    <ThemeProvider theme={reviewCenterTheme}>
      <ExamSubmitSummary flagged={flagged} unanswered={unanswered} {...handlers} />
    </ThemeProvider>,
  );
  return { ...handlers, ...view };
};

describe('ExamSubmitSummary', () => {
  it('should read "N flagged, M unanswered" with each count a link to those questions', async () => {
    const { container, onShowFlagged, onShowUnanswered } = renderSummary(2, 9);
    expect(container).toHaveTextContent('2 flagged, 9 unanswered');
    await userEvent.click(screen.getByRole('link', { name: '2 flagged' }));
    expect(onShowFlagged).toHaveBeenCalledTimes(1);
    screen.getByRole('link', { name: '9 unanswered' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onShowUnanswered).toHaveBeenCalledTimes(1);
  });

  it.each([
    [0, 3, '0 flagged, 3 unanswered', ['3 unanswered']],
    [1, 0, '1 flagged, 0 unanswered', ['1 flagged']],
    [0, 0, '0 flagged, 0 unanswered', []],
  ])('should link only counts above 0: %i flagged, %i unanswered', (flagged, unanswered, text, links) => {
    const { container } = renderSummary(flagged, unanswered);
    expect(container).toHaveTextContent(text);
    expect(screen.queryAllByRole('link').map((link) => link.textContent)).toEqual(links);
  });
});
