import { useErrorSummary } from '@review-center/forms';
import type { api } from '@review-center/api-client';
import {
  Button,
  Checkbox,
  formatPeso,
  Link,
  OfferingCard,
  Spinner,
  TextArea,
  TextField,
} from '@review-center/design-system';
import {
  coursePrices,
  coursesLabel,
  offeringContentLines,
  PAYMENT_TERMS,
  type PaymentTerm,
} from '@review-center/domain';
import { callEndpoint } from '@review-center/api-client/react';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { apiClient } from '../../app/api-client.ts';
import { serverFieldErrors } from '../../app/form-errors.ts';
import { FormProblem, formFailureOf, type FormFailure } from '../../app/FormProblem.tsx';
import { problemOf } from '../../app/problem.ts';
import { RecordTable, type Column } from '../../app/resource/RecordTable.tsx';
import { useStaffAction, useStaffQuery } from '../../app/staff-queries.ts';
import {
  checkDraft,
  draftOf,
  emptyDraft,
  previewOffering,
  previewPrices,
  type FieldErrors,
  type OfferingDraft,
  type PreviewPrice,
} from './offering-form.ts';
import { notify } from '../../app/notify.ts';

const Layout = styled.div`
  display: grid;
  gap: var(--ds-space-5);
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 60rem) {
    grid-template-columns: minmax(0, 3fr) minmax(16rem, 2fr);
    align-items: start;
  }
`;

