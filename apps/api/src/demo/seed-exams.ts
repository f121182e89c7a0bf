/**
 * Full-length LET mock exams for demo mode (decision 0052): 150 General Education, 150
 * Professional Education and 150 specialization (Mathematics) items per form, generated at seed
 * time from templates (numbers drawn, facts picked from small pools), so a fresh start shows
 * exams of the real length without 900 hand-written items. A seeded generator makes every start
 * produce the same items. Also a cohort of demo reviewees who took last week's forms, with their
 * answers, so the staff results and item analysis have something to show.
 */
import { sql, type Insertable } from 'kysely';
import type { QuestionDifficulty } from '@review-center/domain';
import type { Db } from '../platform/db/database.ts';
import type { AnswersTable, ExamTemplatesTable, UserExamsTable } from '../platform/db/schema.ts';
import { insertMissing } from './insert-missing.ts';

const DAY_MS = 86_400_000;
const ITEMS = 150;
const LABELS = ['A', 'B', 'C', 'D'] as const;

/** mulberry32: a small seeded generator (the same one decision 0043's shuffling uses). */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return { next, int, pick };
}
type Random = ReturnType<typeof generator>;

interface Item {
  stem: string;
  passage?: string;
  correct: string;
  distractors: [string, string, string];
  /** −2 (easy) to 2 (difficult): the demo cohort's answers follow it. */
  difficulty: number;
}
type Template = (r: Random) => Item;

const distinct = (correct: number, candidates: number[]): [string, string, string] => {
  const out = [...new Set(candidates.filter((n) => n !== correct))];
  for (let step = 1; out.length < 3; step++) if (!out.includes(correct + step)) out.push(correct + step);
  return [String(out[0]), String(out[1]), String(out[2])];
};

// ---- General Education: English, Filipino, Mathematics, Science, Social Science ----
const SYNONYMS = [
  ['ubiquitous', 'found everywhere', 'rare', 'ancient', 'fragile'],
  ['candid', 'frank', 'hidden', 'careless', 'shy'],
  ['diligent', 'hardworking', 'lazy', 'noisy', 'clumsy'],
  ['benevolent', 'kind', 'cruel', 'proud', 'timid'],
  ['meticulous', 'careful', 'hasty', 'generous', 'angry'],
  ['obsolete', 'outdated', 'modern', 'famous', 'costly'],
  ['lucid', 'clear', 'vague', 'heavy', 'late'],
  ['frugal', 'thrifty', 'wasteful', 'honest', 'brave'],
  ['resilient', 'quick to recover', 'easily broken', 'silent', 'careless'],
  ['ambiguous', 'unclear', 'obvious', 'strict', 'simple'],
] as const;
const TAGALOG = [
  ['maalinsangan', 'mainit', 'maginaw', 'maulan', 'mahangin'],
  ['dalisay', 'malinis', 'marumi', 'malabo', 'magulo'],
  ['marikit', 'maganda', 'pangit', 'matanda', 'mataba'],
  ['masigasig', 'masipag', 'tamad', 'mahiyain', 'maingay'],
  ['mapagkumbaba', 'hindi mayabang', 'mapagmataas', 'madaldal', 'maramot'],
  ['hinagpis', 'matinding lungkot', 'galak', 'takot', 'pagod'],
] as const;
const HISTORY = [
  ['Who wrote <em>Noli Me Tangere</em>?', 'Jose Rizal', 'Andres Bonifacio', 'Marcelo H. del Pilar', 'Emilio Jacinto'],
  [
    'Which article of the 1987 Constitution holds the Bill of Rights?',
    'Article III',
    'Article II',
    'Article VI',
    'Article XIV',
  ],
  [
    'Who is known as the "Brains of the Katipunan"?',
    'Emilio Jacinto',
    'Apolinario Mabini',
    'Andres Bonifacio',
    'Jose Rizal',
  ],
  ['In what year was Philippine independence proclaimed in Kawit, Cavite?', '1898', '1896', '1946', '1872'],
  [
    'Who is called the "Sublime Paralytic"?',
    'Apolinario Mabini',
    'Emilio Aguinaldo',
    'Juan Luna',
    'Gregorio del Pilar',
  ],
  [
    'Which body interprets the laws in the Philippine government?',
    'The Judiciary',
    'The Senate',
    'The Executive',
    'The COMELEC',
  ],
] as const;
const SCIENCE = [
  ['Which gas do plants take in for photosynthesis?', 'Carbon dioxide', 'Oxygen', 'Nitrogen', 'Hydrogen'],
  ['What is the powerhouse of the cell?', 'Mitochondrion', 'Nucleus', 'Ribosome', 'Vacuole'],
  ['Which layer of the Earth lies just below the crust?', 'Mantle', 'Outer core', 'Inner core', 'Lithosphere'],
  ['What is the chemical symbol of sodium?', 'Na', 'So', 'S', 'Sd'],
  ['Which planet is closest to the Sun?', 'Mercury', 'Venus', 'Mars', 'Earth'],
  [
    'What kind of energy does a stretched rubber band store?',
    'Elastic potential energy',
    'Kinetic energy',
    'Thermal energy',
    'Nuclear energy',
  ],
] as const;

