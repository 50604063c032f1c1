// What the page's and the panel's tests share: the page on the mock API, its tree and the requests sent.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect } from 'vitest';
import { mockRequests } from '@dapcon/mocks';
import { feedback, type FeedbackEvent, type Role } from '@dapcon/shared-sdk';
import { AreaRoutes } from '@dapcon/shared-ui';
import { renderWithPortal, signInAs } from '../../../../config/test-utils';
import { ParametrosPage } from './ParametrosPage';

export let user: ReturnType<typeof userEvent.setup>;

export let reported: FeedbackEvent[];
/** Registers the setup of each test (a fresh user-event, the shell's feedback collected). */
export function setUp() {
  beforeEach(() => {
    user = userEvent.setup();
    reported = [];
    return feedback.subscribe((event) => reported.push(event));
  });
}

export const sent = (endpoint: { id: string }) => mockRequests().filter((r) => r.endpoint === endpoint.id);

export async function open(role: Role = 'admin_ares', lang: 'es' | 'ca' = 'es') {
  await signInAs(role, { usuario: role === 'admin_ares' ? '46127839M' : '38562014F' });
  renderWithPortal(<AreaRoutes routes={[{ path: '/parametros', title: 'Parámetros', element: <ParametrosPage /> }]} />, { route: '/parametros', lang });
  await screen.findByRole('navigation', { name: lang === 'es' ? 'Árbol de parámetros' : 'Arbre de paràmetres' });
}

export const items = () => screen.queryAllByRole('treeitem');
export const labels = () => items().map((i) => i.querySelector('span[title]')?.textContent);
export const item = (name: string) => {
  const found = items().find((i) => i.querySelector('span[title]')?.textContent === name);
  if (!found) throw new Error(`no tree item ${name} in ${labels().join(', ')}`);
  return found;
};
/** Opens a folder (already open: left so; the tree opens the folders of the selected parameter). */
export async function expand(name: string) {
  await waitFor(() => item(name));
  if (item(name).getAttribute('aria-expanded') !== 'true') fireEvent.click(item(name).querySelector('span[aria-hidden=true]') as HTMLElement);
  await waitFor(() => expect(item(name)).toHaveAttribute('aria-expanded', 'true'));
}
