import { useErrorSummary } from '@review-center/forms';
import { isApiError } from '@review-center/api-client';
import type { StaffExamTemplate } from '@review-center/api-client/contract';
import {
  Button,
  Checkbox,
  Link,
  NumberField,
  Radio,
  RadioGroup,
  Select,
  SelectItem,
  Spinner,
  TextArea,
  TextField,
  toastQueue,
} from '@review-center/design-system';
import { examTemplateInputSchema, type ExamTemplateInput } from '@review-center/domain';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { EditForm } from '../../app/EditForm.ts';
import { problemOf } from '../../app/problem.ts';
import { useStaffAction, useStaffQuery } from '../../app/staff-queries.ts';
import { plainText } from '../question-bank/bank-files.ts';
import { fromManilaInput, toManilaInput } from './manila-time.ts';
import { counted } from '../../app/counted.ts';

const Form = styled(EditForm)`
  .picks {
    max-block-size: 24rem;
    overflow-y: auto;
    display: grid;
    gap: var(--ds-space-1);
  }
`;

/** The form's own state: the input, with the window as typed (Manila time) and both question modes kept. */
interface Draft {
  name: string;
  slug: string;
  category: string;
  instructions: string;
  from: string;
  until: string;
  duration: number;
  mode: 'picked' | 'drawn';
  picked: string[];
  draws: { category: string; count: number }[];
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
  hasTimeLimit: boolean;
  showAnswersAfterWindow: boolean;
  audience: 'everyone' | 'offerings';
  offerings: string[];
}

const blank: Draft = {
  name: '',
  slug: '',
  category: '',
  instructions: '',
  from: '',
  until: '',
  duration: 60,
  mode: 'picked',
  picked: [],
  draws: [{ category: '', count: 10 }],
  shuffleQuestions: false,
  shuffleOptions: false,
  hasTimeLimit: false,
  showAnswersAfterWindow: false,
  audience: 'everyone',
  offerings: [],
};

const fromTemplate = (t: StaffExamTemplate): Draft => ({
  name: t.name,
  slug: t.slug,
  category: t.category ?? '',
  instructions: t.instructions,
  from: toManilaInput(t.availableFrom),
  until: toManilaInput(t.availableUntil),
  duration: t.duration,
  mode: t.draws ? 'drawn' : 'picked',
  picked: t.questionIds,
  draws: t.draws ?? [{ category: '', count: 10 }],
  shuffleQuestions: t.shuffleQuestions,
  shuffleOptions: t.shuffleOptions,
  hasTimeLimit: t.hasTimeLimit,
  showAnswersAfterWindow: t.showAnswersAfterWindow,
  audience: t.offerings ? 'offerings' : 'everyone',
  offerings: t.offerings ?? [],
});

const toInput = (d: Draft) => ({
  name: d.name,
  slug: d.slug,
  category: d.category,
  instructions: d.instructions,
  availableFrom: fromManilaInput(d.from),
  availableUntil: fromManilaInput(d.until),
  duration: d.duration,
  questions:
    d.mode === 'picked' ? { mode: 'picked' as const, questions: d.picked } : { mode: 'drawn' as const, draws: d.draws },
  shuffleQuestions: d.shuffleQuestions,
  shuffleOptions: d.shuffleOptions,
  hasTimeLimit: d.hasTimeLimit,
  showAnswersAfterWindow: d.showAnswersAfterWindow,
  audience:
    d.audience === 'everyone' ? { kind: 'everyone' as const } : { kind: 'offerings' as const, offerings: d.offerings },
});

type Errors = Record<string, string>;