const fact =
  (pool: readonly (readonly string[])[], difficulty: number, stem = (row: readonly string[]) => row[0]!): Template =>
  (r) => {
    const row = r.pick(pool);
    return {
      stem: stem(row),
      correct: row[1]!,
      distractors: [row[2]!, row[3]!, row[4]!],
      difficulty: difficulty + r.next() - 0.5,
    };
  };

const GENERAL: Template[] = [
  fact(SYNONYMS, -0.5, (row) => `Which of the following is closest in meaning to <em>${row[0]}</em>?`),
  fact(TAGALOG, -0.8, (row) => `Ano ang kasingkahulugan ng salitang <em>${row[0]}</em>?`),
  fact(HISTORY, 0),
  fact(SCIENCE, -0.3),
  (r) => {
    const percent = r.pick([5, 10, 12, 15, 20, 25, 30, 40]);
    const base = r.int(4, 40) * 20;
    const answer = (percent * base) / 100;
    return {
      stem: `What is ${percent}% of ${base}?`,
      correct: String(answer),
      distractors: distinct(answer, [answer + 10, answer * 2, Math.round(answer / 2), answer - 5]),
      difficulty: -0.6,
    };
  },
  (r) => {
    const a = r.int(2, 9);
    const x = r.int(2, 15);
    const b = r.int(1, 30);
    return {
      stem: `If ${a}x + ${b} = ${a * x + b}, what is x?`,
      correct: String(x),
      distractors: distinct(x, [x + 1, x - 1, x + a, a * x]),
      difficulty: 0.2,
    };
  },
  (r) => {
    const scores = Array.from({ length: 5 }, () => r.int(70, 98));
    const total = scores.reduce((sum, s) => sum + s, 0);
    const mean = Math.round(total / 5);
    scores[4] = scores[4]! + (mean * 5 - total);
    return {
      stem: `A reviewee scored ${scores.join(', ')} in five quizzes. What is the mean score?`,
      correct: String(mean),
      distractors: distinct(mean, [mean + 2, mean - 3, Math.max(...scores), Math.min(...scores)]),
      difficulty: 0.4,
    };
  },
  (r) => {
    const speed = r.int(4, 12) * 10;
    const hours = r.int(2, 6);
    return {
      stem: `A bus travels at ${speed} km/h for ${hours} hours. How far does it travel?`,
      correct: `${speed * hours} km`,
      distractors: [`${speed + hours} km`, `${speed * (hours + 1)} km`, `${speed * hours - 10} km`],
      difficulty: -0.2,
    };
  },
];

