/**
 * Parameters every form story shares. React Aria's Button announces "busy" and "done" through
 * an off-screen live region (`[data-live-announcer]`) holding `role="img"` nodes labelled by the
 * button; axe checks those transient nodes out of context and reports role-img-alt although
 * the button they name has its text. The region is React Aria's, not ours, and outlives the
 * story, so it is left out of the check; everything the form renders is still checked.
 */
export const formStoryParameters = {
  a11y: { context: { exclude: ['[data-live-announcer]'] } },
};
