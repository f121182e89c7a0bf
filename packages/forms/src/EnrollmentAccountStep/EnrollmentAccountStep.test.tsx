import { DesignSystemProvider } from '@review-center/design-system';
import { LOCATIONS, SCHEDULES } from '@review-center/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { choose, fillProfile, filledProfile } from '../testing/profile.ts';
import { errorOf, renderForm } from '../testing/render.tsx';
import { NewUserAccountStep, PackageAccountStep, SignedInAccountStep } from './EnrollmentAccountStep.tsx';

const today = '2024-05-10';
/** An offering with no lists of its own: product §9's branches and schedules (decision 0054). */
const offered = { branches: LOCATIONS, schedules: SCHEDULES };
const optionsOf = async (user: ReturnType<typeof renderForm>['user'], label: RegExp) => {
  await user.click(screen.getByRole('button', { name: label }));
  const options = within(await screen.findByRole('listbox')).getAllByRole('option');
  return options.map((option) => option.textContent);
};
const next = (user: ReturnType<typeof renderForm>['user']) => user.click(screen.getByRole('button', { name: 'Next' }));

describe('NewUserAccountStep', () => {
  it('should create the account with the profile, branch and schedule', async () => {
    const onSubmit = vi.fn();
    const { user } = renderForm(<NewUserAccountStep {...offered} onSubmit={onSubmit} today={today} multipleSchedule />);
    await user.type(screen.getByLabelText('Email'), 'juan@example.ph');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await fillProfile(user);
    await choose(user, 'Branch/Location', 'Borongan');
    await choose(user, 'Schedule', 'Every Sunday');
    await next(user);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      email: 'juan@example.ph',
      ...filledProfile,
      branch: 'Borongan',
      schedule: 'Every Sunday',
    });
  });

  it.each([
    [false, null],
    [true, 'Schedule is required'],
  ])('should ask a schedule only of an offering with multipleSchedule %s', async (multipleSchedule, message) => {
    const { user } = renderForm(
      <NewUserAccountStep {...offered} onSubmit={vi.fn()} today={today} multipleSchedule={multipleSchedule} />,
    );
    await next(user);
    expect(errorOf(/Branch\/Location/)).toBe("Branch/Location can't be blank");
    if (message) expect(errorOf(/Schedule/)).toBe(message);
    else expect(screen.queryByRole('button', { name: /Schedule/ })).toBeNull();
  });
});

describe('the offering’s branches and schedules (decision 0054)', () => {
  it('should offer only the offering’s branches and schedules, one the administrator added included', async () => {
    const onSubmit = vi.fn();
    const { user } = renderForm(
      <NewUserAccountStep
        onSubmit={onSubmit}
        today={today}
        multipleSchedule
        branches={['Cebu', 'Davao']}
        schedules={['Every Wednesday']}
      />,
    );
    expect(await optionsOf(user, /Branch\/Location$/)).toEqual(['Cebu', 'Davao']);
    await user.click(screen.getByRole('option', { name: 'Davao' }));
    expect(await optionsOf(user, /Schedule$/)).toEqual(['Every Wednesday']);
    await user.click(screen.getByRole('option', { name: 'Every Wednesday' }));
    expect(screen.getByRole('button', { name: /Branch\/Location$/ })).toHaveTextContent('Davao');
  });

  it('should refuse a branch the newly chosen offering lacks, naming it, and keep everything else typed', async () => {
    const onSubmit = vi.fn();
    const step = (branches: readonly string[]) => (
      <PackageAccountStep onSubmit={onSubmit} today={today} branches={branches} schedules={SCHEDULES} />
    );
    const { user, rerender } = renderForm(step(['Cebu', 'Iloilo']));
    await user.type(screen.getByLabelText('Email'), 'juan@example.ph');
    await user.type(screen.getByLabelText('First name'), 'Juan');
    await choose(user, 'Branch/Location', 'Cebu');
    // Another offering on /enroll: given in Manila and Davao only.
    rerender(<DesignSystemProvider>{step(['Manila', 'Davao'])}</DesignSystemProvider>);
    expect(screen.getByRole('button', { name: /Branch\/Location$/ })).not.toHaveTextContent('Cebu');
    await next(user);
    await waitFor(() =>
      expect(errorOf(/Branch\/Location/)).toBe('This offering is not given in Cebu: choose another Branch/Location'),
    );
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Email')).toHaveValue('juan@example.ph');
    expect(screen.getByLabelText('First name')).toHaveValue('Juan');
    expect(await optionsOf(user, /Branch\/Location$/)).toEqual(['Manila', 'Davao']);
    await user.click(screen.getByRole('option', { name: 'Davao' }));
    await waitFor(() => expect(errorOf(/Branch\/Location/)).toBeNull());
    // A branch both offerings give stays chosen.
    rerender(<DesignSystemProvider>{step(['Davao', 'Iloilo'])}</DesignSystemProvider>);
    expect(screen.getByRole('button', { name: /Branch\/Location$/ })).toHaveTextContent('Davao');
    expect(errorOf(/Branch\/Location/)).toBeNull();
  });

  it('should refuse a restored schedule the offering no longer has, naming it', async () => {
    const onSubmit = vi.fn();
    const { user } = renderForm(
      <SignedInAccountStep
        onSubmit={onSubmit}
        email="juan@example.ph"
        profile={{}}
        today={today}
        multipleSchedule
        branches={['Cebu']}
        schedules={['Every Wednesday']}
        defaultValues={{ branch: 'Cebu', schedule: 'Every Sunday' }}
      />,
    );
    expect(screen.getByRole('button', { name: /Branch\/Location$/ })).toHaveTextContent('Cebu');
    expect(screen.getByRole('button', { name: /Schedule$/ })).not.toHaveTextContent('Every Sunday');
    await next(user);
    await waitFor(() =>
      expect(errorOf(/Schedule/)).toBe('This offering has no Every Sunday schedule: choose another Schedule'),
    );
    expect(errorOf(/Branch\/Location/)).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
    await choose(user, 'Schedule', 'Every Wednesday');
    await waitFor(() => expect(errorOf(/Schedule/)).toBeNull());
  });
});