// ---- Professional Education: theories, assessment, curriculum, laws ----
const THEORISTS = [
  [
    'scaffolding within the zone of proximal development',
    'Lev Vygotsky',
    'Jean Piaget',
    'B. F. Skinner',
    'Howard Gardner',
  ],
  ['stages of cognitive development', 'Jean Piaget', 'Erik Erikson', 'Lev Vygotsky', 'Albert Bandura'],
  ['multiple intelligences', 'Howard Gardner', 'Jerome Bruner', 'David Ausubel', 'John Dewey'],
  ['the spiral curriculum', 'Jerome Bruner', 'Ralph Tyler', 'Jean Piaget', 'Lawrence Kohlberg'],
  ['operant conditioning', 'B. F. Skinner', 'Ivan Pavlov', 'Edward Thorndike', 'Albert Bandura'],
  ['observational (social) learning', 'Albert Bandura', 'B. F. Skinner', 'Carl Rogers', 'Abraham Maslow'],
  ['the hierarchy of needs', 'Abraham Maslow', 'Carl Rogers', 'Erik Erikson', 'Jean Piaget'],
  ['learning by doing', 'John Dewey', 'Jerome Bruner', 'Maria Montessori', 'Ivan Pavlov'],
  ['stages of moral development', 'Lawrence Kohlberg', 'Erik Erikson', 'Sigmund Freud', 'Jean Piaget'],
  ['meaningful verbal learning and advance organizers', 'David Ausubel', 'Robert Gagne', 'Jerome Bruner', 'John Dewey'],
] as const;
const BLOOM = [
  ['list', 'Remembering'],
  ['define', 'Remembering'],
  ['explain', 'Understanding'],
  ['summarize', 'Understanding'],
  ['solve', 'Applying'],
  ['use', 'Applying'],
  ['compare', 'Analyzing'],
  ['differentiate', 'Analyzing'],
  ['judge', 'Evaluating'],
  ['critique', 'Evaluating'],
  ['design', 'Creating'],
  ['compose', 'Creating'],
] as const;
const LEVELS = ['Remembering', 'Understanding', 'Applying', 'Analyzing', 'Evaluating', 'Creating'];
const TOPICS = ['the water cycle', 'fractions', 'the parts of a plant', 'a short story', 'the Katipunan', 'Ohm’s law'];
const LAWS = [
  [
    'the Enhanced Basic Education Act of 2013 (K to 12)',
    'Republic Act No. 10533',
    'Republic Act No. 7836',
    'Republic Act No. 9155',
    'Republic Act No. 4670',
  ],
  [
    'the Philippine Teachers Professionalization Act of 1994',
    'Republic Act No. 7836',
    'Republic Act No. 10533',
    'Republic Act No. 4670',
    'Republic Act No. 7610',
  ],
  [
    'the Magna Carta for Public School Teachers',
    'Republic Act No. 4670',
    'Republic Act No. 7836',
    'Republic Act No. 9155',
    'Republic Act No. 10627',
  ],
  [
    'the Anti-Bullying Act of 2013',
    'Republic Act No. 10627',
    'Republic Act No. 7610',
    'Republic Act No. 10533',
    'Republic Act No. 9155',
  ],
  [
    'the Governance of Basic Education Act of 2001',
    'Republic Act No. 9155',
    'Republic Act No. 4670',
    'Republic Act No. 7836',
    'Republic Act No. 10627',
  ],
] as const;
const SITUATIONS = [
  [
    'A teacher asks pupils to group objects by shape and colour before naming the rule. Which approach is this?',
    'Inductive',
    'Deductive',
    'Lecture',
    'Drill',
  ],
  [
    'Which assessment is given before instruction to find what learners already know?',
    'Diagnostic',
    'Summative',
    'Formative',
    'Placement by age',
  ],
  ['A test that measures what it intends to measure is said to be…', 'valid', 'reliable', 'objective', 'practical'],
  [
    'Which is the best way to handle a pupil who keeps talking during class?',
    'Talk with the pupil privately about the behaviour',
    'Send the pupil out of the room',
    'Ignore the class for the day',
    'Lower the pupil’s grade',
  ],
  [
    'Giving a pupil a sticker each time homework is submitted applies which principle?',
    'Positive reinforcement',
    'Negative reinforcement',
    'Punishment',
    'Extinction',
  ],
] as const;

const PROFESSIONAL: Template[] = [
  fact(THEORISTS, -0.2, (row) => `Which theorist is associated with ${row[0]}?`),
  fact(LAWS, 0.5, (row) => `Which law is ${row[0]}?`),
  fact(SITUATIONS, 0),
  (r) => {
    const [verb, level] = r.pick(BLOOM);
    const others = LEVELS.filter((l) => l !== level);
    const start = r.int(0, others.length - 3);
    return {
      stem: `At which level of the revised Bloom’s taxonomy is the objective “The learners will ${verb} ${r.pick(TOPICS)}”?`,
      correct: level,
      distractors: [others[start]!, others[start + 1]!, others[start + 2]!],
      difficulty: 0.3,
    };
  },
  (r) => {
    const scores = Array.from({ length: 7 }, () => r.int(10, 50)).sort((a, b) => a - b);
    const median = scores[3]!;
    return {
      stem: `The scores of seven pupils are ${[...scores].sort(() => r.next() - 0.5).join(', ')}. What is the median?`,
      correct: String(median),
      distractors: distinct(median, [scores[2]!, scores[4]!, Math.round(scores.reduce((s, n) => s + n, 0) / 7)]),
      difficulty: 0.6,
    };
  },
  (r) => {
    const items = r.pick([40, 50, 60, 80, 100]);
    const right = r.int(Math.round(items * 0.3), Math.round(items * 0.9));
    const index = Math.round((right / items) * 100);
    return {
      stem: `In an item analysis, ${right} of ${items} examinees answered an item correctly. What is its difficulty (facility) index in percent?`,
      correct: `${index}%`,
      distractors: [`${100 - index}%`, `${right}%`, `${Math.min(99, index + 10)}%`].map((s, i) =>
        s === `${index}%` ? `${index + i + 1}%` : s,
      ) as [string, string, string],
      difficulty: 0.8,
    };
  },
];

