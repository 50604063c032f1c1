// The first visit's waterfall (issue 38, item 1): what the page's HTML asks for itself, so that it
// comes beside the shell's code instead of after it has run. docs/performance.md 'The waterfall'.
import { expect, test } from '@playwright/test';

test("/login's HTML asks for /remotes.json itself, and the shell takes that answer: one request, started by the HTML", async ({ page, context }) => {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  // What started each request for /remotes.json ('parser': the HTML's preload; 'script': a fetch of the shell).
  const initiators: string[] = [];
  cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
    if (new URL(request.url).pathname === '/remotes.json') initiators.push(initiator.type);
  });
  const shellEntry: string[] = [];
  page.on('request', (request) => {
    if (/^\/main\.[0-9a-f]+\.js$/.test(new URL(request.url()).pathname)) shellEntry.push(request.url());
  });

  await page.goto('/login');
  // The sign-in form works: the shell has read the live areas and mounted mf-auth's screen with them.
  await expect(page.getByRole('form', { name: 'CIF' }).getByRole('button', { name: 'Iniciar sesión' })).toBeEnabled();
  expect(shellEntry).toHaveLength(1);
  // Asked once, by the HTML: a second request would mean the shell's fetch no longer matches the preload
  // (its mode or credentials changed) and the file is downloaded twice, the second time late.
  expect(initiators).toEqual(['parser']);
});
