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

/**
 * An amount of Philippine pesos, formatted en-US style (product §9).
 *
 * **When to use:** Any amount of money in pesos: offering prices, amounts due, payments.
 *
 * **When not to:** For numbers that are not money, or for amounts being typed (use `NumberField`).
 *
 * **Accessibility:** The amount is plain text (`₱10,500.00`), read out as written; no meaning is
 * carried by colour.
 */
export function PesoPrice({ amount, className, ref }: PesoPriceProps) {
  return (
    <Amount className={className} ref={ref}>
      {formatPeso(amount)}
    </Amount>
  );
}