/** The domain's schema (the server's too), its problems by path. */
function check(draft: Draft): Errors {
  const result = examTemplateInputSchema.safeParse(toInput(draft));
  if (result.success) return {};
  const errors: Errors = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

/** /exam-templates/new: a new exam template (decision 0049). */
export function NewExamTemplatePage() {
  return <TemplateForm initial={blank} />;
}

/** /exam-templates/{id}: edit an exam template; one with attempts cannot lose questions. */
export function ExamTemplateEditPage() {
  const { id = '' } = useParams();
  const template = useStaffQuery('getStaffExamTemplate', { params: { id } });
  if (template.isPending) return <Spinner label="Loading the exam template" />;
  if (template.isError) {
    return (
      <>
        <h1>Exam template</h1>
        <p role="alert">The exam template could not load: {problemOf(template.error)}</p>
      </>
    );
  }
  return (
    <TemplateForm
      key={template.data._id}
      id={id}
      initial={fromTemplate(template.data)}
      attempts={template.data.attempts}
    />
  );
}

function TemplateForm({ id, initial, attempts = 0 }: { id?: string; initial: Draft; attempts?: number }) {
  const navigate = useNavigate();
  const categories = useStaffQuery('listCategories', { query: { group: 'exams', limit: 100 } });
  const offerings = useStaffQuery('listOfferings', { query: { limit: 100 } });
  const create = useStaffAction('createExamTemplate');
  const update = useStaffAction('updateExamTemplate');
  const [draft, setDraft] = useState<Draft>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState('');
  const form = useRef<HTMLFormElement>(null);
  const summary = useErrorSummary(form);
  const change = (patch: Partial<Draft>) => setDraft((before) => ({ ...before, ...patch }));
  const categoryItems = (categories.data?.docs ?? []).map((c) => ({ id: c._id, name: c.title }));

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
    const body = toInput(draft) as ExamTemplateInput;
    const done = (saved: StaffExamTemplate) => {
      toastQueue.add({ title: `Saved: ${saved.name}`, variant: 'success' });
      void navigate(`/exam-templates/${saved._id}`);
    };
    const failed = (error: unknown) => setProblem(isApiError(error) ? problemOf(error) : String(error));
    if (id) update.mutate({ params: { id }, body }, { onSuccess: done, onError: failed });
    else create.mutate({ body }, { onSuccess: done, onError: failed });
  };

  return (
    <>
      <h1>{id ? `Edit ${initial.name}` : 'New exam template'}</h1>
      <p>
        <Link href="/exam-templates">Back to the exam templates</Link>
        {id ? (
          <>
            {' · '}
            <Link href={`/exam-templates/${id}/preview`}>Preview as a reviewee</Link>
          </>
        ) : null}
      </p>
      {attempts > 0 ? (
        <p role="note">
          {counted(attempts, 'attempt')} {attempts === 1 ? 'has' : 'have'} started: the exam keeps every question it
          has.
        </p>
      ) : null}
      <Form ref={form} onSubmit={submit} noValidate aria-label="Exam template">
        {summary.summary}
        {problem ? <p role="alert">{problem}</p> : null}
        <div className="row">
          <TextField
            label="Name"
            value={draft.name}
            onChange={(name) => change({ name })}
            isRequired
            isInvalid={Boolean(errors.name)}
            errorMessage={errors.name}
          />
          <TextField
            label="Slug"
            description="The exam's address: /exams/your-slug"
            value={draft.slug}
            onChange={(slug) => change({ slug })}
            isRequired
            isInvalid={Boolean(errors.slug)}
            errorMessage={errors.slug}
          />
          <Select
            label="Category"
            items={categoryItems}
            selectedKey={draft.category || null}
            onSelectionChange={(key) => change({ category: String(key) })}
            isRequired
            isInvalid={Boolean(errors.category)}
            errorMessage={errors.category}
          >
            {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
          </Select>
        </div>
        <TextArea
          label="Instructions"
          value={draft.instructions}
          onChange={(instructions) => change({ instructions })}
          isInvalid={Boolean(errors.instructions)}
          errorMessage={errors.instructions}
        />
        <div className="row">
          <TextField
            label="Available from"
            type="datetime-local"
            description="Manila time"
            value={draft.from}
            onChange={(from) => change({ from })}
            isRequired
            isInvalid={Boolean(errors.availableFrom)}
            errorMessage={errors.availableFrom}
          />
          <TextField
            label="Available until"
            type="datetime-local"
            description="Manila time"
            value={draft.until}
            onChange={(until) => change({ until })}
            isRequired
            isInvalid={Boolean(errors.availableUntil)}
            errorMessage={errors.availableUntil}
          />
          <NumberField
            label="Duration (minutes)"
            value={draft.duration}
            onChange={(duration) => change({ duration })}
            minValue={1}
            isRequired
            isInvalid={Boolean(errors.duration)}
            errorMessage={errors.duration}
          />
        </div>
        <fieldset>
          <legend>Questions</legend>
          <RadioGroup
            label="How the questions are chosen"
            value={draft.mode}
            onChange={(mode) => change({ mode: mode as Draft['mode'] })}
            isDisabled={attempts > 0 && initial.mode === 'drawn'}
          >
            <Radio value="picked">Pick them from the bank</Radio>
            <Radio value="drawn">Draw them at random by category</Radio>
          </RadioGroup>
          {errors.questions ? (
            <p role="alert" data-invalid="" data-field-error="">
              {errors.questions}
            </p>
          ) : null}
          {draft.mode === 'picked' ? (
            <PickQuestions
              picked={draft.picked}
              onChange={(picked) => change({ picked })}
              error={errors['questions.questions']}
              categories={categoryItems}
            />
          ) : (
            <Draws
              draws={draft.draws}
              onChange={(draws) => change({ draws })}
              errors={errors}
              categories={categoryItems}
            />
          )}
        </fieldset>
        <fieldset>
          <legend>Each attempt</legend>
          <Checkbox isSelected={draft.shuffleQuestions} onChange={(shuffleQuestions) => change({ shuffleQuestions })}>
            Shuffle the question order for each attempt
          </Checkbox>
          <Checkbox isSelected={draft.shuffleOptions} onChange={(shuffleOptions) => change({ shuffleOptions })}>
            Shuffle the option order for each attempt
          </Checkbox>
          <Checkbox isSelected={draft.hasTimeLimit} onChange={(hasTimeLimit) => change({ hasTimeLimit })}>
            Time limit: each attempt ends after the duration (or when the exam closes, if sooner)
          </Checkbox>
          <Checkbox
            isSelected={draft.showAnswersAfterWindow}
            onChange={(showAnswersAfterWindow) => change({ showAnswersAfterWindow })}
          >
            Show each question with the correct answer once the exam has closed
          </Checkbox>
        </fieldset>
        <fieldset>
          <legend>Who may take it</legend>
          <RadioGroup
            label="Audience"
            value={draft.audience}
            onChange={(audience) => change({ audience: audience as Draft['audience'] })}
          >
            <Radio value="everyone">Everyone signed in</Radio>
            <Radio value="offerings">The Active reviewees of these offerings</Radio>
          </RadioGroup>
          {draft.audience === 'offerings' ? (
            <div role="group" aria-label="Offerings">
              {errors['audience.offerings'] ? (
                <p role="alert" data-invalid="" data-field-error="">
                  {errors['audience.offerings']}
                </p>
              ) : null}
              {(offerings.data?.docs ?? []).map((offering) => (
                <Checkbox
                  key={offering._id}
                  isSelected={draft.offerings.includes(offering._id)}
                  onChange={(on) =>
                    change({
                      offerings: on
                        ? [...draft.offerings, offering._id]
                        : draft.offerings.filter((o) => o !== offering._id),
                    })
                  }
                >
                  {offering.title}
                </Checkbox>
              ))}
            </div>
          ) : null}
        </fieldset>
        <div className="row">
          <Button type="submit" isPending={create.isPending || update.isPending}>
            Save exam template
          </Button>
        </div>
      </Form>
    </>
  );
}

function PickQuestions({
  picked,
  onChange,
  error,
  categories,
}: {
  picked: string[];
  onChange: (picked: string[]) => void;
  error: string | undefined;
  categories: { id: string; name: string }[];
}) {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('any');
  const bank = useStaffQuery('listBankQuestions', {
    query: {
      limit: 500,
      ...(search.trim() ? { search: search.trim() } : {}),
      ...(category === 'any' ? {} : { category }),
    },
  });
  return (
    <>
      <div className="row">
        <TextField label="Search the bank" value={search} onChange={setSearch} />
        <Select
          label="Bank category"
          items={[{ id: 'any', name: 'Any category' }, ...categories]}
          selectedKey={category}
          onSelectionChange={(key) => setCategory(String(key))}
        >
          {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
        </Select>
        <Button
          variant="secondary"
          isDisabled={!bank.data}
          onPress={() => onChange([...new Set([...picked, ...(bank.data?.docs ?? []).map((q) => q._id)])])}
        >
          Pick all shown
        </Button>
      </div>
      <p role="status">{picked.length} picked</p>
      {error ? <p role="alert">{error}</p> : null}
      {bank.isPending ? (
        <Spinner label="Loading the bank" />
      ) : (
        <div className="picks" role="group" aria-label="Bank questions">
          {(bank.data?.docs ?? []).map((q) => (
            <Checkbox
              key={q._id}
              isSelected={picked.includes(q._id)}
              onChange={(on) => onChange(on ? [...picked, q._id] : picked.filter((p) => p !== q._id))}
            >
              {plainText(q.stem).slice(0, 140)}
            </Checkbox>
          ))}
        </div>
      )}
    </>
  );
}

function Draws({
  draws,
  onChange,
  errors,
  categories,
}: {
  draws: { category: string; count: number }[];
  onChange: (draws: { category: string; count: number }[]) => void;
  errors: Errors;
  categories: { id: string; name: string }[];
}) {
  const set = (index: number, patch: Partial<{ category: string; count: number }>) =>
    onChange(draws.map((d, i) => (i === index ? { ...d, ...patch } : d)));
  return (
    <>
      {errors['questions.draws'] ? (
        <p role="alert" data-invalid="" data-field-error="">
          {errors['questions.draws']}
        </p>
      ) : null}
      {draws.map((draw, index) => (
        <div className="row" key={index}>
          <Select
            label={`Draw ${index + 1}: category`}
            items={categories}
            selectedKey={draw.category || null}
            onSelectionChange={(key) => set(index, { category: String(key) })}
            isInvalid={Boolean(errors[`questions.draws.${index}.category`])}
            errorMessage={errors[`questions.draws.${index}.category`]}
          >
            {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
          </Select>
          <NumberField
            label={`Draw ${index + 1}: number of questions`}
            value={draw.count}
            onChange={(count) => set(index, { count })}
            minValue={1}
            isInvalid={Boolean(errors[`questions.draws.${index}.count`])}
            errorMessage={errors[`questions.draws.${index}.count`]}
          />
          {draws.length > 1 ? (
            <Button
              variant="secondary"
              onPress={() => onChange(draws.filter((_, i) => i !== index))}
              aria-label={`Remove draw ${index + 1}`}
            >
              Remove
            </Button>
          ) : null}
        </div>
      ))}
      <div className="row">
        <Button variant="secondary" onPress={() => onChange([...draws, { category: '', count: 10 }])}>
          Draw from another category
        </Button>
      </div>
    </>
  );
}
