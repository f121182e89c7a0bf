import { useErrorSummary } from '@review-center/forms';
import type { api } from '@review-center/api-client';
import { Button, Link, toastQueue } from '@review-center/design-system';
import { coursewareInputSchema } from '@review-center/domain';
import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { EditForm } from '../../app/EditForm.ts';
import { History } from '../../app/History.tsx';
import { problemOf } from '../../app/problem.ts';
import { ResourceShow } from '../../app/resource/ResourceShow.tsx';
import { RichTextEditor } from '../../app/RichTextEditor.tsx';
import { useStaffAction } from '../../app/staff-queries.ts';
import { fieldErrors } from './field-errors.ts';
import { Preview } from './Preview.tsx';

/** An article's form: as wide as the text it writes. */
const Form = styled(EditForm)`
  max-inline-size: 48rem;
  margin-block-end: var(--ds-space-5);
`;

/* The site shows courseware as plain HTML in the account's Hybrid Courseware tab. */
const Courseware = styled.div`
  img {
    max-inline-size: 100%;
    block-size: auto;
  }
`;

/** /courseware/{offeringId}: the offering's one courseware page, written like an announcement. */
export function CoursewareEditorPage() {
  return (
    <ResourceShow
      call="getCoursewarePage"
      title="Courseware"
      noun="courseware"
      back={['/courseware', 'Back to the courseware pages']}
    >
      {(data) => <CoursewareEditor key={data.offering._id} page={data} />}
    </ResourceShow>
  );
}

function CoursewareEditor({ page }: { page: api.CoursewarePage }) {
  const [content, setContent] = useState(page.content);
  const [error, setError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const summary = useErrorSummary(form);
  const save = useStaffAction('saveCoursewarePage');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const found = fieldErrors(coursewareInputSchema, { content }).content;
    setError(found);
    if (found) {
      summary.refuse();
      return;
    }
    summary.clear();
    save.mutate(
      { params: { id: page.offering._id }, body: { content } },
      {
        onSuccess: () => toastQueue.add({ title: 'Courseware saved', variant: 'success' }),
        onError: (failure) => setProblem(problemOf(failure)),
      },
    );
  };

  return (
    <>
      <h1>Courseware: {page.offering.title}</h1>
      <p>
        <Link href="/courseware">Back to the courseware pages</Link>
      </p>
      {problem ? <p role="alert">The courseware was not saved: {problem}</p> : null}
      <Form ref={form} onSubmit={submit} noValidate aria-label="Courseware">
        {summary.summary}
        <RichTextEditor
          label="Courseware page"
          isRequired
          description="What the offering’s Active reviewees read under Hybrid Courseware."
          value={content}
          onChange={(html) => {
            setContent(html);
            setError(undefined);
          }}
          errorMessage={error}
        />
        <div>
          <Button type="submit" isDisabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save courseware'}
          </Button>
        </div>
      </Form>
      <Preview description="As the Hybrid Courseware tab will show it, once saved (the server removes anything the site does not allow).">
        <Courseware dangerouslySetInnerHTML={{ __html: content }} />
      </Preview>
      <History entries={page.history} />
    </>
  );
}
