import type { ReviewItem } from '@review-center/api-client/contract';
import { callEndpoint } from '@review-center/api-client/react';
import { Button, Card, formatPeso, Link } from '@review-center/design-system';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { apiClient } from '../../app/api-client.ts';
import { useStaffAction } from '../../app/staff-queries.ts';
import { showPage } from '../../app/resource/ResourceShow.tsx';
import { ReasonDialog } from '../../app/ReasonDialog.tsx';
import { declaredOf, dueOf, reviewName, reviewWarnings } from './review.ts';
import { AuthorizedFile } from '../../app/AuthorizedFile.tsx';
import { FieldList, lines } from '../../app/Fields.tsx';
import { ButtonRow } from '../../app/ButtonRow.ts';
import { notify } from '../../app/notify.ts';
import { problemOf } from '../../app/problem.ts';

const Layout = styled.div`
  display: grid;
  gap: var(--ds-space-5);
  grid-template-columns: minmax(0, 1fr);
  align-items: start;

  @media (min-width: 60rem) {
    grid-template-columns: minmax(18rem, 1fr) minmax(0, 2fr);
  }
  .warnings {
    color: var(--ds-color-danger);
    background: var(--ds-color-danger-surface);
    padding: var(--ds-space-3) var(--ds-space-3) var(--ds-space-3) var(--ds-space-6);
    margin: 0;
  }
  .proofs {
    display: grid;
    gap: var(--ds-space-4);
  }
`;

/** Keys typed into a field are the field's; shortcuts only act on the page itself. */
const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * One proof beside what is due: the reviewee, the offering, the amount due now (the domain's
 * rule), what the reviewee declared, the images and the warnings. A approves and R rejects;
 * after either, the next payment in the queue opens. A payment decided already is not waiting:
 * the server says so, with the way back to the queue.
 */
export const PaymentDecisionPage = showPage(
  {
    call: 'getReviewEnrollment',
    title: 'Payment to review',
    noun: 'payment',
    back: ['/payments', 'Back to the payments to review'],
  },
  (enrollment) => <Decision enrollment={enrollment} />,
);

/** The payment once it has loaded, with its two decisions and their keys. */
function Decision({ enrollment }: { enrollment: ReviewItem }) {
  const navigate = useNavigate();
  // A decided payment has left the queue: it is not fetched again (it would answer 404).
  const approve = useStaffAction('approveEnrollment', { leaves: 'getReviewEnrollment' });
  const reject = useStaffAction('rejectEnrollment', { leaves: 'getReviewEnrollment' });
  const [rejecting, setRejecting] = useState(false);
  const busy = approve.isPending || reject.isPending;

  /** The oldest payment still waiting (the server's queue), or back to the queue when none is. */
  const goToNext = async () => {
    const next = await callEndpoint(apiClient, 'listReviewEnrollments', { query: { limit: 2 } })
      .then((page) => page.docs.find((e) => e._id !== enrollment._id))
      .catch(() => undefined);
    void navigate(next ? `/payments/${next._id}` : '/payments');
  };

  const onApprove = async () => {
    if (busy) return;
    try {
      await approve.mutateAsync({ params: { id: enrollment._id } });
      notify(`Approved ${enrollment.reference}`);
      await goToNext();
    } catch (error) {
      notify(`Not approved: ${problemOf(error)}`, false);
    }
  };

  useEffect(() => {
    const shortcuts: Record<string, () => unknown> = { a: onApprove, r: () => setRejecting(true) };
    const onKey = (event: KeyboardEvent) => {
      if (rejecting || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const shortcut = shortcuts[event.key.toLowerCase()];
      if (!shortcut || isTyping(event.target)) return;
      event.preventDefault();
      void shortcut();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const declared = declaredOf(enrollment);
  const warnings = reviewWarnings(enrollment, declared, enrollment.warnings, new Date());
  const notDeclared = (value: string | null | undefined) => value ?? 'Not declared';

  return (
    <>
      <p>
        <Link href="/payments">Payments to review</Link>
      </p>
      <h1>Payment {enrollment.reference}</h1>
      <Layout>
        <Card variant="outlined">
          <FieldList
            fields={[
              ['Reviewee', lines(reviewName(enrollment), enrollment.user.email)],
              ['Offering', enrollment.offering.title],
              ['Payment term', enrollment.paymentType],
              ['Due now', formatPeso(dueOf(enrollment, declared))],
              ['Declared amount', declared.amount === null ? 'Not declared' : formatPeso(declared.amount)],
              ['Paid through', notDeclared(declared.option)],
              ['Receipt id', notDeclared(declared.receiptId)],
              ['Payment date', notDeclared(declared.paymentDate?.slice(0, 10))],
            ]}
          />
          {warnings.length > 0 ? (
            <ul className="warnings" aria-label="Check before approving">
              {warnings.map((warning) => (
                <li key={warning}>{warning}</li>
              ))}
            </ul>
          ) : null}
          <ButtonRow>
            <Button onPress={() => void onApprove()} isPending={approve.isPending} isDisabled={busy}>
              Approve (A)
            </Button>
            <Button variant="danger" onPress={() => setRejecting(true)} isDisabled={busy}>
              Reject (R)
            </Button>
          </ButtonRow>
        </Card>
        <section className="proofs" aria-label="Proof of payment">
          {declared.files.length === 0 ? <p>No image was sent with this payment.</p> : null}
          {declared.files.map((file, index) => (
            <AuthorizedFile key={file.id} file={file} label={`Proof ${index + 1}`} zoomable />
          ))}
        </section>
      </Layout>
      <ReasonDialog
        name="reason"
        title={`Reject payment ${enrollment.reference}`}
        label="Reason"
        description="E-mailed to the reviewee, who can then send a new proof."
        required="Give the reason the reviewee will read."
        submit="Reject and e-mail the reviewee"
        danger
        cancel="Cancel"
        isOpen={rejecting}
        onClose={() => setRejecting(false)}
        send={(reason) => reject.mutateAsync({ params: { id: enrollment._id }, body: { reason } })}
        saved={() => `Rejected ${enrollment.reference}`}
        failure="The payment was not rejected"
        onSaved={goToNext}
      />
    </>
  );
}
