import { useErrorSummary } from '@review-center/forms';
import { isApiError, type api } from '@review-center/api-client';
import { Button, Spinner, TextField } from '@review-center/design-system';
import { catalogueOptionFormSchema, type CatalogueOptionKind } from '@review-center/domain';
import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { FormProblem, formFailureOf, type FormFailure } from '../../app/FormProblem.tsx';
import { problemOf } from '../../app/problem.ts';
import { useStaffAction, useStaffQuery } from '../../app/staff-queries.ts';
import { useStaffUser } from '../../app/staff-user.ts';
import { ConfirmButton } from '../../app/ConfirmButton.tsx';
import { notify } from '../../app/notify.ts';

const Columns = styled.div`
  display: grid;
  gap: var(--ds-space-5);
  grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr));
  align-items: start;

  ul {
    list-style: none;
    padding: 0;
    margin: 0;
    display: grid;
    gap: var(--ds-space-2);
  }
  li {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: var(--ds-space-3);
    background: var(--ds-color-surface);
    padding: var(--ds-space-2) var(--ds-space-3);
  }
  form {
    display: flex;
    flex-wrap: wrap;
    gap: var(--ds-space-2);
    align-items: start;
    margin-block-start: var(--ds-space-3);
  }
  form > [role='alert'] {
    flex-basis: 100%;
  }
`;

const KINDS: { kind: CatalogueOptionKind; title: string; singular: string }[] = [
  { kind: 'branch', title: 'Branches', singular: 'branch' },
  { kind: 'schedule', title: 'Schedules', singular: 'schedule' },
];

/**
 * The branches and schedules offerings choose from (product §9 Locations, Schedules; decision
 * 0045): the administrator keeps the list; an offering that offers a removed one keeps it until
 * edited.
 */
export function BranchesPage() {
  const me = useStaffUser();
  const list = useStaffQuery('listCatalogueOptions', {});
  if (me.role !== 'admin') {
    return (
      <>
        <h1>Branches and schedules</h1>
        <p role="alert">Only an administrator keeps the list of branches and schedules.</p>
      </>
    );
  }
  return (
    <>
      <h1>Branches and schedules</h1>
      <p>Each offering chooses from these the branches and schedules it is given in.</p>
      {list.isPending ? (
        <Spinner label="Loading the list" />
      ) : list.isError ? (
        <p role="alert">The list could not load: {problemOf(list.error)}</p>
      ) : (
        <Columns>
          {KINDS.map(({ kind, title, singular }) => (
            <section key={kind} aria-labelledby={`${kind}-heading`}>
              <h2 id={`${kind}-heading`}>{title}</h2>
              <ul>
                {list.data.docs
                  .filter((o) => o.kind === kind)
                  .map((option) => (
                    <OptionItem key={option._id} option={option} />
                  ))}
              </ul>
              <AddOption kind={kind} singular={singular} />
            </section>
          ))}
        </Columns>
      )}
    </>
  );
}

function OptionItem({ option }: { option: api.CatalogueOption }) {
  const remove = useStaffAction('deleteCatalogueOption');
  return (
    <li>
      <span>{option.name}</span>
      <ConfirmButton
        size="sm"
        isDisabled={remove.isPending}
        aria-label={`Remove ${option.name}`}
        title={`Remove ${option.name}?`}
        confirmLabel="Remove"
        consequence={`${option.name} is taken off the list that offerings choose from.`}
        onConfirm={() =>
          remove.mutate(
            { params: { id: option._id } },
            { onSuccess: (r) => notify(r.message), onError: (error) => notify(problemOf(error), false) },
          )
        }
      >
        Remove
      </ConfirmButton>
    </li>
  );
}

function AddOption({ kind, singular }: { kind: CatalogueOptionKind; singular: string }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [problem, setProblem] = useState<FormFailure | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const summary = useErrorSummary(form);
  const create = useStaffAction('createCatalogueOption');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const result = catalogueOptionFormSchema.safeParse({ kind, name });
    if (!result.success) {
      setError(result.error.issues[0]?.message);
      summary.refuse();
      return;
    }
    summary.clear();
    create.mutate(
      { body: result.data },
      {
        onSuccess: (o) => {
          notify(`${o.name} added`);
          setName('');
        },
        // A name already on the list (the server's 409) is the name's own error; any other refusal
        // says above the field what happened and what to do. The name typed stays either way.
        onError: (e) => {
          if (isApiError(e) && e.status === 409) {
            setError(problemOf(e));
            summary.refuse();
          } else setProblem(formFailureOf(e, `The ${singular} was not added`));
        },
      },
    );
  };
  return (
    <form ref={form} onSubmit={submit} noValidate aria-label={`Add a ${singular}`}>
      {summary.summary}
      <FormProblem failure={problem} />
      <TextField
        label={`New ${singular}`}
        value={name}
        onChange={(value) => {
          setName(value);
          setError(undefined);
        }}
        errorMessage={error}
      />
      <Button type="submit" isDisabled={create.isPending}>
        Add
      </Button>
    </form>
  );
}
