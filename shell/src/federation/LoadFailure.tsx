import { useEffect, type ReactNode } from 'react';
import { RemoteErrorFallback } from '@dapcon/shared-ui';
import { useTranslation } from '@dapcon/shared-sdk';
import '../i18n';
import { browserOffline, isNetworkFailure, useOnline, useWhenOnline } from './offline';

/** Props of {@link LoadFailure}. */
export interface LoadFailureProps {
  /** What failed to load (or render). */
  error: unknown;
  /** What could not be loaded, said when it is not the network's fault ('No se ha podido cargar el área de finanzas.'). */
  message: ReactNode;
  /** The same, said when there is no connection ('El área de finanzas se cargará cuando vuelva la conexión.'). */
  offlineMessage: ReactNode;
  onRetry: () => void;
  /**
   * Given when the load met the network's return (`retryForReturn`: it began before the browser's last
   * 'online' event, or failed just after it): called once as the message is shown, the browser online.
   */
  retryAtOnce?: () => void;
  /** Shown under the message (a way out: 'Cerrar sesión'). */
  children?: ReactNode;
}

/**
 * Where an area, a module of one or the frame failed to load: its retry message, with the button. With
 * no connection (the browser is offline, or the failure is a request that got no answer) it is titled
 * 'Sin conexión' and says the piece will load when the connection is back; it follows the browser's
 * 'online' and 'offline' events as they come. Either way, when the 'online' event fires it retries by
 * itself, and so it does at once for a load that met the network's return (`retryAtOnce`: the event
 * came while no message was there to hear it, or the load joined a request sent offline). Only the failed piece shows it: what is already loaded keeps running, with what was typed.
 *
 * @example
 * <LoadFailure error={error} message={t('frame.errorRemoto', { area })} offlineMessage={t('offline.area', { ns: 'shell', area })} onRetry={retry} />
 */
export function LoadFailure({ error, message, offlineMessage, onRetry, retryAtOnce, children }: LoadFailureProps) {
  const { t } = useTranslation(['common', 'shell']);
  const online = useOnline();
  useWhenOnline(onRetry);
  useEffect(() => {
    if (retryAtOnce && !browserOffline()) retryAtOnce();
    // Once, as it is shown: the retry replaces it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const offline = !online || isNetworkFailure(error);
  return (
    <>
      <RemoteErrorFallback
        title={offline ? t('offline.title', { ns: 'shell' }) : undefined}
        message={offline ? offlineMessage : message}
        retryLabel={t('frame.reintentar')}
        onRetry={onRetry}
      />
      {children}
    </>
  );
}
