import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { volverASesionAdmin } from '@dapcon/contract/core';
import { ApiError, call, useSession } from '@dapcon/shared-sdk';
import { mockError } from '@dapcon/mocks';
import { mockApi } from '@dapcon/mocks/node';
import { currentLocation, renderWithPortal, signInAs } from '../../../config/test-utils';
import { SessionWatcher } from './SessionWatcher';

/** The error a real request through the SDK ends with. */
async function failedGetMe(): Promise<ApiError> {
  const error = await call(volverASesionAdmin).then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error('expected getMe to fail with an ApiError');
  return error;
}

/** The server answers a request of the signed-in user (POST /admin/auth/volver) with an error. */
function failWith(status: number, message: string) {
  mockApi(volverASesionAdmin, () => {
    throw mockError(status, message);
  });
}

describe('SessionWatcher', () => {
  it('ends the session and goes to /login when the server says the session is gone', async () => {
    await signInAs('consultor');
    failWith(401, 'La sessió no existeix');
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
    failWith(status, message);
    renderWithPortal(<SessionWatcher />, { route: '/dapcon' });

    const error = await failedGetMe();
    expect(error.status).toBe(status);
    expect(useSession.getState().user).toEqual(signedIn);
    expect(currentLocation()).toBe('/dapcon');
  });

  it('stops listening once unmounted', async () => {
    await signInAs('consultor');
    failWith(401, 'El token ha expirat');
    const { unmount } = renderWithPortal(<SessionWatcher />, { route: '/dapcon' });
    unmount();
    await failedGetMe();
    expect(useSession.getState().user).not.toBeNull();
  });
});
