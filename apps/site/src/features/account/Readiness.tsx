import {
  attemptPercent,
  formatLetAverage,
  LET_PART_TITLES,
  LET_PASSING,
  letLevelForCourse,
  letPartOfCategory,
  letRating,
  subjectRollUp,
  type LetLevel,
  type LetPart,
  type User,
} from '@review-center/domain';
import { ExamTable, TableScroll } from './exam-styles.ts';

/** One completed result, as My Progress reads it from GET /users/{id}/exam-results. */
interface ProgressResult {
  category: { _id: string } | null;
  score: number;
  items: number;
  completedAt: string;
  subjects: readonly { subject: { _id: string; title: string } | null; score: number; items: number }[] | null;
}

const partNames = (parts: readonly LetPart[]) => parts.map((part) => LET_PART_TITLES[part]).join(', ');

/**
 * The LET readiness view of My Progress (decision 0043's `letRating`): the latest result of each
 * part, weighted for the reviewee's level, the pass rule, and what holds them back. Loaded after
 * the chart's tab opens (decision 0051), so the account route does not carry it.
 */
export function Readiness({ user, results }: { user: User; results: readonly ProgressResult[] }) {
  const level = letLevelForCourse(user.course ?? 'BSED');
  const rating = letRating({
    level,
    results: results.flatMap((result) => {
      const part = letPartOfCategory(result.category?._id);
      return part ? [{ part, percent: attemptPercent(result.score, result.items), date: result.completedAt }] : [];
    }),
  });
  return (
    <section aria-labelledby="let-readiness" className="readiness">
      <h2 id="let-readiness">LET readiness</h2>
      <p>
        The LET is passed with a weighted average of at least {LET_PASSING.average} and no part below{' '}
        {LET_PASSING.partMinimum}. Your latest mock exam of each part, weighted as the{' '}
        {level === 'elementary' ? 'elementary' : 'secondary'} level is:
      </p>
      {rating.parts.length > 0 ? (
        <TableScroll role="region" aria-label="Latest result per part" tabIndex={0}>
          <ExamTable>
            <caption>Latest result per part</caption>
            <thead>
              <tr>
                <th scope="col">Part</th>
                <th scope="col">Latest result</th>
                <th scope="col">Weight</th>
                <th scope="col">Points</th>
              </tr>
            </thead>
            <tbody>
              {rating.parts.map((part) => (
                <tr key={part.part}>
                  <th scope="row">{LET_PART_TITLES[part.part]}</th>
                  <td>{part.percent.toFixed(2)}%</td>
                  <td>{part.weight}%</td>
                  <td>{part.points.toFixed(2)}</td>
                </tr>
              ))}
            </tbody>
          </ExamTable>
        </TableScroll>
      ) : null}
      <p className="readiness-verdict" role="status">
        {rating.verdict === 'incomplete'
          ? `Not enough results yet: take a mock exam in ${partNames(rating.missing)} to see your readiness.`
          : rating.verdict === 'pass'
            ? `Weighted average ${formatLetAverage(rating.average)}: on track to pass.`
            : `Weighted average ${formatLetAverage(rating.average)}: not yet passing. Holding you back: ${partNames(rating.holdingBack)}.`}
      </p>
      <p>A mock exam is only as predictive as its questions: use this to choose what to review next.</p>
      <StudyNext level={level} results={results} />
    </section>
  );
}

/**
 * Every subject of the closed mock exams, added up per part and weighted as the rating weighs the
 * parts, and the subject that costs the weighted average the most (decision 0079).
 */
function StudyNext({ level, results }: { level: LetLevel; results: readonly ProgressResult[] }) {
  const { subjects, studyNext } = subjectRollUp({
    level,
    results: results.flatMap((result) => {
      const part = letPartOfCategory(result.category?._id);
      return part && result.subjects
        ? [
            {
              part,
              subjects: result.subjects.map(({ subject, score, items }) => ({
                key: subject?._id ?? null,
                title: subject?.title ?? 'No subject',
                score,
                items,
              })),
            },
          ]
        : [];
    }),
  });
  return (
    <>
      <h3 id="study-next">What to study next</h3>
      {subjects.length === 0 ? (
        <p>Your score per subject shows here once a mock exam you took has closed for everyone.</p>
      ) : (
        <>
          <p>
            {studyNext
              ? `Study ${studyNext.title} (${LET_PART_TITLES[studyNext.part]}) next: it costs your weighted average the most, ${studyNext.pointsShort.toFixed(2)} points short of ${LET_PASSING.average}.`
              : `Every subject is at ${LET_PASSING.average} % or above in your closed mock exams.`}
          </p>
          <TableScroll role="region" aria-labelledby="study-next" tabIndex={0}>
            <ExamTable>
              <caption>Subjects across your closed mock exams</caption>
              <thead>
                <tr>
                  <th scope="col">Subject</th>
                  <th scope="col">Part</th>
                  <th scope="col">Score</th>
                  <th scope="col">Percent</th>
                  <th scope="col">Points short of {LET_PASSING.average}</th>
                </tr>
              </thead>
              <tbody>
                {subjects.map((subject) => (
                  <tr key={`${subject.part} ${subject.key ?? ''}`}>
                    <th scope="row">{subject.title}</th>
                    <td>{LET_PART_TITLES[subject.part]}</td>
                    <td>
                      {subject.score} / {subject.items}
                    </td>
                    <td>{attemptPercent(subject.score, subject.items).toFixed(2)}%</td>
                    <td>{Math.max(0, subject.pointsShort).toFixed(2)}</td>
                  </tr>
                ))}
              </tbody>
            </ExamTable>
          </TableScroll>
        </>
      )}
    </>
  );
}
