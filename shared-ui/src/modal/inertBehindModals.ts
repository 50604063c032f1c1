import { useEffect } from 'react';

/** Marks what this module made inert, so that it takes away only its own. */
const MARK = 'data-portal-inert';

/** Makes inert what an open modal hides (`data-aria-hidden`), and lets go of what it no longer hides. */
function sync(doc: Document): void {
  for (const el of doc.querySelectorAll('[data-aria-hidden]:not([inert])')) {
    el.setAttribute('inert', '');
    el.setAttribute(MARK, '');
  }
  for (const el of doc.querySelectorAll(`[${MARK}]:not([data-aria-hidden])`)) {
    el.removeAttribute('inert');
    el.removeAttribute(MARK);
  }
}

/**
 * While a modal (a dialog, the menu's drawer) is open, what lies behind it is `inert` as well as
 * `aria-hidden`: Chakra's dialogs (zag's `ariaHidden`) hide the rest of the page from screen readers
 * but leave its buttons and links focusable, which WCAG 4.1.2 counts as a fault (axe's
 * `aria-hidden-focus`) even with the focus trapped inside the dialog. `inert` is the platform's own
 * answer (what `<dialog>.showModal()` does): nothing behind the modal can be focused, clicked or read.
 * The portal's provider watches the marks the dialogs set and take away (nested modals included).
 */
export function useInertBehindModals(): void {
  useEffect(() => {
    if (typeof MutationObserver === 'undefined') return undefined;
    const observer = new MutationObserver(() => sync(document));
    observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-aria-hidden'] });
    sync(document);
    return () => observer.disconnect();
  }, []);
}
