import { useAllUserExams, useAvailableExams, useMyResults } from '@review-center/api-client/react';
import { CountdownTimer, Link, Spinner } from '@review-center/design-system';
import {
  attemptPercent,
  ERROR_MESSAGES,
  formatHms,
  PAGE_MESSAGES,
  remainingMs,
  timerPhase,
  type ExamTemplate,
  type User,
} from '@review-center/domain';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { paths } from '../../app/paths.ts';
import { ExamResultView } from './ExamResultView.tsx';
import { ExamList, ExamTable, TableScroll } from './exam-styles.ts';

const day = new Intl.DateTimeFormat('en-PH', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Manila' });
const formatWhen = (iso: string) => `${day.format(new Date(iso))} (PHT)`;

/** The clock, a tick a second while something on the tab counts down. */
function useNow(isTicking: boolean) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!isTicking) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [isTicking]);
  return now;
}

/**
 * My Exams (decision 0051): exams open now with the time left and START or CONTINUE, upcoming
 * ones with the countdown of screen 8 (product §4 "Exam flow"), and completed ones with their
 * date, score and result. `?result=<attempt>` shows one result in place of the lists.
 */
export function MyExamsTab({ user }: { user: User }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const resultId = searchParams.get('result');
  const templates = useAvailableExams(user._id);
  const attempts = useAllUserExams(user._id);
  const results = useMyResults(user._id);
  const now = useNow(resultId === null);

  if (resultId) {
    const back = () => {
      const next = new URLSearchParams(searchParams);
      next.delete('result');
      setSearchParams(next, { replace: true });
    };
    return <ExamResultView userId={user._id} examId={resultId} onBack={back} />;
  }
  if (templates.isPending || attempts.isPending || results.isPending) return <Spinner label="Loading your exams" />;
  if (templates.isError || attempts.isError || results.isError) return <p>{ERROR_MESSAGES.generic}</p>;

  const attemptOf = new Map(attempts.data.docs.map((attempt) => [attempt.exam._id, attempt]));
  const inWindow = (t: ExamTemplate) => Date.parse(t.availableFrom) <= now && now < Date.parse(t.availableUntil);
  // An exam of offerings whose access has ended is not offered, unless an attempt is under way
  // (decision 0067); its page says why.
  const offered = templates.data.docs.filter((t) => !t.accessEndedAt || attemptOf.has(t._id));
  const open = offered.filter((t) => inWindow(t) && !attemptOf.get(t._id)?.completed);
  const upcoming = offered
    .filter((t) => now < Date.parse(t.availableFrom))
    .sort((a, b) => Date.parse(a.availableFrom) - Date.parse(b.availableFrom));
  // Newest first here; the list comes oldest first for the progress chart.
  const completed = [...results.data.docs].reverse();

  return (
    <>
      <section aria-labelledby="my-exams-open">
        <h2 id="my-exams-open">Open now</h2>
        {open.length === 0 ? (
          <p>No exam is open now.</p>
        ) : (
          <ExamList>
            {open.map((template) => {
              const left = remainingMs(template.availableUntil, now);
              const started = attemptOf.has(template._id);
              return (
                <li key={template._id}>
                  <h3>{template.name}</h3>
                  <p>
                    {template.duration} minutes · closes {formatWhen(template.availableUntil)} · {formatHms(left)} left
                  </p>
                  <Link
                    href={paths.exam(template.slug)}
                    variant="button"
                    aria-label={`${started ? 'CONTINUE' : 'START'} ${template.name}`}
                  >
                    {started ? 'CONTINUE' : 'START'}
                  </Link>
                </li>
              );
            })}
          </ExamList>
        )}
      </section>
      <section aria-labelledby="my-exams-upcoming">
        <h2 id="my-exams-upcoming">Upcoming</h2>
        {upcoming.length === 0 ? (
          <p>No upcoming exams.</p>
        ) : (
          <ExamList>
            {upcoming.map((template) => {
              const left = remainingMs(template.availableFrom, now);
              return (
                <li key={template._id}>
                  <h3>{template.name}</h3>
                  <p>Opens {formatWhen(template.availableFrom)}</p>
                  <CountdownTimer
                    label={`Time until ${template.name} opens`}
                    remainingMs={left}
                    time={formatHms(left)}
                    phase={timerPhase(left, Math.max(left, 1))}
                    announceAtMs={[]}
                    formatAnnouncement={() => ''}
                  />
                  <p>{PAGE_MESSAGES.examAvailableSoon}</p>
                </li>
              );
            })}
          </ExamList>
        )}
      </section>
      <section aria-labelledby="my-exams-completed">
        <h2 id="my-exams-completed">Completed</h2>
        {completed.length === 0 ? (
          <p>No completed exams yet.</p>
        ) : (
          <TableScroll role="region" aria-label="Completed exams" tabIndex={0}>
            <ExamTable>
              <caption>Completed exams</caption>
              <thead>
                <tr>
                  <th scope="col">Exam</th>
                  <th scope="col">Date</th>
                  <th scope="col">Score</th>
                  <th scope="col">Result</th>
                </tr>
              </thead>
              <tbody>
                {completed.map((result) => (
                  <tr key={result._id}>
                    <th scope="row">{result.exam.name}</th>
                    <td>{formatWhen(result.completedAt)}</td>
                    <td>
                      {result.score} / {result.items} ({attemptPercent(result.score, result.items).toFixed(2)}%)
                    </td>
                    <td>
                      <Link
                        href={`${paths.accountTab('exams')}&result=${encodeURIComponent(result._id)}`}
                        aria-label={`View the result of ${result.exam.name}`}
                      >
                        View result
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </ExamTable>
          </TableScroll>
        )}
      </section>
    </>
  );
}
