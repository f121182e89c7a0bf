import type { EnrollmentDetail } from '@review-center/api-client/contract';
import {
  amountOfText,
  calendarDateOf,
  centavosOf,
  REFUND_CHANNELS,
  refundSchemaFor,
  type RefundInput,
} from '@review-center/domain';
import { Checkbox, formatPeso, TextArea, TextField } from '@review-center/design-system';
import { ChoiceSelect } from '../../app/ChoiceSelect.tsx';
import { FormDialog } from '../../app/FormDialog.tsx';
import { useRecordForm } from '../../app/resource/useRecordForm.tsx';
import { useStaffAction } from '../../app/staff-queries.ts';

interface Draft {
  reason: string;
  refunding: boolean;
  /** The refund's fields as typed; sent only when `refunding`. */
  refund: { amount: string; channel: string; reference: string; refundDate: string; reason: string };
}

type Issue = { path: PropertyKey[]; message: string };

const CHANNELS = REFUND_CHANNELS.map((channel) => ({ id: channel, name: channel }));

/** What the enrollment has received and not given back, in pesos. */
const refundable = (enrollment: Pick<EnrollmentDetail, 'amountPaid' | 'amountRefunded'>) =>
  (centavosOf(enrollment.amountPaid) - centavosOf(enrollment.amountRefunded)) / 100;

/**
 * Cancels an enrollment with a reason. One that has received money asks whether to record a
 * refund (decision 0084): its amount (at most what was paid), channel, reference, date and reason,
 * checked by the schema the server checks them with (refundSchemaFor). Nothing is refunded unless
 * staff record it here, after giving the money back themselves.
 */
export function CancelDialog({
  enrollment,
  isOpen,
  onClose,
}: {
  enrollment: EnrollmentDetail;
  isOpen: boolean;
  onClose: () => void;
}) {
  const cancel = useStaffAction('cancelEnrollment');
  const paid = refundable(enrollment);
  const today = calendarDateOf(new Date());
  const form = useRecordForm<Draft, { reason: string; refund?: RefundInput }, EnrollmentDetail>({
    initial: () => ({
      reason: '',
      refunding: false,
      refund: { amount: '', channel: '', reference: '', refundDate: today, reason: '' },
    }),
    parse: (draft) => {
      const issues: Issue[] = [];
      const reason = draft.reason.trim();
      if (!reason) issues.push({ path: ['reason'], message: 'Write the reason.' });
      let refund: RefundInput | undefined;
      if (draft.refunding) {
        const parsed = refundSchemaFor({
          paid,
          today,
          enrolledOn: calendarDateOf(new Date(enrollment.createdDate)),
        }).safeParse({ ...draft.refund, amount: amountOfText(draft.refund.amount) });
        if (parsed.success) refund = parsed.data;
        else issues.push(...parsed.error.issues.map((issue) => ({ ...issue, path: ['refund', ...issue.path] })));
      }
      return issues.length > 0
        ? { success: false, error: { issues } }
        : { success: true, data: refund ? { reason, refund } : { reason } };
    },
    save: (body) => cancel.mutateAsync({ params: { id: enrollment._id }, body }),
    saved: (answer) =>
      answer.amountRefunded > enrollment.amountRefunded
        ? `Cancelled ${enrollment.reference}; refund of ${formatPeso(answer.amountRefunded - enrollment.amountRefunded)} recorded`
        : `Cancelled ${enrollment.reference}`,
    failure: `${enrollment.reference} was not cancelled`,
    startAgain: true,
    onSaved: onClose,
  });
  const refunding = form.values.refunding;
  return (
    <FormDialog
      title={`Cancel enrollment ${enrollment.reference}`}
      form={form}
      submit={refunding ? 'Cancel and record the refund' : 'Cancel the enrollment'}
      cancel="Close"
      isOpen={isOpen}
      onClose={onClose}
    >
      <TextArea
        label="Reason"
        description="Kept with the enrollment and in its history."
        isRequired
        {...form.text('reason')}
        // The dialog exists to take the reason first: focus starts in it (the APG dialog pattern).
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
      />
      {paid > 0 ? (
        <>
          <p>
            This enrollment received {formatPeso(paid)}. Nothing is refunded unless you record it: give the money back
            first, then record what you gave.
          </p>
          <Checkbox {...form.flag('refunding')}>Record a refund</Checkbox>
        </>
      ) : null}
      {refunding ? (
        <fieldset>
          <legend>Refund</legend>
          <TextField
            label="Refund amount (₱)"
            inputMode="decimal"
            isRequired
            description={`At most ${formatPeso(paid)}, what was paid. Digits, and up to two centavo digits.`}
            {...form.text('refund.amount')}
          />
          <ChoiceSelect
            label="Refund channel"
            isRequired
            items={CHANNELS}
            name="refund.channel"
            selectedKey={form.values.refund.channel || null}
            onSelectionChange={(key) => form.set('refund.channel', key === null ? '' : String(key))}
            errorMessage={form.errors['refund.channel']}
          />
          <TextField
            label="Refund reference"
            isRequired
            description="The transfer’s reference, or the voucher’s number for cash."
            {...form.text('refund.reference')}
          />
          <TextField label="Refund date" type="date" isRequired {...form.text('refund.refundDate')} />
          <TextArea label="Refund reason" isRequired {...form.text('refund.reason')} />
        </fieldset>
      ) : null}
    </FormDialog>
  );
}
