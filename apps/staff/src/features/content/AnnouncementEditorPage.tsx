import { useErrorSummary } from '@review-center/forms';
import { isApiError, type api } from '@review-center/api-client';
import {
  AnnouncementArticle,
  Badge,
  Button,
  Link,
  Radio,
  RadioGroup,
  TextField,
  toastQueue,
} from '@review-center/design-system';
import {
  announcementInputSchema,
  announcementState,
  slugFromTitle,
  type AnnouncementStatus,
} from '@review-center/domain';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { EditForm } from '../../app/EditForm.ts';
import { History } from '../../app/History.tsx';
import { problemOf } from '../../app/problem.ts';
import { ResourceShow } from '../../app/resource/ResourceShow.tsx';
import { RichTextEditor } from '../../app/RichTextEditor.tsx';
import { useStaffAction } from '../../app/staff-queries.ts';
import { STATE_BADGE, STATE_LABEL } from './announcement-states.ts';
import { fieldErrors } from './field-errors.ts';
import { Preview } from './Preview.tsx';
import { fromManilaInput, toManilaInput } from './publish-date.ts';

type Saved = api.StaffAnnouncementDetail;

/** An article's form: as wide as the text it writes. */
const Form = styled(EditForm)`
  max-inline-size: 48rem;
  margin-block-end: var(--ds-space-5);
`;

/** /announcements/new: a blank announcement, dated now, a draft until the editor publishes it. */
export function NewAnnouncementPage() {
  return <AnnouncementEditor />;
}

/** /announcements/{id}: the announcement as saved, with its history. */
export function EditAnnouncementPage() {
  return (
    <ResourceShow
      call="getStaffAnnouncement"
      title="Announcement"
      noun="announcement"
      back={['/announcements', 'Back to the announcements']}
    >
      {/* Keyed by the record: opening another announcement starts its own form. */}
      {(saved) => <AnnouncementEditor key={saved._id} saved={saved} />}
    </ResourceShow>
  );
}

interface Values {
  title: string;
  slug: string;
  /** As typed: Manila date and time (`2026-11-26T08:30`). */
  date: string;
  status: AnnouncementStatus;
  content: string;
}

const FIELD_ORDER = ['title', 'slug', 'date', 'status', 'content'] as const;

/**
 * The announcement form (decision 0048): the slug follows the title until the editor changes it;
 * the publish date is Manila time; Draft keeps it off the site, Published shows it from its date.
 * Every rule is the domain's schema, checked here and again by the server, which also sanitizes
 * the HTML; a refusal keeps everything typed. The preview is the site's own article component.
 */
function AnnouncementEditor({ saved }: { saved?: Saved }) {
  const navigate = useNavigate();
  const [values, setValues] = useState<Values>(() =>
    saved
      ? {
          title: saved.title,
          slug: saved.slug,
          date: toManilaInput(saved.date),
          status: saved.status,
          content: saved.content,
        }
      : { title: '', slug: '', date: toManilaInput(new Date()), status: 'draft', content: '' },
  );
  // A new announcement's slug follows its title; a saved one keeps its address unless changed.
  const [slugTouched, setSlugTouched] = useState(saved !== undefined);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const summary = useErrorSummary(form);
  const create = useStaffAction('createAnnouncement');
  const update = useStaffAction('updateAnnouncement');
  const saving = create.isPending || update.isPending;

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((previous) => ({ ...previous, [key]: value }));
    // A field the editor fixes no longer shows its old message.
    setErrors((previous) => ({ ...previous, [key]: undefined }));
  };
  const setTitle = (title: string) => {
    set('title', title);
    if (!slugTouched) set('slug', slugFromTitle(title));
  };

  const body = { ...values, date: fromManilaInput(values.date) };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const found = fieldErrors(announcementInputSchema, body);
    setErrors(found);
    if (FIELD_ORDER.some((field) => found[field])) {
      summary.refuse();
      return;
    }
    summary.clear();
    const parsed = announcementInputSchema.parse(body);
    const onError = (error: Error) => {
      // A clash of slugs is the slug field's problem; anything else is said above the form.
      if (isApiError(error) && error.status === 409) {
        setErrors({ slug: problemOf(error) });
        summary.refuse();
      } else setProblem(problemOf(error));
    };
    if (saved) {
      update.mutate(
        { params: { id: saved._id }, body: parsed },
        { onSuccess: () => toastQueue.add({ title: 'Announcement saved', variant: 'success' }), onError },
      );
    } else {
      create.mutate(
        { body: parsed },
        {
          onSuccess: (created) => {
            toastQueue.add({ title: 'Announcement saved', variant: 'success' });
            void navigate(`/announcements/${created._id}`, { replace: true });
          },
          onError,
        },
      );
    }
  };

  const errorCount = Object.values(errors).filter(Boolean).length;
  const previewDate = Number.isNaN(Date.parse(body.date)) ? new Date().toISOString() : body.date;
  const state = saved ? announcementState(saved, new Date()) : undefined;

  return (
    <>
      <h1>{saved ? 'Edit announcement' : 'New announcement'}</h1>
      <p>
        <Link href="/announcements">Back to the announcements</Link>
        {state ? (
          <>
            {' · '}Now: <Badge variant={STATE_BADGE[state]}>{STATE_LABEL[state]}</Badge>
          </>
        ) : null}
      </p>
      {errorCount > 0 ? (
        <p role="alert">
          {errorCount === 1 ? 'One field needs' : `${errorCount} fields need`} fixing before the announcement can be
          saved.
        </p>
      ) : null}
      {problem ? <p role="alert">The announcement was not saved: {problem}</p> : null}
      <Form ref={form} onSubmit={submit} noValidate aria-label="Announcement">
        {summary.summary}
        <div data-field="title">
          <TextField label="Title" isRequired value={values.title} onChange={setTitle} errorMessage={errors.title} />
        </div>
        <div data-field="slug">
          <TextField
            label="Slug"
            isRequired
            description={`The page’s address: /announcements/${values.slug || '…'}. Filled from the title until you change it.`}
            value={values.slug}
            onChange={(slug) => {
              setSlugTouched(true);
              set('slug', slug);
            }}
            errorMessage={errors.slug}
          />
        </div>
        <div data-field="date">
          <TextField
            label="Publish date (Manila time)"
            type="datetime-local"
            isRequired
            description="A published announcement shows on the site from this moment on; a later date schedules it."
            value={values.date}
            onChange={(date) => set('date', date)}
            errorMessage={errors.date}
          />
        </div>
        <div data-field="status">
          <RadioGroup
            label="Status"
            value={values.status}
            onChange={(status) => set('status', status as AnnouncementStatus)}
            errorMessage={errors.status}
          >
            <Radio value="draft">Draft: only staff see it</Radio>
            <Radio value="published">Published: on the site from its publish date</Radio>
          </RadioGroup>
        </div>
        <div data-field="content">
          <RichTextEditor
            label="Content"
            isRequired
            value={values.content}
            onChange={(content) => set('content', content)}
            errorMessage={errors.content}
          />
        </div>
        <div>
          <Button type="submit" isDisabled={saving}>
            {saving ? 'Saving…' : 'Save announcement'}
          </Button>
        </div>
      </Form>
      <Preview description="As the announcement’s page on the site will show it, once saved (the server removes anything the site does not allow).">
        <AnnouncementArticle
          announcement={{
            title: values.title || 'Untitled announcement',
            date: previewDate,
            contentHtml: values.content,
          }}
          latest={[]}
        />
      </Preview>
      {saved ? <History entries={saved.history} /> : null}
    </>
  );
}
