import type { api } from '@review-center/api-client';
import { useUpdatePracticePreferences } from '@review-center/api-client/react';
import { Button, Checkbox, ProgressBar, Radio, RadioGroup } from '@review-center/design-system';
import { ERROR_MESSAGES, PRACTICE_GOALS } from '@review-center/domain';
import { failureKindOf, failureOf, FormFailureAlert, type FormFailure } from '@review-center/forms';
import { useState, type FormEvent } from 'react';
import { answeredOfGoal, streakText } from '../../app/practice-progress.ts';
import { Stack } from './PracticePage.styles.ts';

type GoalAndStreakProps = Pick<api.PracticeOverview, 'goal' | 'streak'>;

/**
 * Today's answers against the daily goal, as a bar, and the streak (decision 0081): each only while the
 * reviewee has it on, so turning one off takes it off the page.
 */
export function GoalAndStreak({ goal, streak }: GoalAndStreakProps) {
  return (
    <>
      {goal ? (
        <ProgressBar
          label="Today"
          // Past the goal the bar stays full; the text says how far past.
          value={Math.min(goal.answeredToday, goal.target)}
          maxValue={goal.target}
          valueLabel={answeredOfGoal(goal)}
        />
      ) : null}
      {streak ? <p>{streakText(streak)}</p> : null}
    </>
  );
}

/** The goal's options: the radio's value is text, "off" for no goal. */
const OFF = 'off';

/**
 * The daily goal and whether the streak shows, saved together. A radio group rather than a select:
 * four short options read at a glance, as the session size above them does, and a select would add
 * its list box and popover, some 38 KB gzipped, to a first load already near the route's budget.
 * Whatever fails, the choices stay as the reviewee left them, and the alert says what to do.
 */
export function PracticePreferencesForm({ userId, goal, streak }: { userId: string } & GoalAndStreakProps) {
  const [goalChoice, setGoalChoice] = useState(goal === null ? OFF : String(goal.target));
  const [showStreak, setShowStreak] = useState(streak !== null);
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const update = useUpdatePracticePreferences();

  const changed = () => setSaved(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    setFailure(null);
    const dailyGoal = PRACTICE_GOALS.find((option) => String(option) === goalChoice) ?? null;
    try {
      await update.mutateAsync({ params: { id: userId }, body: { dailyGoal, streak: showStreak } });
      setSaved(true);
    } catch (error) {
      const refused = failureKindOf(error) === 'refused';
      setFailure(failureOf(error, refused ? ERROR_MESSAGES.generic : ERROR_MESSAGES.noNetwork));
    }
  };

  return (
    <form aria-labelledby="practice-preferences" onSubmit={(event) => void submit(event)} noValidate>
      <Stack>
        <h2 id="practice-preferences">Daily goal and streak</h2>
        <FormFailureAlert failure={failure} data-testid="practice-preferences-failure" />
        <RadioGroup
          label="Daily goal"
          orientation="horizontal"
          value={goalChoice}
          onChange={(value) => {
            setGoalChoice(value);
            changed();
          }}
        >
          <Radio value={OFF}>Off</Radio>
          {PRACTICE_GOALS.map((option) => (
            <Radio key={option} value={String(option)}>
              {`${option} a day`}
            </Radio>
          ))}
        </RadioGroup>
        <Checkbox
          isSelected={showStreak}
          onChange={(isSelected) => {
            setShowStreak(isSelected);
            changed();
          }}
        >
          Show my streak
        </Checkbox>
        <div className="practice-actions">
          <Button type="submit" isPending={update.isPending}>
            Save
          </Button>
        </div>
        <p role="status">{saved ? 'Your daily goal and streak are saved.' : ''}</p>
      </Stack>
    </form>
  );
}
