import type { BankQuestion } from '@review-center/api-client/contract';
import { Badge, Button, Checkbox, Link, TextField } from '@review-center/design-system';
import {
  bankMessages,
  LET_PART_TITLES,
  letPartOfCategory,
  QUESTION_DIFFICULTIES,
  questionDraftSchema,
  type QuestionDraft,
} from '@review-center/domain';
import { useNavigate } from 'react-router-dom';
import { ChoiceSelect } from '../../app/ChoiceSelect.tsx';
import { ActionButton } from '../../app/ActionButton.tsx';
import { EditForm as Form } from '../../app/EditForm.ts';
import { GroupError } from '../../app/resource/GroupError.tsx';
import { ResourceShow } from '../../app/resource/ResourceShow.tsx';
import { useRecordForm } from '../../app/resource/useRecordForm.tsx';
import { RichTextEditor as RichText } from '../../app/RichTextEditor.tsx';
import { useStaffAction } from '../../app/staff-queries.ts';
import { stateOf, subjectName, useCategoryChoices, useSubjects } from './question-labels.ts';

const LETTERS = 'ABCDEF';
/** The subject select's "none" (a select's key cannot be empty). */
const NO_SUBJECT = 'none';

/** The form's draft of a question, or of a new one with four empty options. */
const draftOf = (q?: BankQuestion): QuestionDraft & { subject: string } => ({
  category: q?.category ?? '',
  difficulty: q?.difficulty ?? 'Average',
  passage: q?.passage ?? '',
  stem: q?.stem ?? '',
  options: q?.options ?? ['A', 'B', 'C', 'D'].map((label) => ({ label, data: '' })),
  correct: q?.correct ?? 'A',
  rationale: q?.rationale ?? '',
  subject: q?.subject ?? NO_SUBJECT,
  competency: q?.competency ?? '',
  practiceEligible: q?.practiceEligible ?? false,
});

/** /questions/new: write a bank question (decision 0049). */
export function NewQuestionPage() {
  return <QuestionForm />;
}

/** /questions/{id}: edit one bank question; an answered one is saved as a new version (decision 0049). */
export function QuestionEditPage() {
  return (
    <ResourceShow
      call="getBankQuestion"
      title="Question"
      noun="question"
      back={['/questions', 'Back to the question bank']}
    >
      {(question) => <QuestionForm key={question._id} question={question} />}
    </ResourceShow>
  );
}

