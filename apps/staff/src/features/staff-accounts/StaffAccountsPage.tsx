import type { api } from '@review-center/api-client';
import { Badge, Select, SelectItem, TextField } from '@review-center/design-system';
import { emailField, STAFF_ROLES, type StaffRole } from '@review-center/domain';
import { useMemo, useState } from 'react';
import { ActionButton } from '../../app/ActionButton.tsx';
import { EditForm, Row } from '../../app/EditForm.ts';
import { defineList, ResourceList } from '../../app/resource/ResourceList.tsx';
import { useRecordForm } from '../../app/resource/useRecordForm.tsx';
import { useStaffAction } from '../../app/staff-queries.ts';
import { useStaffUser } from '../../app/staff-user.ts';

const ROLE_LABELS: Record<StaffRole, string> = {
  admin: 'Administrator',
  cashier: 'Cashier',
  registrar: 'Registrar',
  'content-editor': 'Content editor',
  support: 'Support',
};
const roleOptions = STAFF_ROLES.map((role) => (
  <SelectItem key={role} id={role}>
    {ROLE_LABELS[role]}
  </SelectItem>
));

type Member = api.StaffMember;
const nameOf = (member: Member) => `${member.firstName} ${member.lastName}`.trim();

/**
 * The administrator's staff accounts (decision 0029): create one (the member sets their password
 * from an e-mailed link; no password is typed here), change a role, disable or re-enable. The
 * console's guard refuses every other role before this renders (decision 0060).
 */
export function StaffAccountsPage() {
  const me = useStaffUser();
  const staff = useMemo(() => staffList(me._id), [me._id]);
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

/** A member's role, changed by choosing another and saving it. */
function RoleChange({ member }: { member: Member }) {
  const [role, setRole] = useState<StaffRole>(member.role);
  return (
    <Row>
      <Select
        label={`Role of ${member.email}`}
        selectedKey={role}
        onSelectionChange={(key) => setRole(key as StaffRole)}
      >
        {roleOptions}
      </Select>
      <ActionButton
        size="sm"
        call="changeStaffRole"
        input={{ params: { id: member._id }, body: { role } }}
        done={(m) => `${m.email} is now ${ROLE_LABELS[m.role]}`}
        isDisabled={role === member.role}
      >
        Save role
      </ActionButton>
    </Row>
  );
}

/** Disable a member (after asking) or re-enable one. */
function DisableOrEnable({ member }: { member: Member }) {
  const verb = member.disabled ? 'Re-enable' : 'Disable';
  return (
    <ActionButton
      size="sm"
      call={member.disabled ? 'enableStaff' : 'disableStaff'}
      input={{ params: { id: member._id } }}
      done={(m) => `${m.email} ${m.disabled ? 'disabled' : 're-enabled'}`}
      aria-label={`${verb} ${member.email}`}
      confirm={
        member.disabled
          ? undefined
          : {
              title: `Disable ${member.email}?`,
              confirmLabel: 'Disable',
              consequence: `${nameOf(member) || member.email} is signed out and can no longer sign in to the console until re-enabled.`,
            }
      }
    >
      {verb}
    </ActionButton>
  );
}

/** The accounts, the administrator's own marked "(you)". */
const staffList = (me: string) =>
  defineList({
    call: 'listStaff',
    noun: 'staff accounts',
    label: 'Staff accounts',
    pagesLabel: 'Staff pages',
    columns: [
      { name: 'Name', cell: (member) => `${nameOf(member)}${member._id === me ? ' (you)' : ''}` },
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

/** The new account's fields; the API's own 400 says the same of each. */
function CreateStaffForm() {
  const create = useStaffAction('createStaff');
  const form = useRecordForm({
    initial: { email: '', firstName: '', lastName: '', role: 'cashier' as StaffRole },
    parse: ({ email, firstName, lastName, role }) => ({
      success: true,
      data: { email: email.trim(), firstName: firstName.trim(), lastName: lastName.trim(), role },
    }),
    check: ({ email, firstName, lastName }) => ({
      email: !email.trim()
        ? 'E-mail is required'
        : emailField.safeParse(email).success
          ? undefined
          : 'E-mail must be an e-mail address, like name@example.com',
      firstName: firstName.trim() ? undefined : 'First name is required',
      lastName: lastName.trim() ? undefined : 'Last name is required',
    }),
    save: (body) => create.mutateAsync({ body }),
    saved: (member) => `Account created: a link to set a password was e-mailed to ${member.email}`,
    failure: 'The account was not created',
    startAgain: true,
  });
  return (
    <section>
      <h2 id="new-staff">New staff account</h2>
      <p>The new member receives an e-mail with a link to set their own password.</p>
      <EditForm {...form.props}>
        {form.header}
        <div className="row">
          <TextField label="E-mail" type="email" isRequired {...form.text('email')} />
          <TextField label="First name" isRequired {...form.text('firstName')} />
          <TextField label="Last name" isRequired {...form.text('lastName')} />
          <Select label="Role" {...form.choice('role')}>
            {roleOptions}
          </Select>
          {form.saveButton('Create account')}
        </div>
      </EditForm>
    </section>
  );
}
