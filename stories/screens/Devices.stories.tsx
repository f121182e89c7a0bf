import { serverMessage, toFailure } from '@review-center/api-client';
import { deviceFixture, userFixture, MOCK_PASSWORD } from '@review-center/api-client/mocks';
import { useMyDevice, useRequestDeviceMove, useSignIn } from '@review-center/api-client/react';
import { Button, DescriptionList, ResultPanel, Section, Spinner } from '@review-center/design-system';
import { DEVICE_MESSAGES, ERROR_MESSAGES, messageFor, type LoginValues } from '@review-center/domain';
import { LoginForm } from '@review-center/forms';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { MockApi } from './MockApi.tsx';
import { SiteFrame } from './SiteFrame.tsx';

const dateOf = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'Asia/Manila' }).format(new Date(iso));

/** The move offer under a refused sign-in (decision 0068): before and after it is pressed. */
function MoveOffer({ credentials }: { credentials: LoginValues }) {
  const move = useRequestDeviceMove();
  return (
    <section aria-labelledby="device-move-heading" style={{ display: 'grid', gap: 'var(--ds-space-3)' }}>
      <h2 id="device-move-heading">Using a new device?</h2>
      {move.isSuccess ? (
        <p role="status">{DEVICE_MESSAGES.moveSent}</p>
      ) : (
        <>
          <p>
            One account is limited to one registered device. We can e-mail you a link that moves your account to this
            device and signs the other one out; you can move once every 30 days.
          </p>
          <div>
            <Button onPress={() => move.mutate({ body: credentials })} isPending={move.isPending}>
              {DEVICE_MESSAGES.moveAction}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}

/** /login on a browser that is not the account's registered device. */
function LoginScreen() {
  const signIn = useSignIn();
  const [refused, setRefused] = useState<LoginValues | null>(null);
  const submit = async (values: LoginValues) => {
    try {
      await signIn.mutateAsync({ body: values });
    } catch (error) {
      const failure = toFailure(error);
      if (failure.kind === 'http' && failure.status === 409) setRefused(values);
      throw new Error(messageFor('login', failure), { cause: error });
    }
  };
  return (
    <SiteFrame currentPath="/login" isSignedIn={false}>
      <Section title="Login" headingLevel={1}>
        <LoginForm onSubmit={submit} />
        {refused ? <MoveOffer credentials={refused} /> : null}
      </Section>
    </SiteFrame>
  );
}

/** The e-mailed link's page: moved, or why not. */
function MoveLinkScreen({ outcome }: { outcome: 'moved' | 'invalid' }) {
  return (
    <SiteFrame currentPath="/account/device" isSignedIn={outcome === 'moved'}>
      {outcome === 'moved' ? (
        <ResultPanel heading={DEVICE_MESSAGES.moved} actions={<Button>My Account</Button>}>
          <p>This device is now your account’s registered device. The other device was signed out.</p>
        </ResultPanel>
      ) : (
        <ResultPanel status="error" heading={DEVICE_MESSAGES.moveLinkInvalid} actions={<Button>Log in</Button>} />
      )}
    </SiteFrame>
  );
}

/** The account area's registered device. */
function RegisteredDeviceScreen() {
  const mine = useMyDevice();
  return (
    <SiteFrame currentPath="/account">
      <Section title="Registered device" headingLevel={1}>
        {mine.isError ? (
          <p>{serverMessage(mine.error) ?? ERROR_MESSAGES.generic}</p>
        ) : !mine.data?.device ? (
          <Spinner label="Loading your device" />
        ) : (
          <DescriptionList
            columns={2}
            items={[
              { label: 'Browser', value: mine.data.device.browser },
              { label: 'First seen', value: dateOf(mine.data.device.firstSeenAt) },
              { label: 'Last seen', value: dateOf(mine.data.device.lastSeenAt) },
            ]}
          />
        )}
      </Section>
    </SiteFrame>
  );
}

type Screen = 'login' | 'moved' | 'invalid' | 'device';
function DevicesScreen({ screen }: { screen: Screen }) {
  if (screen === 'login') return <LoginScreen />;
  if (screen === 'device') return <RegisteredDeviceScreen />;
  return <MoveLinkScreen outcome={screen} />;
}

const meta = {
  title: 'Screens/Devices',
  component: DevicesScreen,
  parameters: {
    layout: 'fullscreen',
    mockApi: { failures: { signIn: 409 } },
    a11y: { context: { exclude: ['[data-live-announcer]'] } },
    docs: {
      description: {
        component:
          'One registered device per account (decision 0068): the refused sign-in and its move offer, the e-mailed link’s page, and the account area’s registered device, over the api-client MSW mocks.',
      },
    },
  },
  render: (args, { parameters }) => (
    <MockApi options={parameters.mockApi}>
      <DevicesScreen {...args} />
    </MockApi>
  ),
} satisfies Meta<typeof DevicesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const signInHere = async (canvas: Parameters<NonNullable<Story['play']>>[0]['canvas']) => {
  await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), userFixture.email);
  await userEvent.type(canvas.getByLabelText('Password'), MOCK_PASSWORD);
  await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
  await expect(await canvas.findByText(ERROR_MESSAGES.deviceNotRegistered)).toBeVisible();
};

/** The right password on another browser: the message, and the way to move the account here. */
export const SignInRefused: Story = {
  args: { screen: 'login' },
  play: async ({ canvas }) => {
    await signInHere(canvas);
    await expect(canvas.getByRole('button', { name: DEVICE_MESSAGES.moveAction })).toBeVisible();
  },
};

/** The move asked for: where to look for the link. */
export const MoveLinkSent: Story = {
  args: { screen: 'login' },
  play: async ({ canvas }) => {
    await signInHere(canvas);
    await userEvent.click(canvas.getByRole('button', { name: DEVICE_MESSAGES.moveAction }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(DEVICE_MESSAGES.moveSent);
  },
};

/** The e-mailed link opened on the new device. */
export const Moved: Story = { args: { screen: 'moved' } };

/** A used or expired link. */
export const MoveLinkInvalid: Story = { args: { screen: 'invalid' } };

/** The account area's registered device: browser, first and last seen. */
export const RegisteredDevice: Story = {
  args: { screen: 'device' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(deviceFixture.browser)).toBeVisible();
  },
};
