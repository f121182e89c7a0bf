import type { StaffExamTemplate } from '@review-center/api-client/contract';
import {
  Button,
  Checkbox,
  Link,
  NumberField,
  Radio,
  RadioGroup,
  Spinner,
  TextArea,
  TextField,
} from '@review-center/design-system';
import { examTemplateInputSchema, type ExamTemplateInput } from '@review-center/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { ChoiceSelect } from '../../app/ChoiceSelect.tsx';
import { counted } from '../../app/counted.ts';
import { EditForm } from '../../app/EditForm.ts';
import { GroupError } from '../../app/resource/GroupError.tsx';
import { ResourceShow } from '../../app/resource/ResourceShow.tsx';
import { useRecordForm } from '../../app/resource/useRecordForm.tsx';
import { useStaffAction, useStaffQuery } from '../../app/staff-queries.ts';
import { plainText, useCategoryChoices } from '../questions/question-labels.ts';
import { useOfferingChoices } from '../offerings/offering-choices.ts';
import { fromManilaInput, toManilaInput } from '../../app/dates.ts';

const Form = styled(EditForm)`
  .picks {
    max-block-size: 24rem;
    overflow-y: auto;
    display: grid;
    gap: var(--ds-space-1);
  }
`;

/**
 * The form's own state, from the template (or for a new one): the input, with the window as typed
 * (Manila time) and both question modes kept.
 */
const draftOf = (t?: StaffExamTemplate) => ({
  name: t?.name ?? '',
  slug: t?.slug ?? '',
  category: t?.category ?? '',
  instructions: t?.instructions ?? '',
  availableFrom: t ? toManilaInput(t.availableFrom) : '',
  availableUntil: t ? toManilaInput(t.availableUntil) : '',
  duration: t?.duration ?? 60,
  mode: t?.draws ? ('drawn' as const) : ('picked' as const),
  picked: t?.questionIds ?? [],
  draws: t?.draws ?? [{ category: '', count: 10 }],
  shuffleQuestions: t?.shuffleQuestions ?? false,
  shuffleOptions: t?.shuffleOptions ?? false,
  hasTimeLimit: t?.hasTimeLimit ?? false,
  showAnswersAfterWindow: t?.showAnswersAfterWindow ?? false,
  // A new exam is for its offerings' reviewees, while their access lasts; everyone signed in is an
  // explicit choice, for free diagnostic exams (decision 0067).
  audience: !t || t.offerings ? ('offerings' as const) : ('everyone' as const),
  offerings: t?.offerings ?? [],
});
type Draft = ReturnType<typeof draftOf>;
/** The form's fields and what they hold, for the parts of it below. */
type TemplateFields = ReturnType<typeof useRecordForm<Draft, ExamTemplateInput, StaffExamTemplate>>;

/** The input the domain's schema (the server's too) reads; it keeps only the input's own fields. */
const toInput = ({ availableFrom, availableUntil, mode, picked, draws, audience, offerings, ...rest }: Draft) => ({
  ...rest,
  availableFrom: fromManilaInput(availableFrom),
  availableUntil: fromManilaInput(availableUntil),
  questions: mode === 'picked' ? { mode, questions: picked } : { mode, draws },
  audience: audience === 'everyone' ? { kind: audience } : { kind: audience, offerings },
});

/** One id more or less in a list of chosen ones (a checkbox's change). */
const toggled = (ids: readonly string[], id: string, on: boolean) => (on ? [...ids, id] : ids.filter((i) => i !== id));

/** /exam-templates/new: a new exam template (decision 0049). */
export function NewExamTemplatePage() {
  return <TemplateForm />;
}

/** /exam-templates/{id}: edit an exam template; one with attempts cannot lose questions. */
export function ExamTemplateEditPage() {
  return (
    <ResourceShow
      call="getStaffExamTemplate"
      title="Exam template"
      noun="exam template"
      back={['/exam-templates', 'Back to the exam templates']}
    >
      {(template) => <TemplateForm key={template._id} template={template} />}
    </ResourceShow>
  );
}

