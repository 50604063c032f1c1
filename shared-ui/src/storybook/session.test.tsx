// The Storybook is published on the portal's origin, at /storybook/ (docs/deploy.md): a screen story signs
// its mock user in, and that must never reach the portal's session in the browser's storage
// ('dapcon-session' in localStorage, which every open tab of the portal follows). The preview's
// beforeAll, which Storybook runs before any story, keeps the stories' session in memory.
import { composeStory } from '@storybook/react-vite';
import { expect, it } from 'vitest';
import { SESSION_STORAGE_KEY, useSession } from '@dapcon/shared-sdk';
import { sessionToken } from '@dapcon/mocks';
import { screen } from '../../../config/story-utils';
import preview from '../../.storybook/preview';

it("a screen story's sign-in leaves the portal's stored session as it was", async () => {
  const portal = JSON.stringify({ state: { token: await sessionToken('organizacion', { sub: '7' }), lang: 'ca', lastPath: '/dapcon', lastPathOwner: '7' }, version: 1 });
  localStorage.setItem(SESSION_STORAGE_KEY, portal);
  const Story = composeStory({ ...screen({ role: 'admin_ares', lang: 'es' }), render: () => <p>Pantalla</p> }, { title: 'Screens/Session' }, preview);
  const cleanup = await preview.beforeAll?.();
  try {
    await Story.load();
    expect(useSession.getState()).toMatchObject({ lang: 'es', user: { role: 'admin_ares' } });
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBe(portal);
  } finally {
    await cleanup?.();
  }
  // Storybook's cleanup (a new preview) gives the page the browser's session back.
  expect(useSession.getState()).toMatchObject({ lang: 'ca', user: { role: 'organizacion', sub: '7' } });
});
