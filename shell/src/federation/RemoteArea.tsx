import { Suspense, lazy, useMemo, useState } from 'react';
import { LoadingState, RemoteErrorFallback, retryFailedLoads, useLocation } from '@dapcon/shared-ui';
import type { RemoteName } from '@dapcon/shared-sdk';
import '../i18n';
import { loadRemoteModule } from './registry';
import { RemoteBoundary } from './RemoteBoundary';
import { useTranslation } from '@dapcon/shared-sdk';

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
          onRetry={() => {
            // The area's own lazy screens and modals (and the design system's) that failed load again too.
            retryFailedLoads();
            setAttempt((n) => n + 1);
          }}
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
