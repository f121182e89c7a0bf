import { useCompleteExam, useExamTemplates, useQuestion, useUserExams } from '@review-center/api-client/react';
import type { MockScenario } from '@review-center/api-client/mocks';
import {
  Button,
  CountdownTimer,
  ExamPalette,
  ExamProgress,
  ExamQuestion,
  ResultPanel,
  Section,
  Spinner,
} from '@review-center/design-system';
import {
  examReducer,
  examScreen,
  formatHms,
  initialExamSession,
  progressPercent,
  remainingMs,
  timerPhase,
  windowLengthMs,
  type ExamTemplate,
  type UserExam,
} from '@review-center/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useReducer, useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { MockApi } from './MockApi.tsx';
import { SiteFrame } from './SiteFrame.tsx';

const USER = 'usr-maria';
const SLUG = 'gen-ed-mock-1';
/** The mock API's clock and the screen's: exam windows are placed around it (api-client mocks). */
const NOW = new Date('2024-02-10T01:00:00.000Z');

/** One question of the attempt, with the palette, timer and progress around it (product §2 screen 5). */
function InProgress({ template, attempt }: { template: ExamTemplate; attempt: UserExam }) {
  const questionIds = (attempt.exam as { questions?: string[] }).questions ?? [];
  const [answers, setAnswers] = useState(
    () => new Map(attempt.answers.map((answer) => [answer.question, answer.answer] as const)),
  );
  const [current, setCurrent] = useState(questionIds[0] ?? null);
  const question = useQuestion(USER, current ?? '');
  const left = remainingMs(template.availableUntil, NOW);
  const index = current ? questionIds.indexOf(current) : -1;
  return (
    <div style={{ display: 'grid', gap: 'var(--ds-space-4)' }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--ds-space-4)', alignItems: 'center' }}>
        <CountdownTimer
          remainingMs={left}
          time={formatHms(left)}
          phase={timerPhase(left, windowLengthMs(template))}
          label="Time left"
        />
        <ExamProgress
          answered={answers.size}
          total={questionIds.length}
          percent={progressPercent(answers.size, questionIds.length)}
        />
      </div>
      {question.isPending ? (
        <Spinner label="Loading the question" />
      ) : question.data ? (
        <ExamQuestion
          number={index + 1}
          count={questionIds.length}
          questionHtml={question.data.question.data}
          groupHtml={question.data.questionGroup?.content ?? undefined}
          options={question.data.options}
          value={answers.get(question.data._id) ?? null}
          onChange={(label) => setAnswers((before) => new Map(before).set(question.data._id, label))}
        />
      ) : null}
      <ExamPalette
        items={questionIds.map((id) => ({ id, isAnswered: answers.has(id) }))}
        currentId={current}
        onSelect={setCurrent}
      />
    </div>
  );
}

/**
 * Screens 6 and 7 (product §2 Exam): the attempt ends, by the timer reaching availableUntil or by
 * the reviewee's submit. The domain's `examReducer` moves the session; the answers are sent with
 * the complete call, as the site does.
 */
function AttemptEnd({
  template,
  attempt,
  by,
}: {
  template: ExamTemplate;
  attempt: UserExam;
  by: 'time-up' | 'submit';
}) {
  const complete = useCompleteExam();
  const [session, dispatch] = useReducer(examReducer, initialExamSession({ screen: 'intro-continue' }), (initial) =>
    examReducer(initial, { type: 'start' }),
  );
  const { mutate } = complete;
  useEffect(() => {
    if (by === 'time-up') {
      dispatch({ type: 'tick', now: template.availableUntil, availableUntil: template.availableUntil });
    }
    mutate({
      params: { id: USER, examId: attempt._id },
      body: {
        answers: attempt.answers.map(({ question, answer }) => ({
          question,
          answer,
          answeredAt: NOW.toISOString(),
        })),
      },
    });
  }, [by, mutate, template, attempt]);
  // Already completed (a second call in Strict Mode): the answers are in, as the site treats 403.
  const done = complete.isSuccess || complete.error?.status === 403;
  useEffect(() => {
    if (done) dispatch({ type: 'submit-confirmed' });
  }, [done]);
  switch (session.screen.screen) {
    case 'time-up':
      return (
        <ResultPanel
          status={done ? 'success' : 'pending'}
          pendingLabel="Submitting your answers"
          heading="Time is up"
          headingLevel={1}
        >
          {done ? <p>Your answers were submitted automatically. Your result will be sent to your e-mail.</p> : null}
        </ResultPanel>
      );
    case 'submitted':
      return (
        <ResultPanel heading="Exam submitted" headingLevel={1}>
          <p>Your answers to {template.name} have been submitted. Your result will be sent to your e-mail.</p>
        </ResultPanel>
      );
    default:
      return <Spinner label="Submitting your answers" />;
  }
}