// ---- Specialization: Mathematics (the demo reviewee's major) ----
const SPECIALIZATION: Template[] = [
  (r) => {
    const p = r.int(1, 9);
    const q = r.int(1, 9);
    return {
      stem: `What are the roots of x² − ${p + q}x + ${p * q} = 0?`,
      correct: `${Math.min(p, q)} and ${Math.max(p, q)}`,
      distractors: [`−${p} and −${q}`, `${p + 1} and ${q + 1}`, `${p * q} and 1`],
      difficulty: 0.3,
    };
  },
  (r) => {
    const x1 = r.int(-5, 5);
    const y1 = r.int(-5, 5);
    const m = r.int(-4, 4) || 2;
    const dx = r.int(1, 6);
    return {
      stem: `What is the slope of the line through (${x1}, ${y1}) and (${x1 + dx}, ${y1 + m * dx})?`,
      correct: String(m),
      distractors: distinct(m, [-m, m + 1, dx, m * dx]),
      difficulty: 0,
    };
  },
  (r) => {
    const radius = r.int(2, 15);
    return {
      stem: `What is the area of a circle of radius ${radius} cm? (Use π ≈ 3.14.)`,
      correct: `${(3.14 * radius * radius).toFixed(2)} cm²`,
      distractors: [
        `${(2 * 3.14 * radius).toFixed(2)} cm²`,
        `${(3.14 * radius).toFixed(2)} cm²`,
        `${(3.14 * 4 * radius * radius).toFixed(2)} cm²`,
      ],
      difficulty: -0.4,
    };
  },
  (r) => {
    const red = r.int(2, 9);
    const blue = r.int(2, 9);
    const total = red + blue;
    return {
      stem: `A bag holds ${red} red and ${blue} blue marbles. One is drawn at random. What is the probability that it is red?`,
      correct: `${red}/${total}`,
      distractors: [`${blue}/${total}`, `${red}/${blue}`, `1/${total}`],
      difficulty: -0.1,
    };
  },
  (r) => {
    const a = r.int(2, 6);
    const n = r.int(2, 5);
    return {
      stem: `What is the derivative of f(x) = ${a}x^${n}?`,
      correct: `${a * n}x^${n - 1}`,
      distractors: [`${a}x^${n - 1}`, `${a * n}x^${n}`, `${a + n}x^${n - 1}`],
      difficulty: 0.9,
    };
  },
  (r) => {
    const first = r.int(1, 9);
    const d = r.int(2, 7);
    const n = r.int(8, 20);
    const nth = first + (n - 1) * d;
    return {
      stem: `What is the ${n}th term of the arithmetic sequence ${first}, ${first + d}, ${first + 2 * d}, …?`,
      correct: String(nth),
      distractors: distinct(nth, [first + n * d, nth - d, n * d]),
      difficulty: 0.5,
    };
  },
];

const PARTS = {
  general: { category: 'general-education', title: 'General Education', templates: GENERAL, seed: 11 },
  professional: {
    category: 'professional-education',
    title: 'Professional Education',
    templates: PROFESSIONAL,
    seed: 23,
  },
  specialization: {
    category: 'specialization',
    title: 'Specialization (Mathematics)',
    templates: SPECIALIZATION,
    seed: 37,
  },
} as const;
type Part = keyof typeof PARTS;

interface SeededQuestion {
  id: string;
  data: string;
  options: { label: string; data: string }[];
  correct: string;
  difficulty: number;
}

