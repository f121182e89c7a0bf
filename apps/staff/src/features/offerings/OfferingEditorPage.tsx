import type { api } from '@review-center/api-client';
import { Checkbox, formatPeso, Link, OfferingCard, TextArea, TextField } from '@review-center/design-system';
import { coursePrices, coursesLabel, offeringContentLines, PAYMENT_TERMS } from '@review-center/domain';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { EditForm } from '../../app/EditForm.ts';
import { Loaded } from '../../app/resource/Loaded.tsx';
import { RecordTable, type Column } from '../../app/resource/RecordTable.tsx';
import { showPage } from '../../app/resource/ResourceShow.tsx';
import { useRecordForm } from '../../app/resource/useRecordForm.tsx';
import { useStaffAction, useStaffQuery } from '../../app/staff-queries.ts';
import {
  draftOf,
  parseDraft,
  previewOffering,
  previewPrices,
  type OfferingDraft,
  type PreviewPrice,
} from './offering-form.ts';

const Layout = styled.div`
  display: grid;
  gap: var(--ds-space-5);
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 60rem) {
    grid-template-columns: minmax(0, 3fr) minmax(16rem, 2fr);
    align-items: start;
  }
`;

/** The console's record form, its groups' fields side by side where they fit. */
const Form = styled(EditForm)`
  fieldset {
    grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  }
  .choices {
    display: flex;
    flex-wrap: wrap;
    gap: var(--ds-space-2) var(--ds-space-4);
    grid-column: 1 / -1;
  }
  .error {
    color: var(--ds-color-danger);
    margin: 0;
    grid-column: 1 / -1;
  }
`;

const Preview = styled.aside`
  display: grid;
  gap: var(--ds-space-4);
  @media (min-width: 60rem) {
    position: sticky;
    inset-block-start: var(--ds-space-4);
  }
`;

/**
 * A group of checkboxes named by its legend; its one error is read with it. Marked invalid as a
 * whole, so the error summary lists it by its legend and links to its first checkbox. The ticked
 * names keep the order `names` lists them in. What comes before the checkboxes (a switch that
 * shows them) is its `children`; `label` names the checkboxes' own group then.
 */
