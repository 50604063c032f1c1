/**
 * The screen the server drew before the code came (docs/decisions.md 'A first screen drawn by the
 * server'): the page the API writes for a path an area drew at build time holds that screen in
 * `#first-screen`, in the user's language, with `#root` hidden beside it. It stands, and its forms take
 * input, until the area's own screen takes over: that screen takes what was typed, the caret and a send
 * held meanwhile ({@link takeFirstScreen}); the shell drops it as soon as `#root` shows anything but
 * loading states (its first-screen script, shell/src/firstScreen).
 */
export const FIRST_SCREEN_ID = 'first-screen';

/** What the user did on a drawn form before the code came. */
export interface TakenForm {
  /** The text fields' values by name (empty ones left out). */
  values: Record<string, string>;
  /** The field that had the focus, and its caret. */
  focus: { name: string; start: number | null; end: number | null } | null;
  /** The form was sent (Enter, its button) and is waiting. */
  held: boolean;
}

/**
 * Takes the drawn screen's form (the first) and removes the drawn screen: the screen taking over
 * calls it once, as it is first shown (a layout effect, before the browser paints). Null when no screen
 * was drawn or it is gone (the shell drops it once the page shows anything else, so the first screen
 * shown is the one that was drawn).
 *
 * @example
 * const taken = takeFirstScreen();
 * if (taken?.held) formElement.requestSubmit();
 */
export function takeFirstScreen(): TakenForm | null {
  const screen = document.getElementById(FIRST_SCREEN_ID);
  if (!screen) return null;
  const form = screen.querySelector('form');
  const active = document.activeElement;
  screen.remove();
  if (!form) return null;
  const values: Record<string, string> = {};
  for (const input of form.querySelectorAll<HTMLInputElement>('input[name]:not([type=checkbox]):not([type=radio]),textarea[name]')) {
    if (input.value !== '') values[input.name] = input.value;
  }
  const focused = active instanceof HTMLInputElement && form.contains(active) && active.name ? active : null;
  return {
    values,
    focus: focused && { name: focused.name, start: focused.selectionStart, end: focused.selectionEnd },
    held: 'held' in form.dataset,
  };
}

