import type { RefAttributes } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import styled from 'styled-components';
import { Select, SelectItem } from '../Select/Select.tsx';
import { focusRing } from '../styles/focusRing.ts';
import { pageItems } from './pageItems.ts';

const Wrapper = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: var(--ds-space-3) var(--ds-space-5);
  color: var(--ds-color-text);

  .ds-pagination-status {
    display: flex;
    align-items: center;
    min-block-size: 44px; /* on the buttons' line when the page-size label makes the row taller */
    margin: 0;
    color: var(--ds-color-text-muted);
    font-size: var(--ds-font-size-sm);
  }
  .ds-pagination-pages {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--ds-space-1);
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .ds-pagination-gap {
    min-inline-size: 2rem;
    color: var(--ds-color-text-muted);
    text-align: center;
  }
  .ds-pagination-size {
    inline-size: 9rem;
  }
`;

const PageButton = styled(AriaButton)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: var(--ds-space-1);
  min-inline-size: 44px;
  min-block-size: 44px; /* WCAG 2.5.8 target size */
  padding: var(--ds-space-2) var(--ds-space-3);
  border: 1px solid transparent;
  border-radius: var(--ds-radius-md);
  background: transparent;
  color: var(--ds-color-primary);
  font: inherit;
  font-weight: var(--ds-font-weight-semibold);
  cursor: pointer;

  &[data-hovered] {
    background: var(--ds-color-surface-muted);
  }
  &[aria-current='page'] {
    background: var(--ds-color-primary);
    color: var(--ds-color-on-primary);
    cursor: default;
  }
  &[data-focus-visible] {
    ${focusRing}
  }
  &[data-disabled] {
    color: var(--ds-color-text-muted);
    cursor: not-allowed;
  }
`;

export interface PaginationProps extends RefAttributes<HTMLDivElement> {
  /** The current page, counted from 1. */
  page: number;
  /** How many pages there are. With one page (or none) only the status and page size show. */
  pageCount: number;
  /** Called with the page the person asks for; keep it (in the URL) and pass it back as `page`. */
  onPageChange: (page: number) => void;
  /**
   * The name of the pager's navigation landmark. Name it after what it pages when a screen has
   * more than one.
   * @default 'Pages'
   */
  'aria-label'?: string;
  /** How many rows a page holds; shown in the page-size choice. */
  pageSize?: number;
  /** The page sizes offered. The choice shows when these and `onPageSizeChange` are given. */
  pageSizeOptions?: readonly number[];
  /** Called with the page size the person picks. */
  onPageSizeChange?: (pageSize: number) => void;
  /**
   * The page-size choice's label.
   * @default 'Rows per page'
   */
  pageSizeLabel?: string;
  /**
   * The line saying where the person is, a polite status announced when the page changes.
   * @default (page, pageCount) => `Page ${page} of ${pageCount}`
   */
  formatStatus?: (page: number, pageCount: number) => string;
  /**
   * The previous-page button's text.
   * @default 'Previous'
   */
  previousLabel?: string;
  /**
   * The next-page button's text.
   * @default 'Next'
   */
  nextLabel?: string;
  /**
   * A page button's accessible name (its visible text is the number).
   * @default (page) => `Page ${page}`
   */
  formatPageLabel?: (page: number) => string;
  /** A class for the outer element. */
  className?: string;
}

/**
 * A pager for a list the server serves a page at a time: previous and next, the first and last
 * pages and the ones around the current, "Page 2 of 7", and optionally a page-size choice. It is
 * controlled, so the console can keep the page in the URL.
 *
 * **When to use:** Under a `Table` of records that the person pages through and returns to.
 *
 * **When not to:** For a feed read once from the top (use `LoadMore`), or a list short enough to
 * show whole.
 *
 * **Accessibility:** A navigation landmark; the current page's button carries
 * `aria-current="page"`; each number is named "Page n"; Previous and Next are disabled at the
 * ends; the status line is announced when the page changes.
 */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  'aria-label': ariaLabel = 'Pages',
  pageSize,
  pageSizeOptions,
  onPageSizeChange,
  pageSizeLabel = 'Rows per page',
  formatStatus = (current, count) => `Page ${current} of ${count}`,
  previousLabel = 'Previous',
  nextLabel = 'Next',
  formatPageLabel = (number) => `Page ${number}`,
  className,
  ref,
}: PaginationProps) {
  const count = Math.max(pageCount, 1);
  const current = Math.min(Math.max(page, 1), count);
  const go = (next: number) => {
    if (next !== current) onPageChange(next);
  };
  return (
    <Wrapper ref={ref} className={className}>
      <p className="ds-pagination-status" role="status">
        {formatStatus(current, count)}
      </p>
      {count > 1 ? (
        <nav aria-label={ariaLabel}>
          <ul className="ds-pagination-pages">
            <li>
              <PageButton isDisabled={current === 1} onPress={() => go(current - 1)}>
                <span aria-hidden="true">‹</span>
                {previousLabel}
              </PageButton>
            </li>
            {pageItems(current, count).map((item, index) =>
              item === 'gap' ? (
                <li key={`gap-${index}`} className="ds-pagination-gap" aria-hidden="true">
                  …
                </li>
              ) : (
                <li key={item}>
                  <PageButton
                    aria-label={formatPageLabel(item)}
                    aria-current={item === current ? 'page' : undefined}
                    onPress={() => go(item)}
                  >
                    {item}
                  </PageButton>
                </li>
              ),
            )}
            <li>
              <PageButton isDisabled={current === count} onPress={() => go(current + 1)}>
                {nextLabel}
                <span aria-hidden="true">›</span>
              </PageButton>
            </li>
          </ul>
        </nav>
      ) : null}
      {pageSizeOptions && onPageSizeChange ? (
        <Select
          className="ds-pagination-size"
          label={pageSizeLabel}
          selectedKey={pageSize ?? null}
          onSelectionChange={(key) => {
            if (key !== null) onPageSizeChange(Number(key));
          }}
        >
          {pageSizeOptions.map((size) => (
            <SelectItem key={size} id={size}>
              {String(size)}
            </SelectItem>
          ))}
        </Select>
      ) : null}
    </Wrapper>
  );
}