describe('PackageAccountStep', () => {
  it.each([
    ['1234567', '1234567', 'Password must be at least 8 characters', null],
    ['12345678901234567890', '12345678901234567890', null, null],
    ['12345678', '', null, 'Please confirm your password'],
    ['12345678', '12345679', null, 'Passwords do not match'],
  ])(
    'should judge password %j confirmed by %j (minimum 8, no maximum)',
    async (password, confirmation, passwordError, confirmError) => {
      const { user } = renderForm(<PackageAccountStep {...offered} onSubmit={vi.fn()} today={today} />);
      await user.type(screen.getByLabelText('Password'), password);
      if (confirmation) await user.type(screen.getByLabelText('Confirm password'), confirmation);
      await next(user);
      expect(errorOf('Password')).toBe(passwordError);
      expect(errorOf('Confirm password')).toBe(confirmError);
    },
  );

  it.each([
    ['BEED', false],
    ['BSED', true],
    ['UNITS/CPE', true],
  ])('should ask the specialization of a %s reviewee: %s', async (course, asked) => {
    const { user } = renderForm(<PackageAccountStep {...offered} onSubmit={vi.fn()} today={today} />);
    expect(screen.queryByRole('button', { name: /Specialization/ })).toBeNull();
    await choose(user, 'Course', course);
    await next(user);
    if (asked) expect(errorOf(/Specialization/)).toBe('Specialization is required');
    else expect(screen.queryByRole('button', { name: /Specialization/ })).toBeNull();
  });
});

describe('SignedInAccountStep', () => {
  const profile = {
    firstName: 'Juan',
    middleName: 'Santos',
    lastName: 'Dela Cruz',
    mobile: '09171234567',
    civilStatus: 'Single',
    birthdate: '1998-01-15T00:00:00.000Z',
    idAttachment: { url: '/uploads/1' },
    course: 'BSED',
    firstTimer: false,
  };

  const setup = (onSubmit = vi.fn()) =>
    renderForm(
      <SignedInAccountStep {...offered} onSubmit={onSubmit} email="juan@example.ph" profile={profile} today={today} />,
    );

  it('should show the e-mail and known values read-only', () => {
    setup();
    expect(screen.getByLabelText('Email')).toHaveValue('juan@example.ph');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('First name')).toHaveValue('Juan');
    expect(screen.getByLabelText('First name')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Birthdate')).toHaveValue('1998-01-15');
    expect(screen.getByLabelText('First timer')).toHaveValue('No');
    expect(screen.getByLabelText('ID attachment')).toHaveValue('On file');
    expect(screen.queryByLabelText('Password')).toBeNull();
  });

  it('should ask only the missing fields, with rules that read the known ones', async () => {
    const onSubmit = vi.fn();
    const { user } = setup(onSubmit);
    await next(user);
    // Missing: asked, each with its rule.
    expect(errorOf('Birth place')).toBe('Birth place is required');
    expect(errorOf('Province')).toBe('Province is required');
    // The known course (BSED) and first-timer answer (No) make these required.
    expect(errorOf(/Specialization/)).toBe('Specialization is required');
    expect(errorOf('Last take date')).toBe('Last take date is required');
    // Branch is always asked.
    expect(errorOf(/Branch\/Location/)).toBe("Branch/Location can't be blank");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('should send only what was missing, plus the branch', async () => {
    const onSubmit = vi.fn();
    const complete = {
      ...profile,
      birthPlace: 'Tacloban',
      idName: 'UMID',
      street: '12 Rizal St.',
      city: 'Borongan City',
      province: 'Eastern Samar',
      zipCode: '6800',
      specialization: 'Mathematics',
      lastTakeDate: '2023-09-24',
      college: 'ESSU',
      collegeAddress: 'Borongan',
    };
    const { user } = renderForm(
      <SignedInAccountStep {...offered} onSubmit={onSubmit} email="juan@example.ph" profile={complete} today={today} />,
    );
    await choose(user, 'Branch/Location', 'Cebu');
    await next(user);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual(expect.objectContaining({ branch: 'Cebu' }));
    expect(onSubmit.mock.calls[0]?.[0]).not.toHaveProperty('firstName');
  });
});
