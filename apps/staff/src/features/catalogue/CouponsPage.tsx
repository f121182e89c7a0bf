import { useErrorSummary } from '@review-center/forms';
import type { api } from '@review-center/api-client';
import { Badge, Button, Select, SelectItem, Spinner, TextField, toastQueue } from '@review-center/design-system';
import { couponFormSchema } from '@review-center/domain';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { serverFieldErrors } from '../../app/form-errors.ts';
import { FormProblem, formFailureOf, type FormFailure } from '../../app/FormProblem.tsx';
import { problemOf } from '../../app/problem.ts';
import { useStaffAction, useStaffQuery } from '../../app/staff-queries.ts';
import { defineList, ResourceList } from '../../app/resource/ResourceList.tsx';
import { ConfirmButton } from '../../app/ConfirmButton.tsx';

const Form = styled.form`
  display: grid;
  gap: var(--ds-space-3);
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  align-items: start;
  background: var(--ds-color-surface);
  padding: var(--ds-space-4);
  .whole,
  > [role='alert'] {
    grid-column: 1 / -1;
  }
`;

const notify = (title: string, ok = true) => toastQueue.add({ title, variant: ok ? 'success' : 'error' });

interface CouponDraft {
  code: string;
  title: string;
  offering: string;
  discountPrice: string;
  discountPercent: string;
  validFrom: string;
  validUntil: string;
  maxUses: string;
}
type CouponErrors = Partial<Record<keyof CouponDraft, string>>;

const emptyCoupon: CouponDraft = {
  code: '',
  title: '',
  offering: '',
  discountPrice: '',
  discountPercent: '',
  validFrom: '',
  validUntil: '',
  maxUses: '',
};

const manilaDay = (instant: string | null) =>
  instant ? new Date(new Date(instant).getTime() + 8 * 3_600_000).toISOString().slice(0, 10) : '';
const num = (text: string) => (text.trim() === '' ? null : Number(text.replace(/,/g, '')));
/** A day's start or end in Manila, the center's time. */
const day = (text: string, end = false) => (text ? `${text}T${end ? '23:59:59' : '00:00:00'}+08:00` : null);

const draftOf = (c: api.StaffCoupon): CouponDraft => ({
  code: c.code,
  title: c.title,
  offering: c.offering,
  discountPrice: c.discountPrice == null ? '' : String(c.discountPrice),
  discountPercent: c.discountPercent == null ? '' : String(c.discountPercent),
  validFrom: manilaDay(c.validFrom),
  validUntil: manilaDay(c.validUntil),
  maxUses: c.maxUses == null ? '' : String(c.maxUses),
});

/** The coupons, each with its uses; Edit opens one in the form above. */
const couponList = (edit: (coupon: api.StaffCoupon) => void) =>
  defineList({
    call: 'listStaffCoupons',
    noun: 'coupons',
    label: 'Coupons',
    pagesLabel: 'Coupon pages',
    columns: [
      { name: 'Code', rowHeader: true, cell: (row) => row.code },
      { name: 'Title', cell: (row) => row.title },
      { name: 'Offering', cell: (row) => row.offeringTitle },
      {
        name: 'Discount',
        cell: (row) =>
          row.discountPrice ? `₱${row.discountPrice.toLocaleString('en-US')}` : `${row.discountPercent ?? 0}%`,
      },
      {
        name: 'Valid',
        cell: (row) =>
          row.validFrom || row.validUntil
            ? `${manilaDay(row.validFrom) || 'any time'} to ${manilaDay(row.validUntil) || 'no end'}`
            : 'Always',
      },
      { name: 'Used', cell: (row) => `${row.uses}${row.maxUses === null ? '' : ` of ${row.maxUses}`}` },
      {
        name: 'Status',
        cell: (row) =>
          row.active ? <Badge variant="success">Active</Badge> : <Badge variant="warning">Inactive</Badge>,
      },
      {
        name: 'Actions',
        cell: (row) => (
          <>
            <Button size="sm" variant="secondary" onPress={() => edit(row)} aria-label={`Edit ${row.code}`}>
              Edit
            </Button>{' '}
            {row.active ? <Deactivate coupon={row} /> : null}
          </>
        ),
      },
    ],
    empty: () => 'No coupons yet.',
  });

/** Coupons (product §3, §5; decision 0045): create, edit, see their uses, deactivate. */
export function CouponsPage() {
  const [editing, setEditing] = useState<api.StaffCoupon | null>(null);
  const coupons = useMemo(() => couponList(setEditing), []);
  const offerings = useStaffQuery('listCatalogueOfferings', { query: { limit: 100 } });
  return (
    <ResourceList
      title="Coupons"
      actions={
        <>
          {offerings.data ? (
            <CouponForm
              key={editing?._id ?? 'new'}
              coupon={editing}
              offerings={offerings.data.docs}
              onDone={() => setEditing(null)}
            />
          ) : offerings.isError ? (
            <p role="alert">The offerings could not load: {problemOf(offerings.error)}</p>
          ) : (
            <Spinner label="Loading the offerings" />
          )}
          <h2>All coupons</h2>
        </>
      }
      list={coupons}
    />
  );
}

