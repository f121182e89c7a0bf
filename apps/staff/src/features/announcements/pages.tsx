import { api } from '@review-center/api-client';
import { Badge, Link, AnnouncementArticle, Radio, RadioGroup, TextField } from '@review-center/design-system';
import { formatWhen, fromManilaInput, toManilaInput } from '../../app/dates.ts';
import { defineList, ResourceList } from '../../app/resource/ResourceList.tsx';
import {
  announcementInputSchema,
  announcementState,
  slugFromTitle,
  type AnnouncementStatus,
} from '@review-center/domain';
import { useNavigate } from 'react-router-dom';
import { ArticleForm as Form } from '../../app/EditForm.ts';
import { History } from '../../app/History.tsx';
import { showPage } from '../../app/resource/ResourceShow.tsx';
import { useRecordForm } from '../../app/resource/useRecordForm.tsx';
import { RichTextEditor } from '../../app/RichTextEditor.tsx';
import { useStaffAction } from '../../app/staff-queries.ts';
import { Preview } from '../../app/Preview.tsx';

type State = (typeof api.ANNOUNCEMENT_STATES)[number];

/** How the console names and colours an announcement's state (decision 0048). */
const STATE_LABEL: Record<State, string> = { draft: 'Draft', scheduled: 'Scheduled', published: 'Published' };
const STATE_BADGE = { draft: 'neutral', scheduled: 'warning', published: 'success' } as const;

const announcements = defineList({
  call: 'listStaffAnnouncements',
  noun: 'announcements',
  label: 'Announcements',
  pagesLabel: 'Announcement pages',
  filters: [
    { key: 'state', label: 'Show', values: api.ANNOUNCEMENT_STATES, nameOf: (state) => STATE_LABEL[state as State] },
  ],
  columns: [
    { name: 'Title', cell: (row) => <Link href={`/announcements/${row._id}`}>{row.title}</Link> },
    { name: 'State', cell: (row) => <Badge variant={STATE_BADGE[row.state]}>{STATE_LABEL[row.state]}</Badge> },
    { name: 'Publish date', cell: (row) => <time dateTime={row.date}>{formatWhen(row.date)}</time> },
    { name: 'Last changed', cell: (row) => <time dateTime={row.updatedAt}>{formatWhen(row.updatedAt)}</time> },
  ],
  empty: ({ state }) =>
    state ? `No ${STATE_LABEL[state as State].toLowerCase()} announcements.` : 'No announcements yet.',
});

/**
 * The content editor's announcements (decision 0048): drafts, scheduled ones (published with a
 * date to come, hidden from the site until then) and published ones, newest date first.
 */
export function AnnouncementsPage() {
  return (
    <ResourceList title="Announcements" create={['/announcements/new', 'New announcement']} list={announcements} />
  );
}

/** /announcements/new: a blank announcement, dated now, a draft until the editor publishes it. */
export function NewAnnouncementPage() {
  return <AnnouncementEditor />;
}

/** /announcements/{id}: the announcement as saved, with its history. */
export const EditAnnouncementPage = showPage(
  { call: 'getStaffAnnouncement', noun: 'announcement', back: ['/announcements', 'Back to the announcements'] },
  // Keyed by the record: opening another announcement starts its own form.
  (saved) => <AnnouncementEditor key={saved._id} saved={saved} />,
);

interface Draft {
  title: string;
  slug: string;
  /** As typed: Manila date and time (`2026-11-26T08:30`). */
  date: string;
  status: AnnouncementStatus;
  content: string;
}

/** The draft as sent: the publish date read as Manila time. */
const bodyOf = (draft: Draft) => ({ ...draft, date: fromManilaInput(draft.date) });

/**
 * The announcement form (decision 0048): the slug follows the title until the editor changes it;
 * the publish date is Manila time; Draft keeps it off the site, Published shows it from its date.
 * Every rule is the domain's schema, checked here and again by the server, which also sanitizes
 * the HTML; a refusal keeps everything typed. The preview is the site's own article component.
 */
function AnnouncementEditor({ saved }: { saved?: api.StaffAnnouncementDetail }) {
  const navigate = useNavigate();
  const create = useStaffAction('createAnnouncement');
  const update = useStaffAction('updateAnnouncement');
  const form = useRecordForm({
    initial: (): Draft => {
      const { title = '', slug = '', status = 'draft', content = '' } = saved ?? {};
      return { title, slug, date: toManilaInput(saved?.date ?? new Date()), status, content };
    },
    parse: (draft) => announcementInputSchema.safeParse(bodyOf(draft)),
    save: (body) => (saved ? update.mutateAsync({ params: { id: saved._id }, body }) : create.mutateAsync({ body })),
    saved: () => 'Announcement saved',
    failure: 'The announcement was not saved',
    uniqueField: 'slug',
    onSaved: (created) => {
      if (!saved) void navigate(`/announcements/${created._id}`, { replace: true });
    },
  });
  const { date } = bodyOf(form.values);
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
      <Form {...form.props} aria-label="Announcement">
        {form.header}
        <TextField
          label="Title"
          isRequired
          {...form.text('title')}
          onChange={(title) => {
            // A new announcement's slug follows its title until changed; a saved one keeps its address.
            if (!saved && form.values.slug === slugFromTitle(form.values.title)) form.set('slug', slugFromTitle(title));
            form.set('title', title);
          }}
        />
        <TextField
          label="Slug"
          isRequired
          description={`The page’s address: /announcements/${form.values.slug || '…'}. Filled from the title until you change it.`}
          {...form.text('slug')}
        />
        <TextField
          label="Publish date (Manila time)"
          type="datetime-local"
          isRequired
          description="A published announcement shows on the site from this moment on; a later date schedules it."
          {...form.text('date')}
        />
        <RadioGroup label="Status" {...form.text('status')}>
          <Radio value="draft">Draft: only staff see it</Radio>
          <Radio value="published">Published: on the site from its publish date</Radio>
        </RadioGroup>
        <RichTextEditor label="Content" isRequired {...form.text('content')} />
        <div>{form.saveButton('Save announcement')}</div>
      </Form>
      <Preview description="As the announcement’s page on the site will show it, once saved (the server removes anything the site does not allow).">
        <AnnouncementArticle
          announcement={{
            title: form.values.title || 'Untitled announcement',
            date: Number.isNaN(Date.parse(date)) ? new Date().toISOString() : date,
            contentHtml: form.values.content,
          }}
          latest={[]}
        />
      </Preview>
      {saved ? <History entries={saved.history} /> : null}
    </>
  );
}
