import { useCenter } from '@review-center/api-client/react';
import type { CenterSettings } from '@review-center/domain';

/**
 * The center's details (decision 0046): the settings an administrator keeps in the staff
 * console, read through the contract. Undefined until they arrive (a page built without data);
 * an empty field is not set, and the pages leave it out rather than show a made-up value.
 */
export function useCenterDetails(): CenterSettings | undefined {
  return useCenter().data;
}

/** A `tel:`/`sms:` address from a number as people write it: digits, and a leading +. */
export const dialable = (number: string) => number.replace(/[^\d+]/g, '');

/** The label of the social page link: the network's name when the address says it. */
export const socialLabel = (url: string) => (/facebook\.com/i.test(url) ? 'Facebook page' : 'Social page');
