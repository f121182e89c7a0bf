import { Button, ExamPalette, ExamQuestion, Link, Spinner } from '@review-center/design-system';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { problemOf } from '../../app/problem.ts';
import { useStaffQuery } from '../../app/staff-queries.ts';
import { counted } from '../../app/counted.ts';
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS, RICH_TEXT_URL_SCHEMES } from '@review-center/domain';
import DOMPurify from 'dompurify';

/** The rich-text allow-list, as DOMPurify reads it. */
const allowList = {
  ALLOWED_TAGS: [...RICH_TEXT_TAGS],
  ALLOWED_ATTR: [...new Set(Object.values(RICH_TEXT_ATTRIBUTES).flat())],
  ALLOWED_URI_REGEXP: new RegExp(
    `^(?:(?:${RICH_TEXT_URL_SCHEMES.join('|')}):|[^a-z]|[a-z+.-]+(?:[^a-z+.\\-:]|$))`,
    'i',
  ),
};

/**
 * HTML shown in the preview, through the allow-list the API applied when it was saved and the
 * site applies when it shows it (decision 0053), so the preview shows what a reviewee sees.
 */
function previewHtml(html: string | null | undefined): string {
  return html ? DOMPurify.sanitize(html, allowList) : '';
}

const Layout = styled.div`
  display: grid;
  gap: var(--ds-space-5);
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 60rem) {
    grid-template-columns: minmax(0, 1fr) 18rem;
  }
  .nav {
    display: flex;
    gap: var(--ds-space-3);
    margin-block-start: var(--ds-space-5);
  }
`;

/**
 * /exam-templates/{id}/preview: the exam as a reviewee sees it (the site's question and palette
 * components), in the stored order; choices are not saved.
 */
export function ExamPreviewPage() {
  const { id = '' } = useParams();
  const template = useStaffQuery('getStaffExamTemplate', { params: { id } });
  const preview = useStaffQuery('previewExamTemplate', { params: { id } });
  const [index, setIndex] = useState(0);
  const [chosen, setChosen] = useState<Record<string, string>>({});
  if (template.isPending || preview.isPending) return <Spinner label="Loading the preview" />;
  if (template.isError || preview.isError) {
    return (
      <>
        <h1>Preview</h1>
        <p role="alert">The preview could not load: {problemOf(template.error ?? preview.error)}</p>
      </>
    );
  }
  const questions = preview.data.questions;
  const question = questions[index];
  return (
    <>
      <h1>Preview: {template.data.name}</h1>
      <p>
        <Link href={`/exam-templates/${id}`}>Back to the exam template</Link>
      </p>
      <p role="note">
        As a reviewee sees it, in the stored order
        {template.data.shuffleQuestions || template.data.shuffleOptions ? ' (each attempt shuffles its own)' : ''}.
        Choices here are not saved.
      </p>
      {template.data.instructions ? <p>{template.data.instructions}</p> : null}
      <p>
        {template.data.hasTimeLimit
          ? `Time limit: ${counted(template.data.duration, 'minute')} from the start`
          : `Duration: ${counted(template.data.duration, 'minute')}; the timer runs until the exam closes`}
      </p>
      {question ? (
        <Layout>
          <section aria-label="Question">
            <ExamQuestion
              questionHtml={previewHtml(question.question.data)}
              groupHtml={previewHtml(question.questionGroup?.content) || undefined}
              options={question.options.map((o) => ({ label: o.label, data: previewHtml(o.data) }))}
              value={chosen[question._id] ?? null}
              onChange={(label) => setChosen({ ...chosen, [question._id]: label })}
              number={index + 1}
              count={questions.length}
            />
            <div className="nav">
              <Button variant="secondary" isDisabled={index === 0} onPress={() => setIndex(index - 1)}>
                Previous
              </Button>
              <Button
                variant="secondary"
                isDisabled={index >= questions.length - 1}
                onPress={() => setIndex(index + 1)}
              >
                Next
              </Button>
            </div>
          </section>
          <aside aria-label="Exam status">
            <ExamPalette
              items={questions.map((q) => ({ id: q._id, isAnswered: chosen[q._id] !== undefined }))}
              currentId={question._id}
              onSelect={(qid) => setIndex(questions.findIndex((q) => q._id === qid))}
            />
          </aside>
        </Layout>
      ) : (
        <p role="status">This exam has no questions yet.</p>
      )}
    </>
  );
}
