import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { LoadingState, RemoteErrorFallback } from '@dapcon/shared-ui';
import { useTranslation, type RemoteName } from '@dapcon/shared-sdk';
import '../i18n';
import { RemoteBoundary } from '../federation/RemoteBoundary';
import { warmRemote } from '../federation/registry';

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
 * cannot be loaded, a retry, never a blank page.
 *
 * @example
 * const Frame = lazyFrame(() => import('./Frame'));
 * <Frame area="mf_empresas"><RemoteArea remote="mf_empresas" /></Frame>
 */
export function lazyFrame(load: () => Promise<FrameModule>): ComponentType<FrameProps> {
  const make = () => lazy(() => load().then((m) => ({ default: m.Frame })));
  // Module scope: every page of a session renders the same loaded component, without a new fallback.
  let Loaded = make();
  return function LazyFrame({ children, area }: FrameProps) {
    const { t } = useTranslation(['common', 'shell']);
    const [attempt, setAttempt] = useState(0);
    useEffect(() => {
      if (area) warmRemote(area);
    }, [area]);
    return (
      <RemoteBoundary
        key={attempt}
        resetKey=""
        fallback={
          <RemoteErrorFallback
            message={t('frameError', { ns: 'shell' })}
            retryLabel={t('frame.reintentar')}
            onRetry={() => {
              // React keeps a failed lazy component's error: a retry needs a new one.
              Loaded = make();
              setAttempt((n) => n + 1);
            }}
          />
        }
      >
        <Suspense fallback={<LoadingState label={t('loadingFrame', { ns: 'shell' })} />}>
          <Loaded>{children}</Loaded>
        </Suspense>
      </RemoteBoundary>
    );
  };
}