/** The exam page (product §2 Exam): the screen the domain's `examScreen` picks, from the API. */
function ExamScreen({ started = false, endedBy }: { started?: boolean; endedBy?: 'time-up' | 'submit' }) {
  const templates = useExamTemplates(USER, SLUG);
  const template = templates.data?.docs[0];
  const attempts = useUserExams(USER, template?._id ?? '');
  // Once the attempt ends, the session is the reducer's: completing it refetches the attempts
  // (now completed, code 0004), which must not replace the screen, as in the site's session.
  const [ending, setEnding] = useState<{ template: ExamTemplate; attempt: UserExam } | null>(null);
  if (ending && endedBy) return <AttemptEnd template={ending.template} attempt={ending.attempt} by={endedBy} />;
  if (templates.isPending || (template && attempts.isPending)) return <Spinner label="Loading the exam" />;
  const attempt = attempts.data?.docs[0];
  const screen = examScreen({
    user: true,
    template,
    userExam: attempt,
    now: NOW,
    loadFailed: templates.isError || attempts.isError,
  });
  const title = template?.name ?? 'Mock exam';
  if (started && template && attempt && screen.screen === 'intro-continue') {
    return (
      <Section title={title} headingLevel={1}>
        <InProgress template={template} attempt={attempt} />
      </Section>
    );
  }
  if (endedBy && template && attempt && screen.screen === 'intro-continue') {
    setEnding({ template, attempt });
    return <Spinner label="Loading the exam" />;
  }
  switch (screen.screen) {
    case 'intro-start':
    case 'intro-continue':
      return (
        <Section
          title={title}
          headingLevel={1}
          description={`${template?.duration} minutes. Answers are saved as you go.`}
        >
          <Button>{screen.screen === 'intro-start' ? 'START' : 'CONTINUE'}</Button>
        </Section>
      );
    case 'not-yet-available':
      return (
        <ResultPanel status="pending" heading="This exam is not yet available" headingLevel={1}>
          <p>It opens in {formatHms(screen.remainingMs)}.</p>
          {screen.codeLine ? <p>{screen.codeLine}</p> : null}
        </ResultPanel>
      );
    case 'error':
      return (
        <ResultPanel status="error" heading={title} headingLevel={1}>
          {screen.codeLine ? <p>{screen.codeLine}</p> : <p>The exam could not be loaded.</p>}
        </ResultPanel>
      );
    default:
      return null;
  }
}

const meta = {
  title: 'Screens/Exam',
  component: ExamScreen,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "Each screen of the mock exam, composed from the packages over the api-client MSW mocks' exam scenarios; the screen is the domain's `examScreen` for the scenario's data.",
      },
    },
  },
  render: (args, { parameters }) => (
    <MockApi options={{ scenario: parameters.scenario as MockScenario, now: () => NOW }}>
      <SiteFrame currentPath="/exams">
        <ExamScreen {...args} />
      </SiteFrame>
    </MockApi>
  ),
} satisfies Meta<typeof ExamScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Start: Story = {
  parameters: { scenario: 'exam-start' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'START' })).toBeVisible();
  },
};

export const Continue: Story = {
  parameters: { scenario: 'exam-continue' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'CONTINUE' })).toBeVisible();
  },
};

/** Answering: the option is chosen with the keyboard, the progress and the palette follow. */
export const InProgressQuestion: Story = {
  args: { started: true },
  parameters: { scenario: 'exam-continue' },
  play: async ({ canvas }) => {
    const group = await canvas.findByRole('radiogroup');
    await expect(canvas.getByText('03:00:00')).toBeVisible();
    await userEvent.click(canvas.getByRole('gridcell', { name: /^2/ }));
    await waitFor(() => expect(canvas.getByRole('radiogroup')).not.toBe(group));
    const options = await canvas.findAllByRole('radio');
    await userEvent.click(options[0]!);
    await expect(options[0]!).toBeChecked();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
  },
};

/** Screen 6: the timer reached availableUntil; the answers are submitted automatically. */
export const TimeUp: Story = {
  args: { endedBy: 'time-up' },
  parameters: { scenario: 'exam-continue' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Time is up' })).toBeVisible();
    await expect(
      await canvas.findByText('Your answers were submitted automatically. Your result will be sent to your e-mail.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
  },
};

/** Screen 7: the reviewee submitted; the result follows by e-mail. */
export const Submitted: Story = {
  args: { endedBy: 'submit' },
  parameters: { scenario: 'exam-continue' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Exam submitted' })).toBeVisible();
    await expect(
      canvas.getByText(
        'Your answers to General Education Mock Exam 1 have been submitted. Your result will be sent to your e-mail.',
      ),
    ).toBeVisible();
  },
};

export const AlreadyCompleted: Story = {
  parameters: { scenario: 'exam-completed' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /START|CONTINUE/ })).toBeNull();
  },
};

export const NotYetAvailable: Story = {
  parameters: { scenario: 'exam-not-yet-available' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('It opens in 02:00:00.')).toBeVisible();
  },
};

export const Ended: Story = {
  parameters: { scenario: 'exam-ended' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'General Education Mock Exam 1' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /START|CONTINUE/ })).toBeNull();
  },
};

export const NotFound: Story = {
  parameters: { scenario: 'exam-not-found' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Mock exam' })).toBeVisible();
  },
};
