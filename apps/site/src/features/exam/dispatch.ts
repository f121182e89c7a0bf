import type { ExamEvent } from '@review-center/domain';

/** How a screen moves the exam session on (the domain's `examReducer`). */
export type Dispatch = (event: ExamEvent) => void;
