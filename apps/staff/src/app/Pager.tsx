import { Button } from '@review-center/design-system';
import styled from 'styled-components';

const Bar = styled.nav`
  display: flex;
  align-items: center;
  gap: var(--ds-space-3);
`;

/** Previous / next over a server-paginated list; the page number is the caller's state. */
export function Pager({
  page,
  pageSize,
  total,
  onChange,
  label,
}: {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
  label: string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <Bar aria-label={label}>
      <Button size="sm" variant="secondary" isDisabled={page <= 1} onPress={() => onChange(page - 1)}>
        Previous page
      </Button>
      <span>
        Page {page} of {pages}
      </span>
      <Button size="sm" variant="secondary" isDisabled={page >= pages} onPress={() => onChange(page + 1)}>
        Next page
      </Button>
    </Bar>
  );
}
