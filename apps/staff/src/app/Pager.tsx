import { Button } from '@review-center/design-system';
import styled from 'styled-components';

const Bar = styled.nav`
  display: flex;
  align-items: center;
  gap: var(--ds-space-3);
  flex-wrap: wrap;
`;

/** Previous and next page of a server-paginated table, and where the reader is. */
export function Pager({
  label,
  page,
  limit,
  total,
  onPage,
}: {
  label: string;
  page: number;
  limit: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / limit));
  if (pages <= 1) return null;
  return (
    <Bar aria-label={label}>
      <Button variant="secondary" size="sm" isDisabled={page <= 1} onPress={() => onPage(page - 1)}>
        Previous page
      </Button>
      <span>
        Page {page} of {pages}
      </span>
      <Button variant="secondary" size="sm" isDisabled={page >= pages} onPress={() => onPage(page + 1)}>
        Next page
      </Button>
    </Bar>
  );
}