/**
 * One form of a part: `ITEMS` items, the templates taken in turn, options in a drawn order. A
 * stem drawn twice in a form is drawn again (the fact pools are small), up to a point.
 */
export function generateForm(part: Part, form: number): SeededQuestion[] {
  const { templates, seed } = PARTS[part];
  const r = generator(seed * 1000 + form);
  const seen = new Set<string>();
  const questions: SeededQuestion[] = [];
  for (let index = 0; questions.length < ITEMS; index++) {
    let item = templates[index % templates.length]!(r);
    for (let retry = 0; seen.has(item.stem) && retry < 20; retry++)
      item = templates[r.int(0, templates.length - 1)]!(r);
    seen.add(item.stem);
    const place = r.int(0, 3);
    const texts = [...item.distractors];
    texts.splice(place, 0, item.correct);
    questions.push({
      id: `let-${part}-f${form}-${String(questions.length + 1).padStart(3, '0')}`,
      data: item.stem,
      options: texts.map((data, i) => ({ label: LABELS[i]!, data })),
      correct: LABELS[place]!,
      difficulty: Math.max(-2, Math.min(2, item.difficulty)),
    });
  }
  return questions;
}

/**
 * The bank's difficulty tag of a generated item. The generated difficulties fall between about −1
 * and 1 (the cohort's abilities centre a little above 0): below 0 most of the cohort answers right
 * (Easy), above 0.4 most answer wrong (Difficult), so a staff filter by tag finds both kinds.
 */
const difficultyTag = (difficulty: number): QuestionDifficulty =>
  difficulty < 0 ? 'Easy' : difficulty > 0.4 ? 'Difficult' : 'Average';

/** The demo reviewee's target scores on last week's forms: short of a pass, specialization lowest. */
const DEMO_TARGETS: Record<Part, number> = { general: 112, professional: 105, specialization: 99 };
const COHORT = 24;

/**
 * Demo mode only (decision 0052): per part, last week's form (closed, answers shown after the
 * window) taken by the demo reviewee and a cohort of demo reviewees, and this month's form open
 * now. Kept once: a second start finds the forms and adds nothing.
 */
