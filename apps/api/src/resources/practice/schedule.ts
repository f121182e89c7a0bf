import type { PracticeGrade } from '@review-center/domain';
import { createEmptyCard, fsrs, generatorParameters, Rating, type Card, type Grade } from 'ts-fsrs';
import type { ReviewCardsTable } from '../../platform/db/schema.ts';

/*
 * The review queue's scheduler (decision 0081): FSRS as `ts-fsrs` implements it, with its default
 * parameters and no fuzz, so an item's next review is reproducible from its card, grade and time.
 */
const scheduler = fsrs(generatorParameters({ enable_fuzz: false }));

const RATINGS: Record<PracticeGrade, Grade> = { again: Rating.Again, hard: Rating.Hard, good: Rating.Good };

/** The FSRS fields of a `review_cards` row. */
export type CardFields = Pick<
  ReviewCardsTable,
  | 'due'
  | 'stability'
  | 'difficulty'
  | 'elapsed_days'
  | 'scheduled_days'
  | 'learning_steps'
  | 'reps'
  | 'lapses'
  | 'state'
  | 'last_review'
>;

const toFields = (card: Card): CardFields => ({
  due: card.due,
  stability: card.stability,
  difficulty: card.difficulty,
  elapsed_days: card.elapsed_days,
  scheduled_days: card.scheduled_days,
  learning_steps: card.learning_steps,
  reps: card.reps,
  lapses: card.lapses,
  state: card.state,
  last_review: card.last_review ?? null,
});

const toCard = (fields: CardFields): Card => ({
  ...fields,
  state: fields.state,
  last_review: fields.last_review ?? undefined,
});

/** A card never reviewed, due at `due` (a missed exam item: when its exam's window closed). */
export const newCardFields = (due: Date): CardFields => toFields(createEmptyCard(due));

/**
 * The card after a review graded `grade` at `at`. A review older than the card's last one (an
 * answer kept offline, sent after a later one) is taken at the last review's time, since FSRS
 * counts the days elapsed between them.
 */
export function reviewed(fields: CardFields, grade: PracticeGrade, at: Date): CardFields {
  const last = fields.last_review;
  const when = last && at < last ? last : at;
  return toFields(scheduler.next(toCard(fields), when, RATINGS[grade]).card);
}
