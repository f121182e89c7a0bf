/** A ticket's status as a badge: new ones wait for an answer. */
export const STATUS_BADGE = { new: 'warning', answered: 'success', closed: 'neutral' } as const;
