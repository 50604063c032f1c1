// The first-screen script (shell/build-pages.mjs builds it on its own; the page names it `async` in its
// head, so it runs long before the drawn screen below it has been parsed).
import { FIRST_SCREEN_ID, holdFirstScreen } from './hold';
import { askFirstRows, handFirstRows } from './rows';

// A drawn list's first page, asked for at once: it comes while the page is still being parsed.
const asked = askFirstRows();

/** Once the page is parsed (before the app's deferred start runs), or now if it already is. */
function whenParsed(run: () => void): void {
  if (document.readyState !== 'loading') run();
  else document.addEventListener('readystatechange', run, { once: true });
}

whenParsed(() => {
  const screen = document.getElementById(FIRST_SCREEN_ID);
  if (screen) handFirstRows(screen, asked);
  const root = document.getElementById('root');
  if (root) holdFirstScreen(root);
});
