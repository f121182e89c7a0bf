/**
 * The home banner's offers as the settings page edits them (decision 0057): an ordered list of
 * at most two offering ids, kept without gaps, so the first select is always the first slide.
 */

/**
 * The list with the offer at `index` set to `id`, or taken out (`null`, "None"): a later offer
 * then moves up, as the banner would show it.
 */
export function withBannerOffer(ids: readonly string[], index: number, id: string | null): string[] {
  const next = [...ids];
  if (id === null) next.splice(index, 1);
  else next[index] = id;
  return next.filter((value): value is string => typeof value === 'string' && value !== '');
}

/**
 * The stored offers that are still offerings, once the whole list of offerings is known: one
 * deleted since it was chosen is dropped here rather than refused by the server on save. With
 * part of the list only (more offerings than one page), all are kept.
 */
export function knownBannerOffers(
  ids: readonly string[],
  offerings: { docs: readonly { _id: string }[]; totalDocs: number } | undefined,
): string[] {
  if (!offerings || offerings.docs.length < offerings.totalDocs) return [...ids];
  return ids.filter((id) => offerings.docs.some((offering) => offering._id === id));
}
