import { useErrorSummary } from '@review-center/forms';
import type { api } from '@review-center/api-client';
import { Badge, Button, Select, SelectItem, TextField } from '@review-center/design-system';
import { emailField, STAFF_ROLES, type StaffRole } from '@review-center/domain';
import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useStaffUser } from '../../app/staff-user.ts';
import { defineList, ResourceList } from '../../app/resource/ResourceList.tsx';
import { useStaffAction } from '../../app/staff-queries.ts';
import { problemOf } from '../../app/problem.ts';
import { serverFieldErrors, type FieldErrors } from '../../app/form-errors.ts';
import { ConfirmButton } from '../../app/ConfirmButton.tsx';
import { notify } from '../../app/notify.ts';

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
  return (
    <ResourceList
      title="Staff accounts"
      actions={
        <>
          <CreateStaffForm />
          <h2>Accounts</h2>
        </>
      }
      list={staff}
    />
  );
}

type Member = api.StaffMember;

/** A toast for an action's answer, or for its refusal. */
const toasts = (success: (member: Member) => string) => ({
  onSuccess: (member: Member) => notify(success(member)),
  onError: (error: Error) => notify(problemOf(error), false),
});

/** A member's name, marked when it is the administrator's own account. */
function MemberName({ member }: { member: Member }) {
  const me = useStaffUser();
  return (
    <>
      {`${member.firstName} ${member.lastName}`.trim()}
      {member._id === me._id ? ' (you)' : ''}
    </>
  );
}

/** A member's role, changed by choosing another and saving it. */
function RoleChange({ member }: { member: Member }) {
  const [role, setRole] = useState<StaffRole>(member.role);
  const changeRole = useStaffAction('changeStaffRole');
  return (
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
        onPress={() =>
          changeRole.mutate(
            { params: { id: member._id }, body: { role } },
            toasts((m) => `${m.email} is now ${ROLE_LABELS[m.role]}`),
          )
        }
      >
        Save role
      </Button>
    </Row>
  );
}

/** Disable a member (after asking) or re-enable one. */
function DisableOrEnable({ member }: { member: Member }) {
  const toggle = useStaffAction(member.disabled ? 'enableStaff' : 'disableStaff');
  const run = () =>
    toggle.mutate(
      { params: { id: member._id } },
      toasts((m) => `${m.email} ${m.disabled ? 'disabled' : 're-enabled'}`),
    );
  const name = `${member.firstName} ${member.lastName}`.trim();
  return member.disabled ? (
    <Button
      size="sm"
      variant="secondary"
      isDisabled={toggle.isPending}
      onPress={run}
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
      onConfirm={run}
    >
      Disable
    </ConfirmButton>
  );
}

const staff = defineList({
  call: 'listStaff',
  noun: 'staff accounts',
  label: 'Staff accounts',
  pagesLabel: 'Staff pages',
  columns: [
    { name: 'Name', cell: (member) => <MemberName member={member} /> },
    { name: 'E-mail', cell: (member) => member.email },
    { name: 'Role', cell: (member) => <RoleChange member={member} /> },
    {
      name: 'Status',
      cell: (member) =>
        member.disabled ? <Badge variant="danger">Disabled</Badge> : <Badge variant="success">Active</Badge>,
    },
    { name: 'Actions', cell: (member) => <DisableOrEnable member={member} /> },
  ],
  empty: () => 'No staff accounts yet.',
});

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

const NO_NAMES = { email: '', firstName: '', lastName: '' };
const NAME_FIELDS = [
  ['email', 'E-mail'],
  ['firstName', 'First name'],
  ['lastName', 'Last name'],
] as const;

function CreateStaffForm() {
  const [values, setValues] = useState(NO_NAMES);
  const [role, setRole] = useState<StaffRole>('cashier');
  const [errors, setErrors] = useState<FieldErrors>({});
  const form = useRef<HTMLFormElement>(null);
  const summary = useErrorSummary(form);
  const create = useStaffAction('createStaff');
  const created = toasts((m) => `Account created: a link to set a password was e-mailed to ${m.email}`);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { email, firstName, lastName } = values;
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
        onSuccess: (member) => {
          created.onSuccess(member);
          setValues(NO_NAMES);
        },
        // A refusal is a toast; a 400 that names a field also shows beside it.
        onError: (error) => {
          created.onError(error);
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
        {NAME_FIELDS.map(([key, label]) => (
          <TextField
            key={key}
            label={label}
            type={key === 'email' ? 'email' : 'text'}
            isRequired
            value={values[key]}
            onChange={(value) => setValues((previous) => ({ ...previous, [key]: value }))}
            errorMessage={errors[key]}
          />
        ))}
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
