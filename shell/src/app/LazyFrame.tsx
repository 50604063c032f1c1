import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { lazyComponent, LoadingState, retryFailedLoads, useLoaded } from '@dapcon/shared-ui';
import { useTranslation, type RemoteName } from '@dapcon/shared-sdk';
import '../i18n';
import { LoadFailure } from '../federation/LoadFailure';
import { RemoteBoundary } from '../federation/RemoteBoundary';
import { loadStarted, retryForReturn } from '../federation/offline';
import { loadRemoteRoutes } from '../federation/registry';

/** Props of the signed-in frame, loaded or not. */
export interface FrameProps {
  children: ReactNode;
  /** The area shown inside: it starts loading with the frame, not after it. */
  area?: RemoteName;
}

type FrameModule = { Frame: ComponentType<{ children: ReactNode }> };

/**
 * The signed-in frame as a component that loads its code when it first renders: the sign-in page and
 * the public pages do not download it (docs/performance.md). While it loads, a loading state; if it
 * cannot be loaded, a retry, never a blank page ('Sin conexión' without a network, retried by itself
 * when it is back: {@link LoadFailure}).
 *
 * @example
 * const Frame = lazyFrame(() => import('./Frame'));
 * <Frame area="mf_empresas"><RemoteArea remote="mf_empresas" /></Frame>
 */
export function lazyFrame(load: () => Promise<FrameModule>): ComponentType<FrameProps> {
  // One component for the session: every page renders the same loaded frame, without a new fallback.
  const Loaded = lazyComponent(load, (m) => m.Frame);
  return function LazyFrame({ children, area }: FrameProps) {
    const { t } = useTranslation(['common', 'shell']);
    const [attempt, setAttempt] = useState(0);
    // When this attempt began, and the browser's return online it last tried again for by itself
    // (a failure that met the network's return is tried again at once, once per return).
    const [started, setStarted] = useState(loadStarted);
    const retriedFor = useRef<number | null>(null);
    const retry = () => {
      retryFailedLoads();
      setStarted(loadStarted());
      setAttempt((n) => n + 1);
    };
    const ready = useLoaded(Loaded);
    useEffect(() => {
      // A failure is left to the area's own boundary, which shows the retry.
      if (area) loadRemoteRoutes(area, 0).catch(() => undefined);
    }, [area]);
    return (
      <RemoteBoundary
        key={attempt}
        resetKey=""
        fallback={(error) => (
          <LoadFailure
            error={error}
            message={t('frameError', { ns: 'shell' })}
            offlineMessage={t('offline.frame', { ns: 'shell' })}
            onRetry={retry}
            retryAtOnce={retryForReturn(started, error, retriedFor, retry)}
          />
        )}
      >
        {ready ? <Loaded>{children}</Loaded> : <LoadingState label={t('loadingFrame', { ns: 'shell' })} />}
      </RemoteBoundary>
    );
  };
}
