import { afterEach, expect, it, vi } from 'vitest';
import { FIRST_SCREEN_ID } from './hold';

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  vi.resetModules();
});

it("once the page is parsed, puts the app's script preloads the page kept back into its head, and holds the drawn screen", async () => {
  document.head.innerHTML =
    '<link rel="preload" href="/rows.js" as="script" fetchpriority="high">' +
    '<template id="app-preloads"><link rel="preload" href="/main.1.js" as="script"><link rel="preload" href="/remotes/a/remoteEntry.js" as="script"></template>';
  document.body.innerHTML = `<div id="${FIRST_SCREEN_ID}"><form method="dialog"><button type="submit">Iniciar sesión</button></form></div><div id="root"></div>`;
  // happy-dom's document is parsed already: the script does its work at once.
  expect(document.readyState).not.toBe('loading');
  await import('./entry');
  const preloads = [...document.head.querySelectorAll<HTMLLinkElement>(':scope > link[rel=preload]')].map((link) => link.getAttribute('href'));
  expect(preloads).toEqual(['/rows.js', '/main.1.js', '/remotes/a/remoteEntry.js']);
  expect((document.getElementById('app-preloads') as HTMLTemplateElement).content.childNodes).toHaveLength(0);
  // The hold is set: a send on the drawn form is held.
  const form = document.querySelector('form') as HTMLFormElement;
  form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  expect(form.dataset.held).toBe('');
});

it('does nothing to a page that kept no preloads back', async () => {
  document.head.innerHTML = '<link rel="preload" href="/main.1.js" as="script">';
  document.body.innerHTML = '<div id="root"></div>';
  await import('./entry');
  expect(document.head.innerHTML).toBe('<link rel="preload" href="/main.1.js" as="script">');
});
