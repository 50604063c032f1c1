/**
 * Where the focus goes when a modal closes (WCAG 2.4.3): back to what opened it.
 *
 * The dialog's own focus trap gives the focus back to the element that had it when the dialog opened.
 * That fails when a modal is replaced by another while it opens (an edit modal shows a loading modal,
 * then its form: the form's dialog opens while the focus is inside the loading one, which then goes
 * away), and the focus would fall to the page's top. So each dialog notes what had the focus when it
 * opened, and on closing goes back to it if it is still on the page, or else to the newest noted
 * element that still is (the button that opened the loading modal).
 */
const noted: HTMLElement[] = [];
const KEPT = 8;

/** Notes the focused element as a dialog opens (call before the dialog takes the focus). */
export function noteOpener(): HTMLElement | null {
  const active = typeof document === 'undefined' ? null : document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body) return null;
  noted.push(active);
  if (noted.length > KEPT) noted.shift();
  return active;
}

/** Where a closing dialog gives the focus back: its own opener if still on the page, else the newest one that is. */
export function focusReturnTarget(own: HTMLElement | null): HTMLElement | null {
  if (own?.isConnected) return own;
  return noted.findLast((el) => el.isConnected) ?? null;
}
