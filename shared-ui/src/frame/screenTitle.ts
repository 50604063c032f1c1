import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useScreenTitle } from '@dapcon/shared-sdk';

/**
 * Names the browser tab after the screen shown, for as long as it is shown (the shell composes
 * 'title · DAPcon'; until an area names its screen, the top-level route's title is used).
 *
 * @example
 * useScreenTitleOf(t('route.empresa'));
 */
export function useScreenTitleOf(title: string): void {
  const { pathname } = useLocation();
  const set = useScreenTitle((s) => s.set);
  const clear = useScreenTitle((s) => s.clear);
  useEffect(() => {
    set(pathname, title);
    return () => clear(pathname);
  }, [pathname, title, set, clear]);
}