function Deactivate({ coupon }: { coupon: api.StaffCoupon }) {
  const deactivate = useStaffAction('deactivateCoupon');
  return (
    <ConfirmButton
      size="sm"
      isDisabled={deactivate.isPending}
      aria-label={`Deactivate ${coupon.code}`}
      title={`Deactivate ${coupon.code}?`}
      confirmLabel="Deactivate"
      consequence="Reviewees can no longer use this coupon; enrollments that used it keep their price."
      onConfirm={() =>
        deactivate.mutate(
          { params: { id: coupon._id } },
          {
            onSuccess: (c) => notify(`${c.code} deactivated`),
            onError: (error) => notify(problemOf(error), false),
          },
        )
      }
    >
      Deactivate
    </ConfirmButton>
  );
}

function CouponForm({
  coupon,
  offerings,
  onDone,
}: {
  coupon: api.StaffCoupon | null;
  offerings: api.CatalogueOffering[];
  onDone: () => void;
}) {
  const [draft, setDraft] = useState<CouponDraft>(coupon ? draftOf(coupon) : emptyCoupon);
  const [errors, setErrors] = useState<CouponErrors>({});
  const [serverProblem, setServerProblem] = useState<FormFailure | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const summary = useErrorSummary(form);
  const create = useStaffAction('createCoupon');
  const update = useStaffAction('updateCoupon');
  const text = (key: keyof CouponDraft) => ({
    value: draft[key],
    onChange: (value: string) => {
      setDraft((d) => ({ ...d, [key]: value }));
      setErrors((e) => ({ ...e, [key]: undefined }));
    },
    errorMessage: errors[key],
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setServerProblem(null);
    const result = couponFormSchema.safeParse({
      code: draft.code,
      title: draft.title,
      offering: draft.offering,
      discountPrice: num(draft.discountPrice),
      discountPercent: num(draft.discountPercent),
      validFrom: day(draft.validFrom),
      validUntil: day(draft.validUntil, true),
      maxUses: num(draft.maxUses),
    });
    if (!result.success) {
      const next: CouponErrors = {};
      for (const issue of result.error.issues)
        next[String(issue.path[0] ?? 'code') as keyof CouponDraft] ??= issue.message;
      setErrors(next);
      summary.refuse();
      return;
    }
    summary.clear();
    const options = {
      onSuccess: (c: api.StaffCoupon) => {
        notify(`${c.code} saved`);
        setDraft(emptyCoupon);
        onDone();
      },
      // A 400 that names fields shows beside them; any other refusal above the fields, with what
      // to do next. Nothing typed is cleared either way.
      onError: (error: unknown) => {
        const fieldErrors = serverFieldErrors(error) as CouponErrors;
        if (Object.keys(fieldErrors).length > 0) {
          setErrors(fieldErrors);
          summary.refuse();
        } else setServerProblem(formFailureOf(error, 'The coupon was not saved'));
      },
    };
    if (coupon) update.mutate({ params: { id: coupon._id }, body: result.data }, options);
    else create.mutate({ body: result.data }, options);
  };

  const heading = coupon ? `Edit coupon ${coupon.code}` : 'New coupon';
  return (
    <section aria-labelledby="coupon-form">
      <h2 id="coupon-form">{heading}</h2>
      <Form ref={form} onSubmit={submit} noValidate aria-labelledby="coupon-form">
        {summary.summary}
        <FormProblem failure={serverProblem} />
        <TextField label="Code" isRequired description="Letters, digits and hyphens." {...text('code')} />
        <TextField label="Title" isRequired {...text('title')} />
        <Select
          label="Offering"
          isRequired
          items={offerings.map((o) => ({ id: o._id, name: o.title }))}
          selectedKey={draft.offering || null}
          onSelectionChange={(key) => text('offering').onChange(String(key))}
          errorMessage={errors.offering}
        >
          {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
        </Select>
        <TextField
          label="Fixed discount (₱)"
          inputMode="decimal"
          description="Or a percentage, not both."
          {...text('discountPrice')}
        />
        <TextField label="Percent discount (%)" inputMode="decimal" {...text('discountPercent')} />
        <TextField label="Valid from" type="date" {...text('validFrom')} />
        <TextField label="Valid until" type="date" {...text('validUntil')} />
        <TextField label="Maximum uses" inputMode="numeric" description="Empty for no limit." {...text('maxUses')} />
        <div className="whole">
          <Button type="submit" isDisabled={create.isPending || update.isPending}>
            {coupon ? 'Save coupon' : 'Create coupon'}
          </Button>{' '}
          {coupon ? (
            <Button variant="secondary" onPress={onDone}>
              Cancel editing
            </Button>
          ) : null}
        </div>
      </Form>
    </section>
  );
}