function TemplateForm({ template }: { template?: StaffExamTemplate }) {
  const navigate = useNavigate();
  const categories = useCategoryChoices();
  const offerings = useOfferingChoices();
  const create = useStaffAction('createExamTemplate');
  const update = useStaffAction('updateExamTemplate');
  const id = template?._id;
  const attempts = template?.attempts ?? 0;
  const form = useRecordForm({
    initial: () => draftOf(template),
    parse: (draft) => examTemplateInputSchema.safeParse(toInput(draft)),
    save: (body) => (id ? update.mutateAsync({ params: { id }, body }) : create.mutateAsync({ body })),
    saved: (saved) => `Saved: ${saved.name}`,
    failure: 'The exam template was not saved',
    onSaved: (saved) => void navigate(`/exam-templates/${saved._id}`),
  });
  const { values, errors, set } = form;

  return (
    <>
      <h1>{template ? `Edit ${template.name}` : 'New exam template'}</h1>
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
      <Form {...form.props} aria-label="Exam template">
        {form.header}
        <div className="row">
          <TextField label="Name" {...form.text('name')} isRequired />
          <TextField
            label="Slug"
            description="The exam's address: /exams/your-slug"
            {...form.text('slug')}
            isRequired
          />
          <ChoiceSelect label="Category" items={categories} {...form.choice('category')} isRequired />
        </div>
        <TextArea label="Instructions" {...form.text('instructions')} />
        <div className="row">
          {(['availableFrom', 'availableUntil'] as const).map((key) => (
            <TextField
              key={key}
              label={key === 'availableFrom' ? 'Available from' : 'Available until'}
              type="datetime-local"
              description="Manila time"
              {...form.text(key)}
              isRequired
            />
          ))}
          <NumberField
            label="Duration (minutes)"
            name="duration"
            value={values.duration}
            onChange={(duration) => set('duration', duration)}
            minValue={1}
            isRequired
            errorMessage={errors.duration}
          />
        </div>
        <fieldset>
          <legend>Questions</legend>
          <RadioGroup
            label="How the questions are chosen"
            {...form.text('mode')}
            isDisabled={attempts > 0 && Boolean(template?.draws)}
          >
            <Radio value="picked">Pick them from the bank</Radio>
            <Radio value="drawn">Draw them at random by category</Radio>
          </RadioGroup>
          <GroupError errors={errors} path="questions" />
          {values.mode === 'picked' ? <PickQuestions form={form} /> : <Draws form={form} />}
        </fieldset>
        <fieldset>
          <legend>Each attempt</legend>
          <Checkbox {...form.flag('shuffleQuestions')}>Shuffle the question order for each attempt</Checkbox>
          <Checkbox {...form.flag('shuffleOptions')}>Shuffle the option order for each attempt</Checkbox>
          <Checkbox {...form.flag('hasTimeLimit')}>
            Time limit: each attempt ends after the duration (or when the exam closes, if sooner)
          </Checkbox>
          <Checkbox {...form.flag('showAnswersAfterWindow')}>
            Show each question with the correct answer once the exam has closed
          </Checkbox>
        </fieldset>
        <fieldset>
          <legend>Who may take it</legend>
          <RadioGroup label="Audience" {...form.text('audience')}>
            <Radio value="everyone">Everyone signed in (a free diagnostic exam)</Radio>
            <Radio value="offerings">The Active reviewees of these offerings</Radio>
          </RadioGroup>
          {values.audience === 'offerings' ? (
            <div role="group" aria-label="Offerings">
              <GroupError errors={errors} path="audience.offerings" />
              {offerings.map((offering) => (
                <Checkbox
                  key={offering.id}
                  isSelected={values.offerings.includes(offering.id)}
                  onChange={(on) => set('offerings', toggled(values.offerings, offering.id, on))}
                >
                  {offering.name}
                </Checkbox>
              ))}
            </div>
          ) : null}
        </fieldset>
        <div className="row">{form.saveButton('Save exam template')}</div>
      </Form>
    </>
  );
}

function PickQuestions({ form: { values, set, errors } }: { form: TemplateFields }) {
  const categories = useCategoryChoices();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('any');
  const bank = useStaffQuery('listBankQuestions', {
    query: { limit: 500, search: search.trim() || undefined, category: category === 'any' ? undefined : category },
  });
  const shown = bank.data?.docs ?? [];
  return (
    <>
      <div className="row">
        <TextField label="Search the bank" value={search} onChange={setSearch} />
        <ChoiceSelect
          label="Bank category"
          items={[{ id: 'any', name: 'Any category' }, ...categories]}
          selectedKey={category}
          onSelectionChange={(key) => setCategory(String(key))}
        />
        <Button
          variant="secondary"
          isDisabled={!bank.data}
          onPress={() => set('picked', [...new Set([...values.picked, ...shown.map((q) => q._id)])])}
        >
          Pick all shown
        </Button>
      </div>
      <p role="status">{values.picked.length} picked</p>
      <GroupError errors={errors} path="questions.questions" />
      {bank.isPending ? (
        <Spinner label="Loading the bank" />
      ) : (
        <div className="picks" role="group" aria-label="Bank questions">
          {shown.map((q) => (
            <Checkbox
              key={q._id}
              isSelected={values.picked.includes(q._id)}
              onChange={(on) => set('picked', toggled(values.picked, q._id, on))}
            >
              {plainText(q.stem).slice(0, 140)}
            </Checkbox>
          ))}
        </div>
      )}
    </>
  );
}

function Draws({ form: { values, set, errors } }: { form: TemplateFields }) {
  const categories = useCategoryChoices();
  const { draws } = values;
  const change = (index: number, patch: Partial<Draft['draws'][number]>) =>
    set('draws', draws.with(index, { ...draws[index]!, ...patch }));
  return (
    <>
      <GroupError errors={errors} path="questions.draws" />
      {draws.map((draw, index) => (
        <div className="row" key={index}>
          <ChoiceSelect
            label={`Draw ${index + 1}: category`}
            items={categories}
            selectedKey={draw.category || null}
            onSelectionChange={(key) => change(index, { category: String(key) })}
            errorMessage={errors[`questions.draws.${index}.category`]}
          />
          <NumberField
            label={`Draw ${index + 1}: number of questions`}
            value={draw.count}
            onChange={(count) => change(index, { count })}
            minValue={1}
            errorMessage={errors[`questions.draws.${index}.count`]}
          />
          {draws.length > 1 ? (
            <Button
              variant="secondary"
              onPress={() => set('draws', draws.toSpliced(index, 1))}
              aria-label={`Remove draw ${index + 1}`}
            >
              Remove
            </Button>
          ) : null}
        </div>
      ))}
      <div className="row">
        <Button variant="secondary" onPress={() => set('draws', [...draws, { category: '', count: 10 }])}>
          Draw from another category
        </Button>
      </div>
    </>
  );
}
