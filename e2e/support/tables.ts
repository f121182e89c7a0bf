import type { Page } from 'playwright-core';

/** The text of each cell of the row whose header is `header`, in a table named `table`. */
export async function rowCells(page: Page, table: string, header: string) {
  return page
    .getByRole('table', { name: table })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: header, exact: true }) })
    .getByRole('cell')
    .allInnerTexts();
}
