/**
 * Receipt benchmark (decision 0074): the time to draw one receipt's PDF with
 * @react-pdf/renderer, as an approval does in its transaction and a download does on each
 * request. Prints the first render in a fresh process (the library's load included: what the
 * server's warm-up takes once it listens), then the median and the 95th percentile of 50 renders
 * of an Acknowledgement Receipt and of an Invoice, and the PDF's size.
 *
 *   pnpm bench:receipt
 *
 * Not part of the test command. Target (decision 0074): under 300 ms a receipt.
 */
import { withSourceCondition } from '../lib/source-condition.ts';

const RUNS = 50;

// The API's modules resolve to their TypeScript source under this condition.
await withSourceCondition(main);

async function main() {
  const { renderReceipt, sampleReceipt } = await import('../../apps/api/src/resources/receipts/receipt-pdf.ts');
  const receipt = sampleReceipt();
  const invoice = {
    ...receipt,
    title: 'Invoice' as const,
    number: '000501',
    registration: {
      registeredName: 'Review Center Learning Inc.',
      tin: '123-456-789-00000',
      registeredAddress: '5 Osmeña Blvd., Cebu City',
      authorityToPrint: 'OCN 1AU0001234567',
      serialRange: '000501 to 050000',
    },
  };

  const started = performance.now();
  const first = await renderReceipt(receipt);
  const firstMs = performance.now() - started;

  const measure = async (document: typeof receipt) => {
    const times: number[] = [];
    let bytes = 0;
    for (let run = 0; run < RUNS; run += 1) {
      const start = performance.now();
      bytes = (await renderReceipt(document)).length;
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    return { median: times[Math.floor(RUNS / 2)]!, p95: times[Math.floor(RUNS * 0.95)]!, bytes };
  };
  const rows = { 'Acknowledgement Receipt': await measure(receipt), Invoice: await measure(invoice) };

  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(`First render in a fresh process (library load included): ${ms(firstMs)}, ${first.length} bytes`);
  for (const [title, row] of Object.entries(rows)) {
    console.log(
      `${title.padEnd(24)} median ${ms(row.median).padStart(9)}  p95 ${ms(row.p95).padStart(9)}  ${row.bytes} bytes  (${RUNS} renders)`,
    );
  }
  const worst = Math.max(...Object.values(rows).map((row) => row.p95));
  console.log(
    worst < 300 ? `Within the 300 ms target (p95 ${ms(worst)}).` : `OVER the 300 ms target (p95 ${ms(worst)}).`,
  );
}
