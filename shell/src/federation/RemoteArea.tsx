import { Component, Suspense, lazy, useMemo, useState, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState, RemoteErrorFallback, useLocation } from '@dapcon/shared-ui';
import type { RemoteName } from '@dapcon/shared-sdk';
import '../i18n';
import { loadRemoteModule } from './registry';

interface BoundaryProps {
  fallback: ReactNode;
  /** A change of it clears a failure: the next screen of an area gets its own chance. */
  resetKey: string;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  resetKey: string;
}

/**
 * Catches a remote that fails to load or to render, so the rest of the product keeps working. A
 * failure belongs to the screen it happened on: when the path changes, the area renders again.
 */
class RemoteBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Remote area failed', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** Props of {@link RemoteSlot}. */
export interface RemoteSlotProps<P extends object> {
  remote: RemoteName;
  /** The exposed module's name, without './': 'Routes', 'ChangePassword'. */
  module: string;
  props: P;
}

/**
 * Mounts a module another remote exposes, lazily, with an in-place retry when it
 * cannot be loaded: the rest of the product keeps working.
 *
 * @example
 * <RemoteSlot remote="mf_auth" module="ChangePassword" props={{ onDone }} />
 */
export function RemoteSlot<P extends object>({ remote, module, props }: RemoteSlotProps<P>) {
  const { t } = useTranslation(['common', 'shell']);
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const Loaded = useMemo(() => lazy(() => loadRemoteModule<P>(remote, module, attempt)), [remote, module, attempt]);
  const area = t(`remote.${remote}`);
  return (
    <RemoteBoundary
      key={`${remote}/${module}:${attempt}`}
      resetKey={pathname}
      fallback={
        <RemoteErrorFallback
          message={t('frame.errorRemoto', { area })}
          retryLabel={t('frame.reintentar')}
          onRetry={() => setAttempt((n) => n + 1)}
        />
      }
    >
      <Suspense fallback={<LoadingState label={t('loading', { ns: 'shell', area })} />}>
        <Loaded {...props} />
      </Suspense>
    </RemoteBoundary>
  );
}

/**
 * Mounts one area (its remote's `./Routes`).
 *
 * @example
 * <RemoteArea remote="mf_empresas" />
 */
export function RemoteArea({ remote }: { remote: RemoteName }) {
  return <RemoteSlot remote={remote} module="Routes" props={{}} />;
}
