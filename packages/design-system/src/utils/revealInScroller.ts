/**
 * Scrolls a horizontal scroller (a row of tabs) just enough to show `item` whole, with `margin`
 * pixels of its neighbour beyond it so the row still shows there is more. Only the scroller
 * moves: `scrollIntoView` would scroll the page as well.
 */
export function revealInScroller(scroller: HTMLElement, item: HTMLElement, margin = 24) {
  const box = scroller.getBoundingClientRect();
  const target = item.getBoundingClientRect();
  if (target.left < box.left) scroller.scrollLeft -= box.left - target.left + margin;
  else if (target.right > box.right) scroller.scrollLeft += target.right - box.right + margin;
}
