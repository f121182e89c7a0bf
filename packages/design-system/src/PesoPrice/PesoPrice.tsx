import styled from 'styled-components';

// Spec §9: "Currency formatted as Philippine peso in English-US style" → ₱10,500.00.
const pesoFormatter = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'PHP' });

/** Formats an amount of pesos the way the whole product shows money, e.g. `₱10,500.00`. */
export function formatPeso(amount: number): string {
  return pesoFormatter.format(amount);
}

const Amount = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export interface PesoPriceProps {
  /** The amount in Philippine pesos. */
  amount: number;
  /** Extra class for the outer element (for example from a styled wrapper). */
  className?: string;
}

/** An amount of Philippine pesos, formatted en-US style (spec §9). */
export function PesoPrice({ amount, className }: PesoPriceProps) {
  return <Amount className={className}>{formatPeso(amount)}</Amount>;
}
