import { Component, Suspense, lazy, useMemo, useState, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState, RemoteErrorFallback } from '@dapcon/shared-ui';
import type { RemoteName } from '@dapcon/shared-sdk';
import '../i18n';
import { loadRemoteRoutes } from './registry';

interface BoundaryProps {
  fallback: ReactNode;
  children: ReactNode;
}

/** Catches a remote that fails to load or to render, so the rest of the product keeps working. */
class RemoteBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Remote area failed', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * Mounts one area (remote) lazily, with an in-place retry when it cannot be loaded.
 *
 * @example
 * <RemoteArea remote="mf_empresas" />
 */
export function RemoteArea({ remote }: { remote: RemoteName }) {
  const { t } = useTranslation(['common', 'shell']);
  const [attempt, setAttempt] = useState(0);
  const Routes = useMemo(() => lazy(() => loadRemoteRoutes(remote, attempt)), [remote, attempt]);
  const area = t(`remote.${remote}`);
  return (
    <RemoteBoundary
      key={`${remote}:${attempt}`}
      fallback={
        <RemoteErrorFallback
          message={t('frame.errorRemoto', { area })}
          retryLabel={t('frame.reintentar')}
          onRetry={() => setAttempt((n) => n + 1)}
        />
      }
    >
      <Suspense fallback={<LoadingState label={t('loading', { ns: 'shell', area })} />}>
        <Routes />
      </Suspense>
    </RemoteBoundary>
  );
}
