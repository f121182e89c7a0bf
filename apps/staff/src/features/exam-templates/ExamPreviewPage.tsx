import {
  Button,
  ExamPalette,
  ExamQuestion,
  ExamReview,
  Link,
  Spinner,
  Tab,
  TabList,
  TabPanel,
  Tabs,
} from '@review-center/design-system';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { problemOf } from '../../app/problem.ts';
import { useStaffQuery } from '../../app/staff-queries.ts';
import { counted } from '../../app/counted.ts';
// The site's sanitizer, so the preview shows what a reviewee sees (decision 0076).
import { sanitizeHtml as previewHtml } from '../../app/sanitize.ts';

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
 * components), in the stored order; choices are not saved. Its second tab is the review a
 * reviewee reads after the window (the site's review component, the site's sanitizer, decision
 * 0076): the keys, the rationales, and the choices made in the first tab as their answers.
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
        <Tabs defaultSelectedKey="take">
          <TabList aria-label="Preview">
            <Tab id="take">Taking the exam</Tab>
            <Tab id="review">Review after the window</Tab>
          </TabList>
          <TabPanel id="take">
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
          </TabPanel>
          <TabPanel id="review">
            <p role="note">
              {template.data.showAnswersAfterWindow
                ? 'What reviewees read once the exam has closed for everyone, the choices made in the first tab as their answers.'
                : 'Reviewees do not get this review: the exam does not show its answers, so they read "This exam does not show its answers." Turn on "Show answers after the window" in the template to give it.'}
            </p>
            <ExamReview
              items={preview.data.review.map((item) => ({ ...item, answer: chosen[item.question] ?? null }))}
              sanitize={previewHtml}
            />
          </TabPanel>
        </Tabs>
      ) : (
        <p role="status">This exam has no questions yet.</p>
      )}
    </>
  );
}
