import type { StatementImport } from '@review-center/api-client/contract';
import { Button } from '@review-center/design-system';
import {
  PAYMENT_OPTIONS,
  STATEMENT_DATE_FORMATS,
  statementColumns,
  statementImportInputSchema,
  statementMessages,
} from '@review-center/domain';
import { useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { ChoiceSelect } from '../../app/ChoiceSelect.tsx';
import { counted } from '../../app/counted.ts';
import { notify } from '../../app/notify.ts';
import { Panel as PagePanel } from '../../app/Panel.ts';
import { useRecordForm } from '../../app/resource/useRecordForm.tsx';
import { useStaffAction, useStaffQuery } from '../../app/staff-queries.ts';
import { COLUMN_FIELDS, offeredColumns, type ImportDraft } from './statement-labels.ts';

const Panel = styled(PagePanel)`
  form {
    display: grid;
    gap: var(--ds-space-3);
    justify-items: start;
  }
  .file {
    display: flex;
    flex-wrap: wrap;
    gap: var(--ds-space-3);
    align-items: center;
  }
  .error {
    color: var(--ds-color-danger);
    flex-basis: 100%;
  }
`;

const CHANNELS = PAYMENT_OPTIONS.map((channel) => ({ id: channel, name: channel }));
const DATE_FORMATS = STATEMENT_DATE_FORMATS.map((format) => ({ id: format, name: format }));
const EMPTY: ImportDraft = {
  channel: '',
  dateColumn: '',
  amountColumn: '',
  textColumn: '',
  dateFormat: '',
  file: null,
};
const COLUMN_LABELS = {
  dateColumn: ['Date column', 'The day of each transaction.'],
  amountColumn: ['Amount column', 'The money received: a credit or amount column.'],
  textColumn: ['Reference or memo column', 'Where the payer wrote the enrollment’s reference.'],
} as const;

type Refused = { file: string; problems: { line: number; reason: string }[] };

/**
 * The statement upload (decision 0088): the channel, the CSV file, and which of its columns holds
 * the date, the amount and the memo, the channel's saved columns offered. The file is read here
 * only for its header's names; the server reads and checks every row, matches them and answers
 * the import, or every bad line with nothing kept.
 */
export function StatementImportForm() {
  const navigate = useNavigate();
  const saved = useStaffQuery('listStatementMappings', {});
  const create = useStaffAction('createStatementImport');
  const [columns, setColumns] = useState<string[] | null>(null);
  const [refused, setRefused] = useState<Refused | null>(null);
  const form = useRecordForm({
    initial: EMPTY,
    // The columns are chosen from the file's header: until a file is chosen, only the file is asked.
    parse: ({ file, ...choices }) => {
      const parsed = statementImportInputSchema.safeParse(choices);
      if (parsed.success || file) return parsed;
      const issues = parsed.error.issues.filter((issue) => !COLUMN_FIELDS.some((field) => issue.path[0] === field));
      return { success: false, error: { issues } } as const;
    },
    check: ({ file }) => (file ? {} : { file: statementMessages.fileRequired }),
    save: async (input, { file }) => {
      setRefused(null);
      return { file: file!.name, ...(await create.mutateAsync({ body: { ...input, file: file! } })) };
    },
    onSaved: ({ file, problems, statementImport }) => {
      if (statementImport) return opened(statementImport);
      setRefused({ file, problems });
    },
    failure: 'The statement was not imported',
  });
  const { values } = form;
  const savedFor = (channel: string) => saved.data?.find((mapping) => mapping.channel === channel);

  function opened(statementImport: StatementImport) {
    notify(`${statementImport.fileName}: ${statementImport.summary}`);
    void navigate(`/statement-imports/${statementImport._id}`);
  }

  /** Fills the columns and format the channel's saved mapping offers for the file's header. */
  function offer(channel: string, header: readonly string[] | null) {
    if (!header) return;
    for (const [field, value] of Object.entries(offeredColumns(values, header, savedFor(channel))))
      form.set(field as keyof ImportDraft & string, value);
  }

  async function choose(file: File | null) {
    form.set('file', file);
    setRefused(null);
    const header = file ? statementColumns(await file.text()) : null;
    setColumns(header);
    offer(values.channel, header);
  }

  const fileError = form.errors['file'];
  const offered = savedFor(values.channel);
  return (
    <Panel aria-labelledby="import-heading">
      <h2 id="import-heading">Import a statement</h2>
      <p>
        A bank’s or an e-wallet’s statement saved as CSV, its header row first. Its rows are matched to the payments
        waiting for review by the reference in their memo and by their amount. Nothing is approved and nobody is
        e-mailed until you confirm the result.
      </p>
      <form {...form.props} aria-label="Import a statement">
        {form.header}
        <ChoiceSelect
          label="Payment channel"
          isRequired
          items={CHANNELS}
          {...form.choice('channel')}
          onSelectionChange={(key) => {
            const channel = key === null ? '' : String(key);
            form.set('channel', channel);
            offer(channel, columns);
          }}
        />
        <div className="file" data-invalid={fileError ? '' : undefined}>
          <FileTrigger acceptedFileTypes={['.csv', 'text/csv']} onSelect={(files) => void choose(files?.[0] ?? null)}>
            <Button variant="secondary" aria-describedby={fileError ? 'statement-file-error' : undefined}>
              Choose a CSV file
            </Button>
          </FileTrigger>
          <span>{values.file ? `Chosen: ${values.file.name}` : 'No file chosen'}</span>
          {fileError ? (
            <span className="error" id="statement-file-error" data-field-error="">
              {fileError}
            </span>
          ) : null}
        </div>
        {columns ? (
          <>
            {offered ? (
              <p>
                Offered: the columns saved for {offered.channel} ({offered.dateColumn}, {offered.amountColumn},{' '}
                {offered.textColumn}), where this file has them.
              </p>
            ) : null}
            {COLUMN_FIELDS.map((field) => (
              <ChoiceSelect
                key={field}
                label={COLUMN_LABELS[field][0]}
                description={COLUMN_LABELS[field][1]}
                isRequired
                items={columns.map((name) => ({ id: name, name }))}
                {...form.choice(field)}
              />
            ))}
          </>
        ) : null}
        <ChoiceSelect
          label="Dates written as"
          description="As the statement writes the day: the order of its parts is never guessed."
          isRequired
          items={DATE_FORMATS}
          {...form.choice('dateFormat')}
        />
        {form.saveButton('Match the statement')}
      </form>
      {refused ? (
        <>
          <p role="alert">
            Nothing was imported from {refused.file}: fix the{' '}
            {refused.problems.length === 1 ? 'line' : counted(refused.problems.length, 'line')} below and import the
            file again.
          </p>
          <ul aria-label="Lines to fix">
            {refused.problems.map((problem) => (
              <li key={`${problem.line}-${problem.reason}`}>
                Line {problem.line}: {problem.reason}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Panel>
  );
}
