import type { api } from '@review-center/api-client';
import { Badge, Button, TextField } from '@review-center/design-system';
import { couponFormSchema } from '@review-center/domain';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { useRecordForm } from '../../app/resource/useRecordForm.tsx';
import { Loaded } from '../../app/resource/Loaded.tsx';
import { useStaffAction, useStaffQuery } from '../../app/staff-queries.ts';
import { defineList, ResourceList } from '../../app/resource/ResourceList.tsx';
import { ActionButton } from '../../app/ActionButton.tsx';
import { ChoiceSelect } from '../../app/ChoiceSelect.tsx';
import { fromManilaDay, toManilaDay } from '../../app/dates.ts';
import { GridForm } from '../../app/EditForm.ts';

const Form = styled(GridForm)`
  align-items: start;
  background: var(--ds-color-surface);
  padding: var(--ds-space-4);
`;

const num = (text: string) => (text.trim() === '' ? null : Number(text.replace(/,/g, '')));

/** The form's draft of a coupon, as typed, or of a new one. */
const draftOf = (c?: api.StaffCoupon | null) => ({
  code: c?.code ?? '',
  title: c?.title ?? '',
  offering: c?.offering ?? '',
  discountPrice: c?.discountPrice == null ? '' : String(c.discountPrice),
  discountPercent: c?.discountPercent == null ? '' : String(c.discountPercent),
  validFrom: toManilaDay(c?.validFrom),
  validUntil: toManilaDay(c?.validUntil),
  maxUses: c?.maxUses == null ? '' : String(c.maxUses),
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
            ? `${toManilaDay(row.validFrom) || 'any time'} to ${toManilaDay(row.validUntil) || 'no end'}`
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
            {row.active ? (
              <ActionButton
                size="sm"
                call="deactivateCoupon"
                input={{ params: { id: row._id } }}
                done={(c) => `${c.code} deactivated`}
                aria-label={`Deactivate ${row.code}`}
                confirm={{
                  title: `Deactivate ${row.code}?`,
                  confirmLabel: 'Deactivate',
                  consequence: 'Reviewees can no longer use this coupon; enrollments that used it keep their price.',
                }}
              >
                Deactivate
              </ActionButton>
            ) : null}
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
          <Loaded query={offerings} what="the offerings">
            {({ docs }) => (
              <CouponForm
                key={editing?._id ?? 'new'}
                coupon={editing}
                offerings={docs}
                onDone={() => setEditing(null)}
              />
            )}
          </Loaded>
          <h2>All coupons</h2>
        </>
      }
      list={coupons}
    />
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
  const create = useStaffAction('createCoupon');
  const update = useStaffAction('updateCoupon');
  const form = useRecordForm({
    initial: () => draftOf(coupon),
    parse: (draft) =>
      couponFormSchema.safeParse({
        ...draft,
        discountPrice: num(draft.discountPrice),
        discountPercent: num(draft.discountPercent),
        validFrom: fromManilaDay(draft.validFrom),
        validUntil: fromManilaDay(draft.validUntil, true),
        maxUses: num(draft.maxUses),
      }),
    save: (body) => (coupon ? update.mutateAsync({ params: { id: coupon._id }, body }) : create.mutateAsync({ body })),
    saved: (c) => `${c.code} saved`,
    failure: 'The coupon was not saved',
    onSaved: onDone,
    startAgain: true,
  });

  const heading = coupon ? `Edit coupon ${coupon.code}` : 'New coupon';
  return (
    <section aria-labelledby="coupon-form">
      <h2 id="coupon-form">{heading}</h2>
      <Form {...form.props} aria-labelledby="coupon-form">
        {form.header}
        <TextField label="Code" isRequired description="Letters, digits and hyphens." {...form.text('code')} />
        <TextField label="Title" isRequired {...form.text('title')} />
        <ChoiceSelect
          label="Offering"
          isRequired
          items={offerings.map((o) => ({ id: o._id, name: o.title }))}
          {...form.choice('offering')}
        />
        <TextField
          label="Fixed discount (₱)"
          inputMode="decimal"
          description="Or a percentage, not both."
          {...form.text('discountPrice')}
        />
        <TextField label="Percent discount (%)" inputMode="decimal" {...form.text('discountPercent')} />
        <TextField label="Valid from" type="date" {...form.text('validFrom')} />
        <TextField label="Valid until" type="date" {...form.text('validUntil')} />
        <TextField
          label="Maximum uses"
          inputMode="numeric"
          description="Empty for no limit."
          {...form.text('maxUses')}
        />
        <div className="whole">
          {form.saveButton(coupon ? 'Save coupon' : 'Create coupon')}{' '}
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
