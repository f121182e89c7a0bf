/**
 * Item statistics benchmark (decision 0043): the results page's per-question statistics and score
 * distribution for 5,000 attempts of a 150-question exam (one LET part), and the question bank's
 * CSV import of 1,000 questions. Prints the median of 7 runs after a warm-up.
 *
 *   pnpm bench:item-statistics
 *
 * Attempts are simulated: each reviewee has an ability, each question a difficulty, and the chance
 * of a right answer rises with ability minus difficulty, so the discrimination indices are real.
 */
import { performance } from 'node:perf_hooks';
import { parseQuestionCsv, questionsToCsv } from '../../packages/domain/src/rules/question-csv.ts';
import { itemStatistics, scoreDistribution, weakestFirst } from '../../packages/domain/src/rules/item-statistics.ts';
import { seededOrder } from '../../packages/domain/src/rules/exam-attempt.ts';

const ATTEMPTS = 5_000;
const QUESTIONS = 150;
const RUNS = 7;
const LABELS = ['A', 'B', 'C', 'D'];

// A fixed-seed generator, so every run measures the same data.
let state = 0x2545f491;
const random = () => {
  state ^= state << 13;
  state ^= state >>> 17;
  state ^= state << 5;
  return (state >>> 0) / 4_294_967_296;
};

const questions = Array.from({ length: QUESTIONS }, (_, i) => ({
  id: `q${i}`,
  options: LABELS,
  correct: LABELS[i % 4]!,
  difficulty: random() * 4 - 2,
}));
const attempts = Array.from({ length: ATTEMPTS }, () => {
  const ability = random() * 4 - 2;
  const answers: Record<string, string> = {};
  for (const question of questions) {
    if (random() < 0.03) continue; // left blank
    const right = random() < 1 / (1 + Math.exp(question.difficulty - ability));
    answers[question.id] = right ? question.correct : LABELS[Math.floor(random() * 4)]!;
  }
  return { answers };
});

function median(label: string, run: () => unknown) {
  run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${label}: median ${times[RUNS >> 1]!.toFixed(1)} ms (min ${times[0]!.toFixed(1)}, max ${times.at(-1)!.toFixed(1)})`,
  );
}

console.log(`${ATTEMPTS.toLocaleString('en-US')} attempts × ${QUESTIONS} questions, node ${process.version}`);
median('itemStatistics', () => itemStatistics(questions, attempts));
median('itemStatistics + weakestFirst', () => weakestFirst(itemStatistics(questions, attempts)));
const totals = attempts.map((attempt) => questions.filter((q) => attempt.answers[q.id] === q.correct).length);
median('scoreDistribution', () => scoreDistribution(totals, { maxScore: QUESTIONS }));

const bank = Array.from({ length: 1_000 }, (_, i) => ({
  category: 'General Education',
  difficulty: 'Average' as const,
  passage: i % 5 === 0 ? 'Read the passage, then answer.\nIt has "quotes", commas and two lines.' : undefined,
  stem: `Question ${i + 1}: which of the following, if any, is right?`,
  options: LABELS.map((label) => ({ label, data: `Option ${label} of question ${i + 1}` })),
  correct: LABELS[seededOrder(`q${i}`, 4)[0]!]!,
}));
const csv = questionsToCsv(bank.map(({ passage, ...rest }) => (passage ? { ...rest, passage } : rest)));
console.log(`question CSV: 1,000 questions, ${(csv.length / 1024).toFixed(0)} KB`);
median('parseQuestionCsv', () => parseQuestionCsv(csv));

const [weakest] = weakestFirst(itemStatistics(questions, attempts));
console.log(
  `weakest question: ${weakest!.questionId}, facility ${weakest!.facility!.toFixed(2)} %, discrimination ${weakest!.discrimination!.toFixed(2)} %`,
);
