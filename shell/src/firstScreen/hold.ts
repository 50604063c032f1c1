/**
 * The shell's side of a screen the server drew (docs/decisions.md 'A first screen drawn by the server';
 * the screen's own side is shared-ui's takeFirstScreen): a script of its own, tiny and named first in
 * the page's head, so it holds the drawn form's sends long before the shell's code has come; the
 * shell's start calls it too, for a page whose script did not come.
 */

/** The drawn screen's element (the API writes it; shared-ui's FIRST_SCREEN_ID). */
export const FIRST_SCREEN_ID = 'first-screen';

/**
 * Whether `root` shows anything but loading states (`role="status"`): text, a control or an image. In
 * the signed-in frame, what its main region shows (the frame is up before the screen the server drew in
 * it): the screen, an area's retry message, the maintenance page. Outside it, anything: the sign-in
 * page, a user sent home from /login.
 */
function shows(root: HTMLElement): boolean {
  const copy = (root.querySelector('main') ?? root).cloneNode(true) as HTMLElement;
  for (const status of copy.querySelectorAll('[role=status]')) status.remove();
  return !!copy.textContent?.trim() || !!copy.querySelector('input,button,img,svg');
}

/** A button by what a user knows it by: its role and its name. */
const nameOf = (button: HTMLButtonElement) => `${button.getAttribute('role')}|${button.getAttribute('aria-label') ?? button.textContent}`;

/**
 * Called once, as soon as the page is parsed: a drawn form's send is held (the browser never sends
 * it itself: the server drew it as `method="dialog"`) until its screen takes it, its button disabled
 * meanwhile; the last other button pressed on the drawn screen (a tab, 'show password') is pressed again
 * on the screen that takes over; and the drawn screen is dropped once `root` shows anything but loading
 * states (an area that could not load, a screen that takes nothing, a user sent elsewhere). A second
 * call does nothing.
 */
export function holdFirstScreen(root: HTMLElement): void {
  const screen = document.getElementById(FIRST_SCREEN_ID);
  // Once per page: the shell's start calls it too, for a page whose first-screen script did not come.
  if (!screen || screen.dataset.holding !== undefined) return;
  screen.dataset.holding = '';
  // The app came first (this script was late): the drawn screen goes now, the app's is up.
  if (shows(root)) return screen.remove();
  let pressed: string | undefined;
  screen.addEventListener('click', ({ target }) => {
    const button = (target as Element).closest('button');
    if (button && button.type !== 'submit') pressed = nameOf(button);
  });
  screen.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement;
    form.dataset.held = '';
    form.setAttribute('aria-busy', 'true');
    for (const button of form.querySelectorAll('button')) if (button.type === 'submit') button.disabled = true;
  });
  const watch = new MutationObserver(() => {
    if (shows(root)) screen.remove();
    if (screen.isConnected) return;
    watch.disconnect();
    // After the commit that took over: the same button, now the app's.
    for (const button of root.querySelectorAll('button')) if (pressed === nameOf(button)) return button.click();
  });
  watch.observe(root, { childList: true, subtree: true, characterData: true });
}
