/**
 * Puts a popover element on top of the top layer (above any open modal <dialog>): the top layer is
 * ordered by when an element entered it, so a popover that is already open is shown again.
 * Browsers without popovers (and jsdom) keep the element where it is.
 */
export function raiseAboveModals(element: HTMLElement | null): void {
  if (!element || typeof element.showPopover !== 'function') return;
  if (element.matches(':popover-open')) element.hidePopover();
  element.showPopover();
}
