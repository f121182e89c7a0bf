import { Badge, Link } from '@review-center/design-system';
import { formatWhen } from '../../app/dates.ts';
import { defineList, ResourceList } from '../../app/resource/ResourceList.tsx';
import type { api } from '@review-center/api-client';
import { coursewareInputSchema } from '@review-center/domain';
import styled from 'styled-components';
import { ArticleForm as Form } from '../../app/EditForm.ts';
import { History } from '../../app/History.tsx';
import { showPage } from '../../app/resource/ResourceShow.tsx';
import { useRecordForm } from '../../app/resource/useRecordForm.tsx';
import { RichTextEditor } from '../../app/RichTextEditor.tsx';
import { useStaffAction } from '../../app/staff-queries.ts';
import { Preview } from '../../app/Preview.tsx';

const pages = defineList({
  call: 'listCoursewarePages',
  noun: 'courseware pages',
  label: 'Courseware pages',
  pagesLabel: 'Courseware pages',
  unpaged: true,
  rowKey: (row) => row.offering._id,
  columns: [
    {
      name: 'Offering',
      cell: (row) => (
        <>
          <Link href={`/courseware/${row.offering._id}`}>{row.offering.title}</Link>
          {row.offering.published ? null : ' (not published)'}
        </>
      ),
    },
    {
      name: 'Page',
      cell: (row) =>
        row.hasContent ? <Badge variant="success">Written</Badge> : <Badge variant="warning">Empty</Badge>,
    },
    {
      name: 'Last changed',
      cell: (row) => (row.updatedAt ? <time dateTime={row.updatedAt}>{formatWhen(row.updatedAt)}</time> : '—'),
    },
  ],
  empty: () => 'No offerings yet.',
});

/**
 * Every offering and its courseware page (product §3 "Courseware"; decision 0048): the page its
 * Active reviewees read under Hybrid Courseware while their access is valid.
 */
export function CoursewareListPage() {
  return (
    <ResourceList
      title="Courseware"
      actions={
        <p>
          One page per offering. Its Active reviewees read it under Hybrid Courseware for six months from activation.
        </p>
      }
      list={pages}
    />
  );
}

/* The site shows courseware as plain HTML in the account's Hybrid Courseware tab. */
const Courseware = styled.div`
  img {
    max-inline-size: 100%;
    block-size: auto;
  }
`;

/** /courseware/{offeringId}: the offering's one courseware page, written like an announcement. */
export const CoursewareEditorPage = showPage(
  { call: 'getCoursewarePage', noun: 'courseware', back: ['/courseware', 'Back to the courseware pages'] },
  (data) => <CoursewareEditor key={data.offering._id} page={data} />,
);

function CoursewareEditor({ page }: { page: api.CoursewarePage }) {
  const save = useStaffAction('saveCoursewarePage');
  const form = useRecordForm({
    initial: { content: page.content },
    parse: (draft) => coursewareInputSchema.safeParse(draft),
    save: (body) => save.mutateAsync({ params: { id: page.offering._id }, body }),
    saved: () => 'Courseware saved',
    failure: 'The courseware was not saved',
  });

  return (
    <>
      <h1>Courseware: {page.offering.title}</h1>
      <p>
        <Link href="/courseware">Back to the courseware pages</Link>
      </p>
      <Form {...form.props} aria-label="Courseware">
        {form.header}
        <RichTextEditor
          label="Courseware page"
          isRequired
          description="What the offering’s Active reviewees read under Hybrid Courseware."
          {...form.text('content')}
        />
        <div>{form.saveButton('Save courseware')}</div>
      </Form>
      <Preview description="As the Hybrid Courseware tab will show it, once saved (the server removes anything the site does not allow).">
        <Courseware dangerouslySetInnerHTML={{ __html: form.values.content }} />
      </Preview>
      <History entries={page.history} />
    </>
  );
}
