// The first-screen script (shell/build-pages.mjs builds it on its own; the page names it first in its
// head, so it runs long before the drawn screen below it has been parsed).
import { FIRST_SCREEN_ID, holdFirstScreen } from './hold';
import { askFirstRows, handFirstRows } from './rows';

/** The template in which the page keeps the app's script preloads until it is parsed (the API's APP_PRELOADS_ID). */
const APP_PRELOADS_ID = 'app-preloads';

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
  // The app's code, now that the drawn screen no longer shares the page's two cores with its compiling.
  const preloads = document.getElementById(APP_PRELOADS_ID);
  if (preloads instanceof HTMLTemplateElement) document.head.append(preloads.content);
});
