import { useEffect } from 'react';
import { onApiError, useSession } from '@dapcon/shared-sdk';
import { useNavigate } from '@dapcon/shared-ui';

/** Ends the browser session on any of the five session errors of spec part 1 §8. */
export function SessionWatcher() {
  const navigate = useNavigate();
  useEffect(
    () =>
      onApiError((error) => {
        if (!error.isSessionError) return;
        useSession.getState().signOut();
        if (window.location.pathname !== '/login') navigate('/login', { replace: true });
      }),
    [navigate],
  );
  return null;
}
