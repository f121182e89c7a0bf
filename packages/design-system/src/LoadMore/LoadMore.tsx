import type { RefAttributes } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: var(--ds-space-2);
  padding-block: var(--ds-space-4);

  .ds-load-more-status {
    margin: 0;
    color: var(--ds-color-text-muted);
    font-size: var(--ds-font-size-sm);
  }
`;

export interface LoadMoreProps extends RefAttributes<HTMLDivElement> {
  /** How many items are shown now. */
  loadedCount: number;
  /** How many items exist in total. The button shows only while `totalCount` exceeds `loadedCount`. */
  totalCount: number;
  /** Whether the next page is loading: the button shows a spinner and ignores presses. */
  isLoading?: boolean;
  /** Called when the user asks for the next page. */
  onLoadMore: () => void;
  /**
   * The button's text.
   * @default 'Load More'
   */
  label?: string;
  /**
   * The line announcing how many are shown. Return an empty string to hide it.
   * @default (loaded, total) => `Showing ${loaded} of ${total}`
   */
  formatStatus?: (loadedCount: number, totalCount: number) => string;
}

/**
 * "Load More" paging (product §2, Lecturers: shown while the total exceeds what is loaded).
 * The status line is a polite live region, so screen-reader users hear that more arrived.
 *
 * **When to use:** Below a list that the API serves a page at a time (the lecturers), to fetch the
 * next page on request.
 *
 * **When not to:** For a handful of items (show them all) or for numbered pages the reviewee must
 * return to (use links).
 *
 * **Accessibility:** The status line (`role="status"`) says how many items show and is announced
 * when it changes; the button shows it is busy while the next page loads.
 */
export function LoadMore({
  loadedCount,
  totalCount,
  isLoading = false,
  onLoadMore,
  label = 'Load More',
  formatStatus = (loaded, total) => `Showing ${loaded} of ${total}`,
  ref,
}: LoadMoreProps) {
  const status = formatStatus(Math.min(loadedCount, totalCount), totalCount);
  return (
    <Wrapper ref={ref}>
      <p className="ds-load-more-status" role="status">
        {status}
      </p>
      {totalCount > loadedCount ? (
        <Button variant="secondary" isPending={isLoading} onPress={onLoadMore}>
          {label}
        </Button>
      ) : null}
    </Wrapper>
  );
}
