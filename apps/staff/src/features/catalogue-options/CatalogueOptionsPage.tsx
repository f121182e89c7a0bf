import type { api } from '@review-center/api-client';
import { TextField } from '@review-center/design-system';
import { catalogueOptionFormSchema, type CatalogueOptionKind } from '@review-center/domain';
import styled from 'styled-components';
import { ActionButton } from '../../app/ActionButton.tsx';
import { ButtonRow } from '../../app/ButtonRow.ts';
import { Loaded } from '../../app/resource/Loaded.tsx';
import { RecordTable, type Column } from '../../app/resource/RecordTable.tsx';
import { useRecordForm } from '../../app/resource/useRecordForm.tsx';
import { useStaffAction, useStaffQuery } from '../../app/staff-queries.ts';

const Columns = styled.div`
  display: grid;
  gap: var(--ds-space-5);
  grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr));
  align-items: start;
`;

const KINDS: { kind: CatalogueOptionKind; title: string; singular: string }[] = [
  { kind: 'branch', title: 'Branches', singular: 'branch' },
  { kind: 'schedule', title: 'Schedules', singular: 'schedule' },
];

const COLUMNS: Column<api.CatalogueOption>[] = [
  { name: 'Name', rowHeader: true, cell: (option) => option.name },
  {
    name: 'Actions',
    cell: (option) => (
      <ActionButton
        size="sm"
        call="deleteCatalogueOption"
        input={{ params: { id: option._id } }}
        done={(r) => r.message}
        aria-label={`Remove ${option.name}`}
        confirm={{
          title: `Remove ${option.name}?`,
          confirmLabel: 'Remove',
          consequence: `${option.name} is taken off the list that offerings choose from.`,
        }}
      >
        Remove
      </ActionButton>
    ),
  },
];

/**
 * The branches and schedules offerings choose from (product §9 Locations, Schedules; decision
 * 0045): the administrator keeps the list (the console's guard refuses every other role before
 * this renders); an offering that offers a removed one keeps it until edited.
 */
export function CatalogueOptionsPage() {
  const list = useStaffQuery('listCatalogueOptions', {});
  return (
    <>
      <h1>Branches and schedules</h1>
      <p>Each offering chooses from these the branches and schedules it is given in.</p>
      <Loaded query={list} what="the list">
        {({ docs }) => (
          <Columns>
            {KINDS.map(({ kind, title, singular }) => (
              <section key={kind} aria-labelledby={`${kind}-heading`}>
                <h2 id={`${kind}-heading`}>{title}</h2>
                <RecordTable
                  aria-labelledby={`${kind}-heading`}
                  columns={COLUMNS}
                  rows={docs.filter((option) => option.kind === kind)}
                />
                <AddOption kind={kind} singular={singular} />
              </section>
            ))}
          </Columns>
        )}
      </Loaded>
    </>
  );
}

function AddOption({ kind, singular }: { kind: CatalogueOptionKind; singular: string }) {
  const create = useStaffAction('createCatalogueOption');
  const form = useRecordForm({
    initial: { name: '' },
    parse: ({ name }) => catalogueOptionFormSchema.safeParse({ kind, name }),
    // A name already on the list (the server's 409) is the name's own error.
    save: (body) => create.mutateAsync({ body }),
    uniqueField: 'name',
    saved: (option) => `${option.name} added`,
    failure: `The ${singular} was not added`,
    startAgain: true,
  });
  return (
    <ButtonRow as="form" {...form.props} aria-label={`Add a ${singular}`}>
      {form.header}
      <TextField label={`New ${singular}`} {...form.text('name')} />
      {form.saveButton('Add')}
    </ButtonRow>
  );
}
