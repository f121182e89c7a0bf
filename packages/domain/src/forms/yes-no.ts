/**
 * First Timer is asked as Yes or No; No is sent as false (product §5). A module of its own, without
 * zod, so the pages that only show or send the answer do not load the form's rules (decision 0044).
 */
export const YES_NO = ['Yes', 'No'] as const;
export type YesNo = (typeof YES_NO)[number];
export const firstTimerToBoolean = (answer: YesNo): boolean => answer === 'Yes';