const Form = styled.form`
  display: grid;
  gap: var(--ds-space-4);
  background: var(--ds-color-surface);
  padding: var(--ds-space-4);

  fieldset {
    border: 1px solid var(--ds-color-border);
    border-radius: var(--ds-radius-md);
    padding: var(--ds-space-3) var(--ds-space-4);
    display: grid;
    gap: var(--ds-space-3);
    grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
    margin: 0;
  }
  legend {
    font-weight: var(--ds-font-weight-bold);
    padding-inline: var(--ds-space-1);
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
 * whole, so the error summary lists it by its legend and links to its first checkbox.
 */
function Choices({
  id,
  legend,
  names,
  selected,
  onChange,
  error,
}: {
  id: string;
  legend: string;
  names: readonly string[];
  selected: readonly string[];
  onChange: (next: string[]) => void;
  error?: string | undefined;
}) {
  return (
    <fieldset
      aria-labelledby={`${id}-legend`}
      aria-describedby={error ? `${id}-error` : undefined}
      data-invalid={error ? '' : undefined}
    >
      <legend id={`${id}-legend`}>{legend}</legend>
      <div className="choices">
        {names.map((name) => (
          <Checkbox
            key={name}
            isSelected={selected.includes(name)}
            onChange={(on) => onChange(on ? [...selected, name] : selected.filter((n) => n !== name))}
          >
            {name}
          </Checkbox>
        ))}
      </div>
      {error ? (
        <p className="error" id={`${id}-error`} data-field-error="">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** /offerings/new and /offerings/:id: the offering editor (decision 0045). */
export function OfferingEditorPage() {
  const { id } = useParams();
  const options = useStaffQuery('listCatalogueOptions', {});
  const existing = useQuery({
    queryKey: ['staff', 'getCatalogueOffering', id],
    queryFn: ({ signal }) => callEndpoint(apiClient, 'getCatalogueOffering', { params: { id: id ?? '' }, signal }),
    enabled: id !== undefined,
    retry: false,
  });
  const loading = options.isPending || (id !== undefined && existing.isPending);
  const failed = options.error ?? (id !== undefined ? existing.error : null);
  return (
    <>
      <p>
        <Link href="/offerings">Back to offerings</Link>
      </p>
      <h1>{id ? 'Edit offering' : 'New offering'}</h1>
      {loading ? (
        <Spinner label="Loading the offering" />
      ) : failed || !options.data ? (
        <p role="alert">The offering could not load: {problemOf(failed)}</p>
      ) : (
        <OfferingEditor
          key={id ?? 'new'}
          id={id}
          options={options.data.docs}
          initial={id && existing.data ? draftOf(existing.data) : undefined}
        />
      )}
    </>
  );
}

function OfferingEditor({
  id,
  options,
  initial,
}: {
  id: string | undefined;
  options: api.CatalogueOption[];
  initial: OfferingDraft | undefined;
}) {
  const navigate = useNavigate();
  const branchNames = options.filter((o) => o.kind === 'branch').map((o) => o.name);
  const scheduleNames = options.filter((o) => o.kind === 'schedule').map((o) => o.name);
  const [draft, setDraft] = useState<OfferingDraft>(() => initial ?? emptyDraft(branchNames));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverProblem, setServerProblem] = useState<FormFailure | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const summary = useErrorSummary(form);
  const create = useStaffAction('createOffering');
  const update = useStaffAction('updateOffering');
  const saving = create.isPending || update.isPending;

  const set =
    <K extends keyof OfferingDraft>(key: K) =>
    (value: OfferingDraft[K]) => {
      setDraft((d) => ({ ...d, [key]: value }));
      if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
    };
  const text = (key: keyof OfferingDraft) => ({
    value: draft[key] as string,
    onChange: set(key) as (value: string) => void,
    errorMessage: errors[key],
  });

  // Choices that are no longer on the list stay offered until unticked (an older offering's).
  const offeredBranches = [...new Set([...branchNames, ...draft.branches])];
  const offeredSchedules = [...new Set([...scheduleNames, ...draft.schedules])];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setServerProblem(null);
    const checked = checkDraft(draft);
    if ('errors' in checked) {
      setErrors(checked.errors);
      summary.refuse();
      return;
    }
    summary.clear();
    const done = (offering: api.CatalogueOffering) => {
      notify(`${offering.title} saved${offering.published ? '' : ' (not published)'}`);
      void navigate('/offerings');
    };
    // A 400 that names fields shows beside them; any other refusal above the fields, with what to
    // do next. Nothing typed is cleared either way.
    const failed = (error: unknown) => {
      const fieldErrors = serverFieldErrors(error) as FieldErrors;
      if (Object.keys(fieldErrors).length > 0) {
        setErrors(fieldErrors);
        summary.refuse();
      } else setServerProblem(formFailureOf(error, 'The offering was not saved'));
    };
    if (id) update.mutate({ params: { id }, body: checked.values }, { onSuccess: done, onError: failed });
    else create.mutate({ body: checked.values }, { onSuccess: done, onError: failed });
  };

  return (
    <Layout>
      <Form ref={form} onSubmit={submit} noValidate aria-label={id ? 'Edit offering' : 'New offering'}>
        {summary.summary}
        <FormProblem failure={serverProblem} />
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
        <Choices
          id="payment-types"
          legend="Payment types allowed"
          names={PAYMENT_TERMS}
          selected={draft.paymentType}
          onChange={(next) => set('paymentType')(PAYMENT_TERMS.filter((t) => next.includes(t)) as PaymentTerm[])}
          error={errors.paymentType}
        />
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
        <Choices
          id="branches"
          legend="Branches offered"
          names={offeredBranches}
          selected={draft.branches}
          onChange={set('branches')}
          error={errors.branches}
        />
        <fieldset
          aria-labelledby="schedules-legend"
          aria-describedby={errors.schedules ? 'schedules-error' : undefined}
          data-invalid={errors.schedules ? '' : undefined}
        >
          <legend id="schedules-legend">Schedules</legend>
          <div className="choices">
            <Checkbox isSelected={draft.multipleSchedule} onChange={set('multipleSchedule')}>
              Reviewees choose a schedule (multiple schedules)
            </Checkbox>
          </div>
          {draft.multipleSchedule ? (
            <div className="choices" role="group" aria-label="Schedules offered">
              {offeredSchedules.map((name) => (
                <Checkbox
                  key={name}
                  isSelected={draft.schedules.includes(name)}
                  onChange={(on) =>
                    set('schedules')(on ? [...draft.schedules, name] : draft.schedules.filter((n) => n !== name))
                  }
                >
                  {name}
                </Checkbox>
              ))}
            </div>
          ) : null}
          {errors.schedules ? (
            <p className="error" id="schedules-error" data-field-error="">
              {errors.schedules}
            </p>
          ) : null}
        </fieldset>
        <fieldset>
          <legend>Dates and validity</legend>
          <TextField label="Units" {...text('units')} />
          <TextField label="Validity" description="How long access lasts, e.g. 6 months." {...text('terms')} />
          <TextField label="Start date" type="date" {...text('startDate')} />
          <TextField label="End date" type="date" {...text('endDate')} />
          <TextField label="Enrollment start date" type="date" {...text('enrollmentStartDate')} />
          <TextField label="Enrollment end date" type="date" {...text('enrollmentEndDate')} />
        </fieldset>
        <div>
          <Button type="submit" isDisabled={saving}>
            {saving ? 'Saving…' : id ? 'Save changes' : 'Create offering'}
          </Button>
        </div>
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
