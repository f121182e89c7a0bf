import { useErrorSummary } from '@review-center/forms';
import { api, type CallInput } from '@review-center/api-client';
import { Badge, Button, Select, SelectItem, Spinner, TextField, toastQueue } from '@review-center/design-system';
import { emailField, STAFF_ROLES, type StaffRole } from '@review-center/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { apiClient } from '../../app/api-client.ts';
import { Pager } from '../../app/Pager.tsx';
import { useStaffUser } from '../../app/staff-user.ts';
import { Table } from '../../app/Table.tsx';
import { problemOf } from '../../app/problem.ts';
import { serverFieldErrors, type FieldErrors } from '../../app/form-errors.ts';
import { ConfirmButton } from '../../app/ConfirmButton.tsx';

const PAGE_SIZE = 25;

/** Query keys of this page (one factory, so mutations invalidate what they change). */
const staffKeys = {
  all: ['staff-accounts'] as const,
  list: (page: number) => [...staffKeys.all, 'list', page] as const,
};

const ROLE_LABELS: Record<StaffRole, string> = {
  admin: 'Administrator',
  cashier: 'Cashier',
  registrar: 'Registrar',
  'content-editor': 'Content editor',
  support: 'Support',
};
const roleItems = STAFF_ROLES.map((role) => ({ id: role, name: ROLE_LABELS[role] }));

const Form = styled.form`
  display: grid;
  gap: var(--ds-space-3);
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  align-items: end;
  background: var(--ds-color-surface);
  padding: var(--ds-space-4);
`;

const Row = styled.div`
  display: flex;
  gap: var(--ds-space-2);
  flex-wrap: wrap;
  align-items: end;
`;

const notify = (title: string, ok = true) => toastQueue.add({ title, variant: ok ? 'success' : 'error' });

/**
 * The administrator's staff accounts (decision 0029): create one (the member sets their password
 * from an e-mailed link; no password is typed here), change a role, disable or re-enable.
 */
export function StaffAccountsPage() {
  const me = useStaffUser();
  if (me.role !== 'admin') {
    return (
      <>
        <h1>Staff accounts</h1>
        <p role="alert">Only an administrator manages staff accounts.</p>
      </>
    );
  }
  return <StaffAccounts myId={me._id} />;
}

function StaffAccounts({ myId }: { myId: string }) {
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: staffKeys.list(page),
    queryFn: ({ signal }) => apiClient.call(api.listStaff, { query: { page, limit: PAGE_SIZE }, signal }),
  });

  return (
    <>
      <h1>Staff accounts</h1>
      <CreateStaffForm />
      <h2>Accounts</h2>
      {list.isPending ? (
        <Spinner label="Loading the staff accounts" />
      ) : list.isError ? (
        <>
          <p role="alert">The staff accounts could not load: {problemOf(list.error)}</p>
          <Button onPress={() => void list.refetch()}>Try again</Button>
        </>
      ) : list.data.docs.length === 0 ? (
        <p role="status">No staff accounts yet.</p>
      ) : (
        <>
          <Table aria-label="Staff accounts">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">E-mail</th>
                <th scope="col">Role</th>
                <th scope="col">Status</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {list.data.docs.map((member) => (
                <StaffRow key={member._id} member={member} isMe={member._id === myId} />
              ))}
            </tbody>
          </Table>
          <Pager page={page} pageSize={PAGE_SIZE} total={list.data.totalDocs} onChange={setPage} label="Staff pages" />
        </>
      )}
    </>
  );
}

type Member = api.StaffMember;

function useStaffAction<I>(call: (input: I) => Promise<Member>, success: (member: Member) => string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (member) => {
      notify(success(member));
      return queryClient.invalidateQueries({ queryKey: staffKeys.all });
    },
    onError: (error) => notify(problemOf(error), false),
  });
}

