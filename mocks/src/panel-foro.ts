// The mock API of the forum link (contract/src/panel/foro.ts; docs/home.md step 4): no forum by default,
// as an installation without FORUM_URL; `mockForo.disponible = true` (a test, a story) gives one, whose
// link carries a made-up forum token.
import { MSG } from '@dapcon/contract/core';
import { enlaceForo, estadoForo, FORO_TOKEN_TTL_SECONDS } from '@dapcon/contract/panel';
import { mockEndpoint, mockError, mockRequireAccess } from './handlers';

/** The forum's address of the mock, when it has one. */
export const MOCK_FORO_URL = 'https://foro.example.org/entrar';

/** Whether the mock has a forum (FORUM_URL); none until a test or story says so. */
export const mockForo = { disponible: false };

/** Back to no forum. */
export function resetMockForo(): void {
  mockForo.disponible = false;
}

export const panelForoHandlers = [
  mockEndpoint(estadoForo, (input) => {
    mockRequireAccess(input, estadoForo.access);
    return { disponible: mockForo.disponible };
  }),
  mockEndpoint(enlaceForo, (input) => {
    mockRequireAccess(input, enlaceForo.access);
    if (!mockForo.disponible) throw mockError(404, MSG.noEncontrado);
    return { url: `${MOCK_FORO_URL}?token=mock-foro-token`, expira: new Date(Date.now() + FORO_TOKEN_TTL_SECONDS * 1000).toISOString() };
  }),
];
