import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { me } from '@dapcon/contract/auth';
import { ApiError, call, useSession } from '@dapcon/shared-sdk';
import { currentLocation, jsonResponse, renderWithPortal, signInAs, stubFetch } from '../../../config/test-utils';
import { SessionWatcher } from './SessionWatcher';

/** The error a real request through the SDK ends with. */
async function failedGetMe(): Promise<ApiError> {
  const error = await call(me).then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error('expected getMe to fail with an ApiError');
  return error;
}

describe('SessionWatcher', () => {
  it('ends the session and goes to /login when the server says the session is gone', async () => {
    await signInAs('consultor');
    stubFetch(() => jsonResponse({ status: 'Error', message: 'La sessió no existeix' }, 401));
    renderWithPortal(<SessionWatcher />, { route: '/dapcon' });

    expect((await failedGetMe()).isSessionError).toBe(true);
    expect(useSession.getState().user).toBeNull();
    await waitFor(() => expect(currentLocation()).toBe('/login'));
  });

  it.each([
    ['a 403', 403, 'No autoritzat'],
    ['a 401 that is not about the session', 401, 'El usuario o la contraseña no son correctos.'],
    ['a 500', 500, 'Error interno del servidor.'],
  ])('keeps the session on %s', async (_case, status, message) => {
    const signedIn = await signInAs('consultor');
    stubFetch(() => jsonResponse({ status: 'Error', message }, status));
    renderWithPortal(<SessionWatcher />, { route: '/dapcon' });

    const error = await failedGetMe();
    expect(error.status).toBe(status);
    expect(useSession.getState().user).toEqual(signedIn);
    expect(currentLocation()).toBe('/dapcon');
  });

  it('stops listening once unmounted', async () => {
    await signInAs('consultor');
    stubFetch(() => jsonResponse({ status: 'Error', message: 'El token ha expirat' }, 401));
    const { unmount } = renderWithPortal(<SessionWatcher />, { route: '/dapcon' });
    unmount();
    await failedGetMe();
    expect(useSession.getState().user).not.toBeNull();
  });
});