function StaffRow({ member, isMe }: { member: Member; isMe: boolean }) {
  const [role, setRole] = useState<StaffRole>(member.role);
  const changeRole = useStaffAction(
    (input: CallInput<typeof api.changeStaffRole>) => apiClient.call(api.changeStaffRole, input),
    (m) => `${m.email} is now ${ROLE_LABELS[m.role]}`,
  );
  const toggle = useStaffAction(
    () => apiClient.call(member.disabled ? api.enableStaff : api.disableStaff, { params: { id: member._id } }),
    (m) => `${m.email} ${m.disabled ? 'disabled' : 're-enabled'}`,
  );
  const name = `${member.firstName} ${member.lastName}`.trim();
  return (
    <tr>
      <td>
        {name}
        {isMe ? ' (you)' : ''}
      </td>
      <td>{member.email}</td>
      <td>
        <Row>
          <Select
            label={`Role of ${member.email}`}
            items={roleItems}
            selectedKey={role}
            onSelectionChange={(key) => setRole(key as StaffRole)}
          >
            {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
          </Select>
          <Button
            size="sm"
            variant="secondary"
            isDisabled={role === member.role || changeRole.isPending}
            onPress={() => changeRole.mutate({ params: { id: member._id }, body: { role } })}
          >
            Save role
          </Button>
        </Row>
      </td>
      <td>{member.disabled ? <Badge variant="danger">Disabled</Badge> : <Badge variant="success">Active</Badge>}</td>
      <td>
        {member.disabled ? (
          <Button
            size="sm"
            variant="secondary"
            isDisabled={toggle.isPending}
            onPress={() => toggle.mutate(undefined)}
            aria-label={`Re-enable ${member.email}`}
          >
            Re-enable
          </Button>
        ) : (
          <ConfirmButton
            size="sm"
            isDisabled={toggle.isPending}
            aria-label={`Disable ${member.email}`}
            title={`Disable ${member.email}?`}
            confirmLabel="Disable"
            consequence={`${name || member.email} is signed out and can no longer sign in to the console until re-enabled.`}
            onConfirm={() => toggle.mutate(undefined)}
          >
            Disable
          </ConfirmButton>
        )}
      </td>
    </tr>
  );
}

/** What the new account's fields need before the API is asked (its own 400 says the same). */
function checkNewStaff(values: { email: string; firstName: string; lastName: string }): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.email) errors['email'] = 'E-mail is required';
  else if (!emailField.safeParse(values.email).success)
    errors['email'] = 'E-mail must be an e-mail address, like name@example.com';
  if (!values.firstName) errors['firstName'] = 'First name is required';
  if (!values.lastName) errors['lastName'] = 'Last name is required';
  return errors;
}

function CreateStaffForm() {
  const [email, setEmail] = useState('');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [role, setRole] = useState<StaffRole>('cashier');
  const [errors, setErrors] = useState<FieldErrors>({});
  const form = useRef<HTMLFormElement>(null);
  const summary = useErrorSummary(form);
  const create = useStaffAction(
    (input: CallInput<typeof api.createStaff>) => apiClient.call(api.createStaff, input),
    (m) => `Account created: a link to set a password was e-mailed to ${m.email}`,
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { email: email.trim(), firstName: firstName.trim(), lastName: lastName.trim(), role };
    const found = checkNewStaff(body);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      summary.refuse();
      return;
    }
    summary.clear();
    create.mutate(
      { body },
      {
        onSuccess: () => {
          setEmail('');
          setFirstName('');
          setLastName('');
        },
        // A 400 that names a field shows beside it; any other refusal is the action's own toast.
        onError: (error) => {
          const fieldErrors = serverFieldErrors(error);
          if (Object.keys(fieldErrors).length === 0) return;
          setErrors(fieldErrors);
          summary.refuse();
        },
      },
    );
  };
  return (
    <section aria-labelledby="new-staff">
      <h2 id="new-staff">New staff account</h2>
      <p>The new member receives an e-mail with a link to set their own password.</p>
      {summary.summary}
      <Form ref={form} onSubmit={submit} noValidate>
        <TextField
          label="E-mail"
          type="email"
          isRequired
          value={email}
          onChange={setEmail}
          errorMessage={errors['email']}
        />
        <TextField
          label="First name"
          isRequired
          value={firstName}
          onChange={setFirstName}
          errorMessage={errors['firstName']}
        />
        <TextField
          label="Last name"
          isRequired
          value={lastName}
          onChange={setLastName}
          errorMessage={errors['lastName']}
        />
        <Select
          label="Role"
          items={roleItems}
          selectedKey={role}
          onSelectionChange={(key) => setRole(key as StaffRole)}
        >
          {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
        </Select>
        <Button type="submit" isDisabled={create.isPending}>
          Create account
        </Button>
      </Form>
    </section>
  );
}
