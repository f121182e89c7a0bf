import { Button, ResultPanel } from '@review-center/design-system';
import { EXAM_REMINDER_MESSAGES } from '@review-center/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SiteFrame } from './SiteFrame.tsx';

type Outcome = 'stopping' | 'stopped' | 'invalid';

/** The page the exam reminder's link opens, signed out (decision 0091): working, done, or why not. */
function UnsubscribeScreen({ outcome }: { outcome: Outcome }) {
  const home = <Button>{EXAM_REMINDER_MESSAGES.home}</Button>;
  return (
    <SiteFrame currentPath="/exam-reminders/unsubscribe" isSignedIn={false}>
      {outcome === 'stopping' ? (
        <ResultPanel
          status="pending"
          heading={EXAM_REMINDER_MESSAGES.stopping}
          pendingLabel={EXAM_REMINDER_MESSAGES.stopping}
        />
      ) : outcome === 'stopped' ? (
        <ResultPanel heading={EXAM_REMINDER_MESSAGES.stopped} actions={home}>
          <p>{EXAM_REMINDER_MESSAGES.stoppedDetail}</p>
        </ResultPanel>
      ) : (
        <ResultPanel status="error" heading={EXAM_REMINDER_MESSAGES.linkInvalid} actions={home} />
      )}
    </SiteFrame>
  );
}

const meta = {
  title: 'Screens/Exam reminders',
  component: UnsubscribeScreen,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The link at the foot of an exam reminder (decision 0091), opened without signing in: it stops that account’s exam reminders, and says that every other e-mail still comes.',
      },
    },
  },
} satisfies Meta<typeof UnsubscribeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The link opened: the call under way. */
export const Stopping: Story = { args: { outcome: 'stopping' } };

/** Exam reminders stopped; the account's other e-mail goes on. */
export const Stopped: Story = { args: { outcome: 'stopped' } };

/** A cut or mistyped address names no one. */
export const LinkInvalid: Story = { args: { outcome: 'invalid' } };
