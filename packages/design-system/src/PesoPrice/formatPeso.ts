// Product §9: "Currency formatted as Philippine peso in English-US style" → ₱10,500.00.
const pesoFormatter = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'PHP' });

/** Formats an amount of pesos the way the whole product shows money, e.g. `₱10,500.00`. */
export function formatPeso(amount: number): string {
  return pesoFormatter.format(amount);
}
