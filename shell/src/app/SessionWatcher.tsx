import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { onApiError, useSession } from '@dapcon/shared-sdk';

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
