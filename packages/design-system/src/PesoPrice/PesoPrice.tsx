import type { RefAttributes } from 'react';
import styled from 'styled-components';
import { formatPeso } from './formatPeso.ts';

const Amount = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export interface PesoPriceProps extends RefAttributes<HTMLSpanElement> {
  /** The amount in Philippine pesos. */
  amount: number;
  /** Extra class for the outer element (for example from a styled wrapper). */
  className?: string;
}

/** An amount of Philippine pesos, formatted en-US style (product §9). */
export function PesoPrice({ amount, className, ref }: PesoPriceProps) {
  return (
    <Amount className={className} ref={ref}>
      {formatPeso(amount)}
    </Amount>
  );
}
