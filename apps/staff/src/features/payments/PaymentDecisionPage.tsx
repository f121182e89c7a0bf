import { useErrorSummary } from '@review-center/forms';
import { callEndpoint } from '@review-center/api-client/react';
import {
  Button,
  Card,
  Dialog,
  DialogActions,
  formatPeso,
  Link,
  Modal,
  Spinner,
  TextArea,
  toastQueue,
} from '@review-center/design-system';
import { isApiError } from '@review-center/api-client';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { apiClient } from '../../app/api-client.ts';
import { useStaffAction, useStaffQuery } from '../../app/staff-queries.ts';
import { declaredOf, dueOf, reviewName, reviewWarnings } from './review.ts';
import { ProofImage } from './ProofImage.tsx';
import { Fields } from '../../app/Fields.tsx';
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
  .actions {
    display: flex;
    gap: var(--ds-space-3);
    flex-wrap: wrap;
    margin-block-start: var(--ds-space-4);
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
 * after either, the next payment in the queue opens.
 */
export function PaymentDecisionPage() {
  const { id = '' } = useParams();
  const item = useStaffQuery('getReviewEnrollment', { params: { id } });
  const navigate = useNavigate();
  // A decided payment has left the queue: it is not fetched again (it would answer 404).
  const approve = useStaffAction('approveEnrollment', { leaves: 'getReviewEnrollment' });
  const reject = useStaffAction('rejectEnrollment', { leaves: 'getReviewEnrollment' });
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [rejectProblem, setRejectProblem] = useState<string | null>(null);
  const rejectForm = useRef<HTMLFormElement>(null);
  const rejectErrors = useErrorSummary(rejectForm);

  // The previous item's data stays while the next loads: only this id's counts.
  const enrollment = item.data?._id === id ? item.data : undefined;
  const busy = approve.isPending || reject.isPending;

  /** The oldest payment still waiting (the server's queue), or back to the queue when none is. */
  const goToNext = async (decidedId: string) => {
    const next = await callEndpoint(apiClient, 'listReviewEnrollments', { query: { limit: 2 } })
      .then((page) => page.docs.find((e) => e._id !== decidedId))
      .catch(() => undefined);
    void navigate(next ? `/payments/${next._id}` : '/payments');
  };

  const onApprove = async () => {
    if (!enrollment || busy) return;
    try {
      await approve.mutateAsync({ params: { id: enrollment._id } });
      toastQueue.add({ title: `Approved ${enrollment.reference}`, variant: 'success' });
      await goToNext(enrollment._id);
    } catch (error) {
      toastQueue.add({ title: `Not approved: ${problemOf(error)}`, variant: 'error' });
    }
  };

  const onReject = async (event: FormEvent) => {
    event.preventDefault();
    if (!enrollment || busy) return;
    setRejectProblem(null);
    if (!reason.trim()) {
      setReasonError('Give the reason the reviewee will read.');
      rejectErrors.refuse();
      return;
    }
    rejectErrors.clear();
    try {
      await reject.mutateAsync({ params: { id: enrollment._id }, body: { reason: reason.trim() } });
      setRejecting(false);
      setReason('');
      toastQueue.add({ title: `Rejected ${enrollment.reference}`, variant: 'success' });
      await goToNext(enrollment._id);
    } catch (error) {
      // Not the reason's fault: what refused it, and what to do (the reason typed stays).
      setRejectProblem(problemOf(error));
    }
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (rejecting || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (isTyping(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === 'a') {
        event.preventDefault();
        void onApprove();
      } else if (key === 'r') {
        event.preventDefault();
        setRejecting(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const notWaiting = item.isError && isApiError(item.error) && item.error.status === 404;
  if (item.isError && !notWaiting) {
    return <p role="alert">The payment could not load: {problemOf(item.error)}</p>;
  }
  if (notWaiting) {
    return (
      <>
        <h1>Nothing to decide here</h1>
        <p>This payment is not waiting for review: it was decided already, or the address is wrong.</p>
        <Link href="/payments">Back to the payments to review</Link>
      </>
    );
  }
  if (!enrollment) return <Spinner label="Loading the payment" />;

  const declared = declaredOf(enrollment);
  const due = dueOf(enrollment, declared);
  const warnings = reviewWarnings(enrollment, declared, enrollment.warnings, new Date());

  return (
    <>
      <p>
        <Link href="/payments">Payments to review</Link>
      </p>
      <h1>Payment {enrollment.reference}</h1>
      <Layout>
        <Card variant="outlined">
          <Fields>
            <dt>Reviewee</dt>
            <dd>
              {reviewName(enrollment)}
              <br />
              {enrollment.user.email}
            </dd>
            <dt>Offering</dt>
            <dd>{enrollment.offering.title}</dd>
            <dt>Payment term</dt>
            <dd>{enrollment.paymentType}</dd>
            <dt>Due now</dt>
            <dd>{formatPeso(due)}</dd>
            <dt>Declared amount</dt>
            <dd>{declared.amount === null ? 'Not declared' : formatPeso(declared.amount)}</dd>
            <dt>Paid through</dt>
            <dd>{declared.option ?? 'Not declared'}</dd>
            <dt>Receipt id</dt>
            <dd>{declared.receiptId ?? 'Not declared'}</dd>
            <dt>Payment date</dt>
            <dd>{declared.paymentDate?.slice(0, 10) ?? 'Not declared'}</dd>
          </Fields>
          {warnings.length > 0 ? (
            <ul className="warnings" aria-label="Check before approving">
              {warnings.map((warning) => (
                <li key={warning}>{warning}</li>
              ))}
            </ul>
          ) : null}
          <div className="actions">
            <Button onPress={() => void onApprove()} isPending={approve.isPending} isDisabled={busy}>
              Approve (A)
            </Button>
            <Button variant="danger" onPress={() => setRejecting(true)} isDisabled={busy}>
              Reject (R)
            </Button>
          </div>
        </Card>
        <section className="proofs" aria-label="Proof of payment">
          {declared.files.length === 0 ? <p>No image was sent with this payment.</p> : null}
          {declared.files.map((file, index) => (
            <ProofImage key={file.id} file={file} index={index} />
          ))}
        </section>
      </Layout>
      <Modal isOpen={rejecting} onOpenChange={setRejecting} isDismissable>
        <Dialog title={`Reject payment ${enrollment.reference}`}>
          <form ref={rejectForm} noValidate onSubmit={(event) => void onReject(event)}>
            {rejectErrors.summary}
            {rejectProblem ? <p role="alert">The payment was not rejected: {rejectProblem}</p> : null}
            <TextArea
              label="Reason"
              description="E-mailed to the reviewee, who can then send a new proof."
              value={reason}
              onChange={(value) => {
                setReason(value);
                setReasonError(undefined);
              }}
              isRequired
              isInvalid={Boolean(reasonError)}
              errorMessage={reasonError}
              // The dialog exists to take this one field: focus starts in it (the APG dialog pattern).
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus
            />
            <DialogActions>
              <Button type="submit" variant="danger" isPending={reject.isPending}>
                Reject and e-mail the reviewee
              </Button>
              <Button variant="secondary" onPress={() => setRejecting(false)}>
                Cancel
              </Button>
            </DialogActions>
          </form>
        </Dialog>
      </Modal>
    </>
  );
}
