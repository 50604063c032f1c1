// What the dashboard's tests share: the administrator signed in, the shell's feedback collected,
// and a card, its count and the dashboard's requests found.
import { screen, within } from '@testing-library/react';
import { beforeEach } from 'vitest';
import { panelConsolidado } from '@dapcon/contract/panel';
import { mockRequests } from '@dapcon/mocks';
import { feedback, type FeedbackEvent } from '@dapcon/shared-sdk';
import { signInAs } from '../../../../config/test-utils';

/** Signs the Ares administrator in before each test of the calling file; answers what the shell is told to show. */
export function asAdministrator(): FeedbackEvent[] {
  const reported: FeedbackEvent[] = [];
  beforeEach(async () => {
    reported.length = 0;
    await signInAs('admin_ares');
    return feedback.subscribe((event) => reported.push(event));
  });
  return reported;
}

/** A card by its list's key. */
export function card(lista: string) {
  return screen.getByTestId(`panel-${lista}`);
}

/** The count badge of a card. */
export function count(lista: string) {
  return within(card(lista)).getByTestId('panel-total').textContent;
}

/** How many times the dashboard was asked for. */
export const gets = () => mockRequests().filter((r) => r.endpoint === panelConsolidado.id).length;
