import { receiptAmount, type ReceiptTitle } from '@review-center/domain';
import type * as ReactPdf from '@react-pdf/renderer';
import { createElement, type ReactNode } from 'react';

/*
 * A receipt's PDF, drawn with @react-pdf/renderer on the server (decision 0074).
 * Elements are built with `createElement` (`h`), not JSX, as the e-mails are (decision 0039): the
 * API runs its .ts files by type stripping. The library is imported on the first receipt, not
 * when the server starts; `preloadReceipts` renders one nobody receives once the server listens,
 * because a receipt is drawn inside its approval's transaction.
 */
const h = createElement;
let library: Promise<typeof ReactPdf> | undefined;
const load = () => (library ??= import('@react-pdf/renderer'));

/** What a receipt shows, as it was when it was issued (kept in `receipts.document`). */
export interface ReceiptDocument {
  title: ReceiptTitle;
  number: string;
  /** The day it was issued, YYYY-MM-DD (Asia/Manila). */
  issuedOn: string;
  center: { name: string; address: string; supportEmail: string; supportPhone: string };
  /** The center's registration, on an Invoice only. */
  registration: {
    registeredName: string;
    tin: string;
    registeredAddress: string;
    authorityToPrint: string;
    serialRange: string;
  } | null;
  payer: { name: string; email: string };
  reference: string;
  offering: string;
  /** Full, Downpayment or Installment. */
  paymentType: string;
  amount: number;
  channel: string | null;
  /** The payer's own receipt or transaction id, from the proof. */
  payerReceiptId: string | null;
  paymentDate: string | null;
  /** The number of the voided receipt this one replaces. */
  replaces: string | null;
}

/** Shown across a voided receipt: never deleted, it stays readable as what it was. */
export interface VoidStamp {
  reason: string;
  on: string;
}

const COLORS = { text: '#1f2937', muted: '#4b5563', rule: '#d1d5db', void: '#b91c1c' };

/** The PDF's bytes. */
export async function renderReceipt(document: ReceiptDocument, voided: VoidStamp | null = null): Promise<Buffer> {
  const { Document, Page, Text, View, StyleSheet, renderToBuffer } = await load();
  const styles = StyleSheet.create({
    page: { padding: 36, fontFamily: 'Helvetica', fontSize: 10, color: COLORS.text, lineHeight: 1.4 },
    center: { fontSize: 13, fontFamily: 'Helvetica-Bold' },
    muted: { color: COLORS.muted },
    title: { fontSize: 18, fontFamily: 'Helvetica-Bold', marginTop: 18 },
    number: { fontSize: 12, marginBottom: 12 },
    rule: { borderBottomWidth: 1, borderBottomColor: COLORS.rule, marginVertical: 10 },
    row: { flexDirection: 'row', marginBottom: 3 },
    label: { width: 130, color: COLORS.muted },
    value: { flex: 1 },
    amount: { fontSize: 14, fontFamily: 'Helvetica-Bold', marginTop: 6 },
    note: { marginTop: 14, color: COLORS.muted },
    void: { marginTop: 14, padding: 8, borderWidth: 2, borderColor: COLORS.void, color: COLORS.void },
    voidTitle: { fontSize: 16, fontFamily: 'Helvetica-Bold' },
  });
  const row = (label: string, value: string | null | undefined): ReactNode =>
    value
      ? h(
          View,
          { style: styles.row, key: label },
          h(Text, { style: styles.label }, label),
          h(Text, { style: styles.value }, value),
        )
      : null;
  const { registration: r } = document;
  const issuer = r
    ? [
        h(Text, { style: styles.center, key: 'name' }, r.registeredName),
        h(Text, { style: styles.muted, key: 'address' }, r.registeredAddress),
        h(Text, { style: styles.muted, key: 'tin' }, `TIN ${r.tin}`),
      ]
    : [
        h(Text, { style: styles.center, key: 'name' }, document.center.name),
        document.center.address ? h(Text, { style: styles.muted, key: 'address' }, document.center.address) : null,
      ];
  const contact = [document.center.supportEmail, document.center.supportPhone].filter(Boolean).join(' · ');
  const tree = h(
    Document,
    { title: `${document.title} ${document.number}`, author: r?.registeredName ?? document.center.name },
    h(
      Page,
      { size: 'A5', style: styles.page },
      ...issuer,
      contact ? h(Text, { style: styles.muted }, contact) : null,
      h(Text, { style: styles.title }, document.title),
      h(Text, { style: styles.number }, `No. ${document.number}`),
      voided
        ? h(
            View,
            { style: styles.void },
            h(Text, { style: styles.voidTitle }, 'VOID'),
            h(Text, null, `Voided on ${voided.on}: ${voided.reason}`),
          )
        : null,
      row('Date', document.issuedOn),
      row('Received from', `${document.payer.name} (${document.payer.email})`),
      row('For', `${document.offering}, ${document.paymentType} payment`),
      row('Enrollment reference', document.reference),
      row('Paid through', document.channel),
      row('Payer’s receipt id', document.payerReceiptId),
      row('Payment date', document.paymentDate?.slice(0, 10)),
      row('Replaces', document.replaces ? `No. ${document.replaces} (voided)` : null),
      h(View, { style: styles.rule }),
      h(Text, { style: styles.amount }, `Amount received: ${receiptAmount(document.amount)}`),
      h(View, { style: styles.rule }),
      r
        ? h(View, null, row('Authority to print / CAS', r.authorityToPrint), row('Serial numbers', r.serialRange))
        : h(Text, { style: styles.note }, 'This acknowledgement receipt is not an invoice.'),
      h(
        Text,
        { style: styles.note },
        `For your next payment, put your reference ${document.reference} in the transfer memo.`,
      ),
    ),
  );
  return renderToBuffer(tree as Parameters<typeof renderToBuffer>[0]);
}

/** A sample receipt: the benchmark's and the warm-up's. */
export const sampleReceipt = (): ReceiptDocument => ({
  title: 'Acknowledgement Receipt',
  number: 'AR-000001',
  issuedOn: '2026-11-28',
  center: {
    name: 'Review Center',
    address: '5 Osmeña Blvd., Cebu City',
    supportEmail: 'help@example.ph',
    supportPhone: '',
  },
  registration: null,
  payer: { name: 'Maria Reyes Santos', email: 'maria@example.ph' },
  reference: 'RC-2026-000123',
  offering: 'LET Hybrid Review, March 2027',
  paymentType: 'Full',
  amount: 12_500,
  channel: 'GCash',
  payerReceiptId: 'GC-0001',
  paymentDate: '2026-11-27',
  replaces: null,
});

/** Loads the library and draws one receipt nobody receives (the server calls it once it listens). */
export async function preloadReceipts(): Promise<void> {
  await renderReceipt(sampleReceipt());
}