export async function seedFullLengthExams(db: Db, { now, demoUserId }: { now: Date; demoUserId: string }) {
  const seeded = await db
    .selectFrom('exam_templates')
    .select('id')
    .where('id', '=', 'let-general-full-1')
    .executeTakeFirst();
  if (seeded) return;

  const cohort = Array.from({ length: COHORT }, (_, i) => ({
    id: `demo-cohort-${String(i + 1).padStart(2, '0')}`,
    email: `cohort${String(i + 1).padStart(2, '0')}@example.com`,
  }));
  const names = ['Ana', 'Ben', 'Carla', 'Dino', 'Ella', 'Fe', 'Gino', 'Hana', 'Iris', 'Jun'];
  const surnames = ['Santos', 'Reyes', 'Cruz', 'Bautista'];
  // No password: these accounts exist for the results pages and cannot sign in.
  await insertMissing(
    db,
    {
      users: cohort.map((user, i) => ({
        id: user.id,
        email: user.email,
        password_hash: '!',
        verified: true,
        profile: JSON.stringify({
          firstName: names[i % names.length],
          lastName: surnames[Math.floor(i / names.length)],
        }),
      })),
    },
    'any key',
  );

  const r = generator(4242);
  const abilities = cohort.map(() => r.next() * 3 - 1.2);
  const questionRows: {
    id: string;
    data: string;
    group_content: null;
    options: string;
    correct: string;
    category_id: string;
    difficulty: QuestionDifficulty;
    subject_id: string | null;
    practice_eligible: boolean;
  }[] = [];
  const templates: Insertable<ExamTemplatesTable>[] = [];
  const attempts: Insertable<UserExamsTable>[] = [];
  const answers: Insertable<AnswersTable>[] = [];

  for (const [index, part] of (Object.keys(PARTS) as Part[]).entries()) {
    const { category, title } = PARTS[part];
    const [past, current] = [generateForm(part, 1), generateForm(part, 2)];
    for (const q of [...past, ...current]) {
      questionRows.push({
        id: q.id,
        data: q.data,
        group_content: null,
        options: JSON.stringify(q.options),
        correct: q.correct,
        // In the bank under its part, tagged by the difficulty its cohort's answers follow.
        category_id: category,
        difficulty: difficultyTag(q.difficulty),
        // Last week's form, closed, is offered for practice (decision 0081); this month's, open,
        // never is. Every specialization item is the demo major's, so it has that subject.
        subject_id: part === 'specialization' ? 'specialization-mathematics' : null,
        practice_eligible: past.includes(q),
      });
    }
    const instructions = `Answer all ${ITEMS} questions. Choose the best answer. Your answers are saved as you go; submit before the timer ends.`;
    const pastId = `let-${part}-full-1`;
    const closedAt = new Date(now.getTime() - (6 - index) * DAY_MS);
    templates.push(
      {
        id: pastId,
        name: `LET Full Mock Exam — ${title} (Form 1)`,
        slug: `let-full-mock-${part}-form-1`,
        category_id: category,
        available_from: new Date(closedAt.getTime() - DAY_MS),
        available_until: closedAt,
        duration: 180,
        instructions,
        question_ids: past.map((q) => q.id),
        show_answers_after_window: true,
      },
      {
        id: `let-${part}-full-2`,
        name: `LET Full Mock Exam — ${title} (Form 2)`,
        slug: `let-full-mock-${part}-form-2`,
        category_id: category,
        available_from: new Date(now.getTime() - DAY_MS),
        available_until: new Date(now.getTime() + 30 * DAY_MS),
        duration: 180,
        instructions,
        question_ids: current.map((q) => q.id),
        show_answers_after_window: true,
      },
    );

    const take = (userId: string, chooses: (q: SeededQuestion, i: number) => string | null, minutes: number) => {
      const started = new Date(closedAt.getTime() - DAY_MS + 2 * 3_600_000 + r.int(0, 600) * 60_000);
      const id = `${pastId}-${userId}`;
      let score = 0;
      past.forEach((q, i) => {
        const answer = chooses(q, i);
        if (answer === null) return;
        if (answer === q.correct) score += 1;
        answers.push({
          id: `${id}-${i + 1}`,
          user_exam_id: id,
          question_id: q.id,
          user_id: userId,
          answer,
          answered_at: new Date(started.getTime() + (i + 1) * 60_000 * (minutes / ITEMS)),
        });
      });
      attempts.push({
        id,
        user_id: userId,
        template_id: pastId,
        completed: true,
        score,
        completed_at: new Date(started.getTime() + minutes * 60_000),
        created_at: started,
      });
    };
    const wrongOf = (q: SeededQuestion) => {
      const others = q.options.map((o) => o.label).filter((l) => l !== q.correct);
      // One distractor draws most wrong answers, as a plausible one does.
      return r.next() < 0.6 ? others[0]! : r.pick(others);
    };
    // The demo reviewee: right on the easiest items up to the target score.
    const target = DEMO_TARGETS[part];
    const easiest = new Set(
      past
        .map((q, i) => ({ i, d: q.difficulty }))
        .sort((a, b) => a.d - b.d || a.i - b.i)
        .slice(0, target)
        .map((x) => x.i),
    );
    take(demoUserId, (q, i) => (easiest.has(i) ? q.correct : i % 17 === 0 ? null : wrongOf(q)), 150);
    // The cohort: right with a logistic chance of ability against difficulty (a Rasch model).
    cohort.forEach((user, u) =>
      take(
        user.id,
        (q) => {
          if (r.next() < 0.02) return null;
          return r.next() < 1 / (1 + Math.exp(-1.7 * (abilities[u]! - q.difficulty))) ? q.correct : wrongOf(q);
        },
        r.int(90, 178),
      ),
    );
  }

  await insertMissing(db, { questions: questionRows, exam_templates: templates });
  await insertMissing(db, { user_exams: attempts }, 'any key');
  // About 11,000 answers in one statement of six arrays: row-by-row bind parameters took seconds
  // on PGlite, and would pass PostgreSQL's 65,535 per statement.
  const column = <K extends keyof (typeof answers)[number]>(key: K) => answers.map((a) => a[key]);
  await sql`insert into answers (id, user_exam_id, question_id, user_id, answer, answered_at)
    select * from unnest(${column('id')}::text[], ${column('user_exam_id')}::text[], ${column('question_id')}::text[],
      ${column('user_id')}::text[], ${column('answer')}::text[], ${column('answered_at').map((d) => d.toISOString())}::timestamptz[])
    on conflict do nothing`.execute(db);
}
