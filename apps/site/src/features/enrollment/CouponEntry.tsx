import { isAbortError, toFailure } from '@review-center/api-client';
import { useAvailCoupon, useCoupons } from '@review-center/api-client/react';
import { Button, TextField } from '@review-center/design-system';
import { COUPON_STATUS_ONGOING, messageFor, type Coupon } from '@review-center/domain';
import { failureOf, FormFailureAlert, useErrorSummary, type FormFailure } from '@review-center/forms';
import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: var(--ds-space-3);
`;

export interface CouponEntryProps {
  offeringId: string;
  /** The coupon in force, if any. */
  coupon: Coupon | null;
  onChange: (coupon: Coupon | null) => void;
}

/**
 * Coupon entry of the payment step: the code is checked with POST /coupons/avail {code,
 * offering} and the offering's On-Going coupons are listed (GET /coupons, product §7). The
 * discount itself is the domain's `priceFor` (product §5 "Coupon discount"). A form of its own
 * (Enter applies the code): a code refused is the field's error, listed in the error summary; a
 * call that fails for another reason says what happened and what to do next, the code kept.
 */
export function CouponEntry({ offeringId, coupon, onChange }: CouponEntryProps) {
  const [code, setCode] = useState(coupon?.code ?? '');
  const [error, setError] = useState<string | undefined>();
  const [problem, setProblem] = useState<FormFailure | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const summary = useErrorSummary(form);
  const avail = useAvailCoupon();
  const ongoing = useCoupons({ offering: offeringId, status: COUPON_STATUS_ONGOING });

  async function apply(event: FormEvent) {
    event.preventDefault();
    if (avail.isPending) return;
    setError(undefined);
    setProblem(null);
    const trimmed = code.trim();
    if (trimmed === '') {
      setError('Enter a coupon code.');
      summary.refuse();
      return;
    }
    summary.clear();
    try {
      onChange(await avail.mutateAsync({ body: { code: trimmed, offering: offeringId } }));
    } catch (failure) {
      if (isAbortError(failure)) return;
      const result = toFailure(failure);
      // 404 is the API's "no such coupon for this offering": the code's own error. Other failures
      // are product §8's generic one, with what to do next; the code typed stays.
      if (result.kind === 'http' && result.status === 404) {
        setError('This coupon is not valid for this offering.');
        summary.refuse();
        return;
      }
      const message = messageFor('generic', result);
      setProblem(failureOf(failure, message));
    }
  }

  return (
    <section aria-labelledby="coupon-heading">
      <h3 id="coupon-heading">Coupon</h3>
      <form ref={form} noValidate aria-labelledby="coupon-heading" onSubmit={(event) => void apply(event)}>
        {summary.summary}
        <FormFailureAlert failure={problem} data-testid="coupon-failure" />
        <Row>
          <TextField label="Coupon code" value={code} onChange={setCode} errorMessage={error} />
          <Button type="submit" variant="secondary" isPending={avail.isPending}>
            Apply coupon
          </Button>
          {coupon ? (
            <Button
              variant="secondary"
              onPress={() => {
                setCode('');
                onChange(null);
              }}
            >
              Remove coupon
            </Button>
          ) : null}
        </Row>
      </form>
      {coupon ? (
        <p role="status">
          Coupon applied: <strong>{coupon.code}</strong> — {coupon.title}
        </p>
      ) : null}
      {ongoing.data && ongoing.data.docs.length > 0 ? (
        <>
          <p>On-going coupons for this offering:</p>
          <ul>
            {ongoing.data.docs.map((item) => (
              <li key={item.code}>
                <strong>{item.code}</strong> — {item.title}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
