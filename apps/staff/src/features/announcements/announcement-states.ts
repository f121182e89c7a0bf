import type { api } from '@review-center/api-client';

type State = (typeof api.ANNOUNCEMENT_STATES)[number];

/** How the console names and colours an announcement's state (decision 0048). */
export const STATE_LABEL: Record<State, string> = { draft: 'Draft', scheduled: 'Scheduled', published: 'Published' };
export const STATE_BADGE = { draft: 'neutral', scheduled: 'warning', published: 'success' } as const;