function QuestionForm({ question }: { question?: BankQuestion }) {
  const navigate = useNavigate();
  const categories = useCategoryChoices();
  const subjects = useSubjects();
  const create = useStaffAction('createBankQuestion');
  const update = useStaffAction('updateBankQuestion');
  const id = question?._id;
  const state = question ? stateOf(question) : 'Current';
  const editable = state === 'Current';
  const form = useRecordForm({
    initial: () => draftOf(question),
    // The server's own schema; an empty passage, rationale or competency is none.
    parse: (draft) =>
      questionDraftSchema.safeParse({
        ...draft,
        passage: draft.passage?.trim() || undefined,
        rationale: draft.rationale?.trim() || undefined,
        subject: draft.subject === NO_SUBJECT ? undefined : draft.subject,
        competency: draft.competency?.trim() || undefined,
      }),
    // The server's rule for the subject (decision 0076): one of the category's LET part, if any.
    check: (draft) => {
      // Until the lists load, the server alone checks it.
      if (draft.subject === NO_SUBJECT || subjects.length === 0) return {};
      const part = letPartOfCategory(draft.category);
      const category = categories.find((c) => c.id === draft.category)?.name ?? draft.category;
      if (!part) return { subject: bankMessages.subjectWithoutPart(category) };
      const titles = subjects.filter((s) => s.part === part).map((s) => s.title);
      return subjects.some((s) => s._id === draft.subject && s.part === part)
        ? {}
        : { subject: bankMessages.subjectNotInPart(LET_PART_TITLES[part], titles) };
    },
    save: (body) => (id ? update.mutateAsync({ params: { id }, body }) : create.mutateAsync({ body })),
    saved: (saved) =>
      id && saved._id !== id ? 'Saved as a new version: attempts keep the one they were given' : 'Question saved',
    failure: 'The question was not saved',
    onSaved: (saved) => void navigate(`/questions/${saved._id}`),
  });
  const { values, errors, set } = form;
  const options = values.options;
  const part = letPartOfCategory(values.category);
  // The subjects of the category's part; the one chosen stays listed, so a refusal can name it.
  const subjectChoices = [
    { id: NO_SUBJECT, name: 'No subject' },
    ...subjects
      .filter((s) => (part !== null && s.part === part) || s._id === values.subject)
      .map((s) => ({ id: s._id, name: subjectName(s) })),
  ];

  return (
    <>
      <h1>{id ? 'Edit question' : 'New question'}</h1>
      <p>
        <Link href="/questions">Back to the question bank</Link>
      </p>
      {!editable ? (
        <p role="status">
          <Badge variant="neutral">{state}</Badge>{' '}
          {question?.replacedBy ? (
            <>
              An edit made a newer version: <Link href={`/questions/${question.replacedBy}`}>open it</Link>.
            </>
          ) : (
            'No new exam can use it; the exams that have it keep it.'
          )}
        </p>
      ) : question?.inAttempts ? (
        <p role="note">
          Attempts were given this question: saving an edit makes a new version, and they keep this one.
        </p>
      ) : null}
      <Form {...form.props} aria-label="Question">
        {form.header}
        <div className="row">
          <ChoiceSelect
            label="Category"
            items={categories}
            {...form.choice('category')}
            isRequired
            isDisabled={!editable}
          />
          <ChoiceSelect
            label="Difficulty"
            items={QUESTION_DIFFICULTIES.map((d) => ({ id: d, name: d }))}
            {...form.choice('difficulty')}
            isDisabled={!editable}
          />
        </div>
        <div className="row">
          <ChoiceSelect
            label="LET subject"
            description={
              part
                ? `The subjects of ${LET_PART_TITLES[part]} (kept on the LET subjects page).`
                : 'Choose a category that counts towards a LET part to choose its subject.'
            }
            items={subjectChoices}
            {...form.choice('subject')}
            isDisabled={!editable}
          />
          <TextField
            label="Competency code (optional)"
            description="Letters and digits in groups joined by a dot or a hyphen, e.g. GE-ENG-1.2."
            {...form.text('competency')}
            value={values.competency ?? ''}
            isDisabled={!editable}
          />
        </div>
        <RichText
          label="Shared passage (optional)"
          description="A text or table several questions share; shown above the question."
          {...form.text('passage')}
          value={values.passage ?? ''}
        />
        <RichText label="Question" {...form.text('stem')} isRequired />
        <fieldset>
          <legend>Options</legend>
          <GroupError errors={errors} path="options" />
          {options.map((option, index) => (
            <RichText
              key={option.label}
              label={`Option ${option.label}`}
              value={option.data}
              onChange={(data) => set('options', options.with(index, { ...option, data }))}
              errorMessage={errors[`options.${index}.data`]}
              isRequired
            />
          ))}
          <div className="row">
            <Button
              variant="secondary"
              isDisabled={!editable || options.length >= LETTERS.length}
              onPress={() => set('options', [...options, { label: LETTERS[options.length]!, data: '' }])}
            >
              Add an option
            </Button>
            <Button
              variant="secondary"
              isDisabled={!editable || options.length <= 2}
              onPress={() => {
                const fewer = options.slice(0, -1);
                set('options', fewer);
                if (!fewer.some((o) => o.label === values.correct)) set('correct', fewer[0]!.label);
              }}
            >
              Remove the last option
            </Button>
          </div>
          <ChoiceSelect
            label="Correct option"
            items={options.map((o) => ({ id: o.label, name: o.label }))}
            {...form.choice('correct')}
            isDisabled={!editable}
          />
        </fieldset>
        <RichText
          label="Rationale (optional)"
          description="Why the correct option is correct. Reviewees read it with the answers, once the exam has closed, if the exam shows its answers."
          {...form.text('rationale')}
          value={values.rationale ?? ''}
        />
        {/* Reviewees practise it and get its key and rationale after each answer (decision 0081). */}
        <Checkbox {...form.flag('practiceEligible')} isDisabled={!editable}>
          Practice item
        </Checkbox>
        <div className="row">
          <Button type="submit" isDisabled={!editable} isPending={form.saving}>
            Save question
          </Button>
          {id && editable ? (
            <ActionButton
              call="retireBankQuestion"
              input={{ params: { id } }}
              done={() => 'Question retired'}
              failed="The question was not retired"
              confirm={{
                title: 'Retire this question?',
                confirmLabel: 'Retire question',
                consequence: 'New exams no longer draw it and it can no longer be edited; exams that have it keep it.',
              }}
            >
              Retire question
            </ActionButton>
          ) : null}
        </div>
      </Form>
    </>
  );
}
