import { Suspense, type JSX, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { lazyComponent, LoadingState, retryFailedLoads, useLoaded, useLocation } from '@dapcon/shared-ui';
import { useAreas, useSession, type RemoteName } from '@dapcon/shared-sdk';
import '../i18n';
import { LoadFailure } from './LoadFailure';
import { browserOffline, loadStarted, retryForReturn, useWhenOnline } from './offline';
import { isLostCode, loadedRemoteModule, loadRemoteModule, replacedSince } from './registry';
import { RemoteBoundary } from './RemoteBoundary';
import { useTranslation } from '@dapcon/shared-sdk';

/** Props of {@link RemoteSlot}. */
export interface RemoteSlotProps<P extends object> {
  remote: RemoteName;
  /** The exposed module's name, without './': 'Routes', 'ChangePassword'. */
  module: string;
  props: P;
  /** Shown under the failure message when the module cannot be loaded (a way out: 'Cerrar sesión'). */
  failureActions?: ReactNode;
  /**
   * A slot in the frame's own bars (mf-home's top bar tools): nothing shows while it loads or when it
   * cannot be loaded (the console says why), and a failed load is tried again on the next screen.
   */
  quiet?: boolean;
}

/**
 * Mounts a module another remote exposes, lazily, with an in-place retry when it cannot be loaded: the
 * rest of the product keeps working. Code of the area lost after a publish and a prune (a chunk of the
 * build this page runs answers 404, and /remotes.json names another build now) reloads the area once
 * by itself, with the new build; any other failure shows the retry message, titled 'Sin conexión' when
 * the network is the cause, and retried by itself when the browser is back online ({@link LoadFailure}). The shell gives it to the
 * areas as the mount of their `RemotePanel`s (shared-ui), so another area's panel fails alone, too.
 *
 * @example
 * <RemoteSlot remote="mf_auth" module="ChangePassword" props={{ onDone }} />
 */
export function RemoteSlot<P extends object>({ remote, module, props, failureActions, quiet = false }: RemoteSlotProps<P>) {
  const { t } = useTranslation(['common', 'shell']);
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  // The screen (path) on which the area reloaded itself: once per screen, so lost code never loops.
  const [reloadedOn, setReloadedOn] = useState<string | null>(null);
  // Not a Suspense fallback while it loads (React would show the area 300 ms after it at the soonest):
  // the loading state as an element, and a module already loaded renders at once. With it, when this
  // attempt's load began: a failure after the network came back since is tried again at once.
  const [Loaded, started] = useMemo(
    () =>
      [
        lazyComponent(
          () => loadRemoteModule<P>(remote, module, attempt),
          (m) => m.default,
          // Its retry is a new attempt (a new component); the one that failed stays failed.
          { peek: () => (attempt === 0 ? loadedRemoteModule<P>(remote, module) : undefined), resetOnRetry: false },
        ),
        loadStarted(),
      ] as const,
    [remote, module, attempt],
  );
  const ready = useLoaded(Loaded);
  // The area as its descriptor names it ('el área de finanzas'); 'esta sección' when it declares none.
  const lang = useSession((s) => s.lang);
  const named = useAreas((s) => s.areas[remote]?.name);
  const area = named ? (named[lang] ?? named.es) : t('remote.unknown');
  const retry = () => {
    // The area's own lazy screens and modals (and the design system's) that failed load again too.
    retryFailedLoads();
    setAttempt((n) => n + 1);
  };
  // The browser's return online this slot last tried again for by itself (once per return).
  const retriedFor = useRef<number | null>(null);
  // Quiet: the attempt that failed, tried again once the user moves to another screen.
  const failedAttempt = useRef<number | null>(null);
  useEffect(() => {
    if (quiet && failedAttempt.current === attempt) retry();
    // On a change of screen only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
  const loading = quiet ? null : <LoadingState label={t('loading', { ns: 'shell', area })} />;
  const failed = (error: unknown) =>
    quiet ? (
      <QuietFailure
        onShown={() => {
          failedAttempt.current = attempt;
        }}
        onOnline={retry}
        retryAtOnce={retryForReturn(started, error, retriedFor, retry)}
      />
    ) : (
      <LoadFailure
        error={error}
        message={t('frame.errorRemoto', { area })}
        offlineMessage={t('offline.area', { ns: 'shell', area })}
        onRetry={retry}
        retryAtOnce={retryForReturn(started, error, retriedFor, retry)}
      >
        {failureActions}
      </LoadFailure>
    );
  return (
    <RemoteBoundary
      key={`${remote}/${module}:${attempt}`}
      resetKey={pathname}
      fallback={(error) =>
        // Offline, no newer build can be asked for: the failure is the network's.
        isLostCode(error) && reloadedOn !== pathname && !browserOffline() ? (
          <ReloadIfReplaced
            remote={remote}
            reload={() => {
              setReloadedOn(pathname);
              retry();
            }}
            checking={loading}
            failed={failed(error)}
          />
        ) : (
          failed(error)
        )
      }
    >
      <Suspense fallback={loading}>{ready ? <Loaded {...props} /> : loading}</Suspense>
    </RemoteBoundary>
  );
}

/**
 * A quiet slot that could not be loaded: nothing on screen; says so to the slot, which tries again on
 * the next screen, or when the network comes back (at once when it came back during the load).
 */
function QuietFailure({ onShown, onOnline, retryAtOnce }: { onShown: () => void; onOnline: () => void; retryAtOnce?: () => void }) {
  useEffect(() => {
    onShown();
    // The load met the network's return: tried again at once, as the 'online' event would have.
    if (retryAtOnce && !browserOffline()) retryAtOnce();
    // Once, as it is shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useWhenOnline(onOnline);
  return null;
}

/**
 * After lost code: reloads the area once when a newer build of it was published since, showing the
 * loading state meanwhile; otherwise (the network) shows the retry message.
 */
function ReloadIfReplaced({ remote, reload, checking, failed }: { remote: RemoteName; reload: () => void; checking: JSX.Element | null; failed: JSX.Element }) {
  const [replaced, setReplaced] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    void replacedSince(remote).then((yes) => {
      if (!live) return;
      setReplaced(yes);
      if (yes) {
        console.warn(`[dapcon] ${remote}: code of the build this page runs is gone (published and pruned since); reloading the area`);
        reload();
      }
    });
    return () => {
      live = false;
    };
    // Once, when shown: the reload replaces this fallback.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return replaced === false ? failed : checking;
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
