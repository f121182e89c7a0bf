import { useErrorSummary } from '@review-center/forms';
import { isApiError } from '@review-center/api-client';
import { Badge, Button, Link, Select, SelectItem, Spinner, toastQueue } from '@review-center/design-system';
import { QUESTION_DIFFICULTIES, questionDraftSchema, type QuestionDraft } from '@review-center/domain';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { EditForm as Form } from '../../app/EditForm.ts';
import { problemOf } from '../../app/problem.ts';
import { useStaffAction, useStaffQuery } from '../../app/staff-queries.ts';
import { RichTextEditor as RichText } from '../../app/RichTextEditor.tsx';
import { ConfirmButton } from '../../app/ConfirmButton.tsx';

const LETTERS = 'ABCDEF';
const empty: QuestionDraft = {
  category: '',
  difficulty: 'Average',
  passage: '',
  stem: '',
  options: ['A', 'B', 'C', 'D'].map((label) => ({ label, data: '' })),
  correct: 'A',
};

type Errors = Record<string, string>;

/** Every problem the domain's schema finds, by the field's path (`options.1.data`). */
function check(draft: QuestionDraft): Errors {
  const result = questionDraftSchema.safeParse(draft);
  if (result.success) return {};
  const errors: Errors = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

/** /questions/new: write a bank question (decision 0049). */
export function NewQuestionPage() {
  return <QuestionForm />;
}

/** /questions/{id}: edit one bank question; an answered one is saved as a new version (decision 0049). */
export function QuestionEditPage() {
  const { id = '' } = useParams();
  const question = useStaffQuery('getBankQuestion', { params: { id } });
  if (question.isPending) return <Spinner label="Loading the question" />;
  if (question.isError) {
    return (
      <>
        <h1>Question</h1>
        <p role="alert">The question could not load: {problemOf(question.error)}</p>
      </>
    );
  }
  const q = question.data;
  return (
    <QuestionForm
      key={q._id}
      id={q._id}
      state={q.replacedBy ? 'replaced' : q.retiredAt ? 'retired' : 'current'}
      inAttempts={q.inAttempts}
      replacedBy={q.replacedBy}
      initial={{
        category: q.category ?? '',
        difficulty: q.difficulty ?? 'Average',
        passage: q.passage ?? '',
        stem: q.stem,
        options: q.options,
        correct: q.correct,
      }}
    />
  );
}

function QuestionForm({
  id,
  initial = empty,
  state = 'current',
  inAttempts = false,
  replacedBy = null,
}: {
  id?: string;
  initial?: QuestionDraft;
  state?: 'current' | 'retired' | 'replaced';
  inAttempts?: boolean;
  replacedBy?: string | null;
}) {
  const navigate = useNavigate();
  const categories = useStaffQuery('listCategories', { query: { group: 'exams', limit: 100 } });
  const create = useStaffAction('createBankQuestion');
  const update = useStaffAction('updateBankQuestion');
  const retire = useStaffAction('retireBankQuestion');
  const [draft, setDraft] = useState<QuestionDraft>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState('');
  const form = useRef<HTMLFormElement>(null);
  const summary = useErrorSummary(form);
  const editable = state === 'current';

  const change = (patch: Partial<QuestionDraft>) => setDraft((before) => ({ ...before, ...patch }));
  const setOption = (index: number, data: string) =>
    change({ options: draft.options.map((o, i) => (i === index ? { ...o, data } : o)) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check(draft);
    setErrors(found);
    setProblem('');
    if (Object.keys(found).length) {
      summary.refuse();
      return;
    }
    summary.clear();
    const body = { ...draft, passage: draft.passage?.trim() ? draft.passage : undefined };
    const done = (saved: { _id: string }) => {
      toastQueue.add({
        title:
          id && saved._id !== id ? 'Saved as a new version: attempts keep the one they were given' : 'Question saved',
        variant: 'success',
      });
      void navigate(`/questions/${saved._id}`);
    };
    const failed = (error: unknown) => setProblem(isApiError(error) ? problemOf(error) : String(error));
    if (id) update.mutate({ params: { id }, body }, { onSuccess: done, onError: failed });
    else create.mutate({ body }, { onSuccess: done, onError: failed });
  };

  return (
    <>
      <h1>{id ? 'Edit question' : 'New question'}</h1>
      <p>
        <Link href="/questions">Back to the question bank</Link>
      </p>
      {state !== 'current' ? (
        <p role="status">
          <Badge variant="neutral">{state === 'replaced' ? 'Replaced' : 'Retired'}</Badge>{' '}
          {state === 'replaced' && replacedBy ? (
            <>
              An edit made a newer version: <Link href={`/questions/${replacedBy}`}>open it</Link>.
            </>
          ) : (
            'No new exam can use it; the exams that have it keep it.'
          )}
        </p>
      ) : inAttempts ? (
        <p role="note">
          Attempts were given this question: saving an edit makes a new version, and they keep this one.
        </p>
      ) : null}
      <Form ref={form} onSubmit={submit} noValidate aria-label="Question">
        {summary.summary}
        {problem ? <p role="alert">{problem}</p> : null}
        <div className="row">
          <Select
            label="Category"
            items={(categories.data?.docs ?? []).map((c) => ({ id: c._id, name: c.title }))}
            selectedKey={draft.category || null}
            onSelectionChange={(key) => change({ category: String(key) })}
            isRequired
            isInvalid={Boolean(errors.category)}
            errorMessage={errors.category}
            isDisabled={!editable}
          >
            {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
          </Select>
          <Select
            label="Difficulty"
            items={QUESTION_DIFFICULTIES.map((d) => ({ id: d, name: d }))}
            selectedKey={draft.difficulty}
            onSelectionChange={(key) => change({ difficulty: key as QuestionDraft['difficulty'] })}
            isDisabled={!editable}
          >
            {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
          </Select>
        </div>
        <RichText
          label="Shared passage (optional)"
          description="A text or table several questions share; shown above the question."
          value={draft.passage ?? ''}
          onChange={(passage) => change({ passage })}
          errorMessage={errors.passage}
        />
        <RichText
          label="Question"
          value={draft.stem}
          onChange={(stem) => change({ stem })}
          errorMessage={errors.stem}
          isRequired
        />
        <fieldset>
          <legend>Options</legend>
          {errors.options ? (
            <p role="alert" data-invalid="" data-field-error="">
              {errors.options}
            </p>
          ) : null}
          {draft.options.map((option, index) => (
            <RichText
              key={option.label}
              label={`Option ${option.label}`}
              value={option.data}
              onChange={(data) => setOption(index, data)}
              errorMessage={errors[`options.${index}.data`]}
              isRequired
            />
          ))}
          <div className="row">
            <Button
              variant="secondary"
              isDisabled={!editable || draft.options.length >= LETTERS.length}
              onPress={() =>
                change({ options: [...draft.options, { label: LETTERS[draft.options.length]!, data: '' }] })
              }
            >
              Add an option
            </Button>
            <Button
              variant="secondary"
              isDisabled={!editable || draft.options.length <= 2}
              onPress={() => {
                const options = draft.options.slice(0, -1);
                change({
                  options,
                  correct: options.some((o) => o.label === draft.correct) ? draft.correct : options[0]!.label,
                });
              }}
            >
              Remove the last option
            </Button>
          </div>
          <Select
            label="Correct option"
            items={draft.options.map((o) => ({ id: o.label, name: o.label }))}
            selectedKey={draft.correct}
            onSelectionChange={(key) => change({ correct: String(key) })}
            isInvalid={Boolean(errors.correct)}
            errorMessage={errors.correct}
            isDisabled={!editable}
          >
            {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
          </Select>
        </fieldset>
        <div className="row">
          <Button type="submit" isDisabled={!editable} isPending={create.isPending || update.isPending}>
            Save question
          </Button>
          {id && editable ? (
            <ConfirmButton
              isPending={retire.isPending}
              title="Retire this question?"
              confirmLabel="Retire question"
              consequence="New exams no longer draw it and it can no longer be edited; exams that have it keep it."
              onConfirm={() =>
                retire.mutate(
                  { params: { id } },
                  {
                    onSuccess: () => toastQueue.add({ title: 'Question retired', variant: 'success' }),
                    onError: (error) => setProblem(problemOf(error)),
                  },
                )
              }
            >
              Retire question
            </ConfirmButton>
          ) : null}
        </div>
      </Form>
    </>
  );
}