function Choices({
  id,
  legend,
  label,
  names,
  selected,
  onChange,
  error,
  children,
}: {
  id: string;
  legend: string;
  label?: string;
  names: readonly string[];
  selected: readonly string[];
  onChange: (next: string[]) => void;
  error?: string | undefined;
  children?: ReactNode;
}) {
  return (
    <fieldset
      aria-labelledby={`${id}-legend`}
      aria-describedby={error ? `${id}-error` : undefined}
      data-invalid={error ? '' : undefined}
    >
      <legend id={`${id}-legend`}>{legend}</legend>
      {children}
      {names.length > 0 ? (
        <div className="choices" role={label ? 'group' : undefined} aria-label={label}>
          {names.map((name) => (
            <Checkbox
              key={name}
              isSelected={selected.includes(name)}
              onChange={(on) => onChange(names.filter((n) => (n === name ? on : selected.includes(n))))}
            >
              {name}
            </Checkbox>
          ))}
        </div>
      ) : null}
      {error ? (
        <p className="error" id={`${id}-error`} data-field-error="">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** /offerings/new: a new offering (decision 0045). */
export const NewOfferingPage = () => <OfferingEditor />;

/** /offerings/:id: the offering editor (decision 0045). */
export const EditOfferingPage = showPage(
  { call: 'getCatalogueOffering', noun: 'offering', back: ['/offerings', 'Back to offerings'] },
  (offering) => <OfferingEditor key={offering._id} offering={offering} />,
);

/** The page around the form: the way back, the heading, and the branches and schedules to choose from. */
function OfferingEditor({ offering }: { offering?: api.CatalogueOffering }) {
  const options = useStaffQuery('listCatalogueOptions', {});
  return (
    <>
      <p>
        <Link href="/offerings">Back to offerings</Link>
      </p>
      <h1>{offering ? 'Edit offering' : 'New offering'}</h1>
      <Loaded query={options} what="the offering">
        {({ docs }) => <OfferingForm options={docs} offering={offering} />}
      </Loaded>
    </>
  );
}

/** The form, for `offering` (undefined: a new one), beside its preview. */
function OfferingForm({
  options,
  offering,
}: {
  options: api.CatalogueOption[];
  offering: api.CatalogueOffering | undefined;
}) {
  const navigate = useNavigate();
  const create = useStaffAction('createOffering');
  const update = useStaffAction('updateOffering');
  // Choices that are no longer on the list stay offered until unticked (an older offering's).
  const offered = (kind: api.CatalogueOption['kind'], chosen: readonly string[] = []) => [
    ...new Set([...options.filter((o) => o.kind === kind).map((o) => o.name), ...chosen]),
  ];
  const form = useRecordForm({
    initial: () => draftOf(offering, offered('branch')),
    parse: parseDraft,
    save: (body) =>
      offering ? update.mutateAsync({ params: { id: offering._id }, body }) : create.mutateAsync({ body }),
    saved: (saved) => `${saved.title} saved${saved.published ? '' : ' (not published)'}`,
    failure: 'The offering was not saved',
    onSaved: () => void navigate('/offerings'),
  });
  const { values: draft, errors, text } = form;
  const choices = (key: 'paymentType' | 'branches' | 'schedules') => ({
    id: key,
    selected: draft[key],
    onChange: (next: string[]) => form.set(key, next as OfferingDraft[typeof key]),
    error: errors[key],
  });

  return (
    <Layout>
      <Form {...form.props} aria-label={offering ? 'Edit offering' : 'New offering'}>
        {form.header}
        <TextField label="Title" isRequired {...text('title')} />
        <TextArea
          label="Content lines"
          description="One benefit per line, as the card lists them."
          rows={5}
          {...text('content')}
        />
        <fieldset>
          <legend>Price</legend>
          <TextField
            label="Price (BSED and other courses)"
            inputMode="decimal"
            isRequired
            description="In pesos; what every course pays when there is no BEED price."
            {...text('price')}
          />
          <TextField
            label="BEED price"
            inputMode="decimal"
            description="Leave empty when BEED pays the same."
            {...text('beedPrice')}
          />
          <TextField
            label="Cash discount (%)"
            inputMode="decimal"
            description="Off a full payment."
            {...text('cashDiscountByPercent')}
          />
        </fieldset>
        <Choices legend="Payment types allowed" names={PAYMENT_TERMS} {...choices('paymentType')} />
        <fieldset>
          <legend>Installment</legend>
          <TextField
            label="Downpayment"
            inputMode="decimal"
            description="Fixed, in pesos, due when enrolling by installment."
            {...text('downpayment')}
          />
          <TextField
            label="Installment terms"
            inputMode="numeric"
            description="Installments after the downpayment."
            {...text('installmentTerms')}
          />
          <TextField
            label="Installment frequency"
            description="Shown before the word Installment, e.g. Monthly."
            {...text('installmentFrequency')}
          />
        </fieldset>
        <Choices legend="Branches offered" names={offered('branch', draft.branches)} {...choices('branches')} />
        <Choices
          legend="Schedules"
          label="Schedules offered"
          names={draft.multipleSchedule ? offered('schedule', draft.schedules) : []}
          {...choices('schedules')}
        >
          <div className="choices">
            <Checkbox {...form.flag('multipleSchedule')}>Reviewees choose a schedule (multiple schedules)</Checkbox>
          </div>
        </Choices>
        {/* Product §2 "Package enrollment" (decision 0072): where /offerings leads for this offering. */}
        <Choices
          id="hybridSeason"
          legend="Enrollment"
          names={[]}
          selected={[]}
          onChange={() => {}}
          error={errors.hybridSeason}
        >
          <div className="choices">
            <Checkbox {...form.flag('isPackage')}>A package: reviewees enroll at /enroll</Checkbox>
            <Checkbox {...form.flag('hybridSeason')}>
              The hybrid season: /enroll shows only the notice to check the social page
            </Checkbox>
          </div>
        </Choices>
        <fieldset>
          <legend>Dates and validity</legend>
          <TextField label="Units" {...text('units')} />
          <TextField label="Validity" description="How long access lasts, e.g. 6 months." {...text('terms')} />
          <TextField label="Start date" type="date" {...text('startDate')} />
          <TextField label="End date" type="date" {...text('endDate')} />
          <TextField label="Enrollment start date" type="date" {...text('enrollmentStartDate')} />
          <TextField label="Enrollment end date" type="date" {...text('enrollmentEndDate')} />
        </fieldset>
        <div>{form.saveButton(offering ? 'Save changes' : 'Create offering')}</div>
      </Form>
      <OfferingPreview draft={draft} />
    </Layout>
  );
}

const PRICE_COLUMNS: Column<PreviewPrice>[] = [
  { name: 'Course', cell: (p) => p.course, rowHeader: true },
  { name: 'Term', cell: (p) => p.term },
  {
    name: 'Pays',
    cell: (p) =>
      formatPeso(p.total) +
      (p.term === 'Installment' && p.installments.length > 0
        ? ` (${formatPeso(p.dueNow)} down, then ${p.installments.map(formatPeso).join(' + ')})`
        : ''),
  },
];

/** The card as /offerings will show it and the prices the server will charge, as staff type. */
function OfferingPreview({ draft }: { draft: OfferingDraft }) {
  const prices = previewPrices(draft);
  const cardPrices = coursePrices(previewOffering(draft));
  return (
    <Preview aria-labelledby="preview-heading">
      <h2 id="preview-heading">Preview</h2>
      <OfferingCard
        title={draft.title || 'Untitled offering'}
        contentLines={offeringContentLines(draft.content)}
        prices={cardPrices.map(({ courses, price }) => ({ label: coursesLabel(courses), amount: price }))}
        enrollHref="#preview-prices"
        headingLevel={3}
      />
      {/* The card's enrol link leads here. */}
      <div id="preview-prices">
        <RecordTable
          aria-label="What a reviewee pays"
          columns={PRICE_COLUMNS}
          rows={prices}
          rowKey={(p) => `${p.course}-${p.term}`}
        />
      </div>
    </Preview>
  );
}
