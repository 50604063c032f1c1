import { Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { estadoMantenimiento, isMaintenanceBody, type EstadoMantenimiento } from '@dapcon/contract/core';
import { call, onApiError, useSession } from '@dapcon/shared-sdk';
import { lazyComponent, useLocation } from '@dapcon/shared-ui';

// The page itself (and its texts) loads only when maintenance is on.
const MaintenancePage = lazyComponent(() => import('./MaintenancePage'), (m) => m.MaintenancePage);

/** How often a signed-in user who is not an administrator asks whether the portal is in maintenance. */
export const MAINTENANCE_CHECK_MS = 30_000;

/**
 * The maintenance switch as the shell's frame applies it (docs/parametros.md 'Maintenance as built'):
 * while the Ares administrator has the portal in maintenance, a signed-in user who is not an
 * administrator sees the maintenance page with the administrator's message instead of the area (the
 * frame stays: the menu, the language, signing out). The shell learns it by asking the API
 * (`GET /mantenimiento/estado`) when the frame opens, on every change of page and every 30 s, and at
 * once from any write the API refused with its maintenance 503. Administrators, and an administrator
 * working as a company, never ask: they keep working. A check that fails keeps what was known: a
 * network failure never locks anyone out.
 */
export function MaintenanceGuard({ children }: { children: ReactNode }) {
  const user = useSession((s) => s.user);
  const exempt = user === null || user.modulo_app === 'administrador' || Boolean(user.suplantador);
  const { pathname } = useLocation();
  const [state, setState] = useState<EstadoMantenimiento>({ activo: false, mensaje: '' });

  const check = useCallback(async () => {
    try {
      setState((await call(estadoMantenimiento)).data);
    } catch {
      // Keep the last state known.
    }
  }, []);

  useEffect(() => {
    if (!exempt) void check();
  }, [exempt, pathname, check]);

  useEffect(() => {
    if (exempt) return undefined;
    const timer = setInterval(() => void check(), MAINTENANCE_CHECK_MS);
    const stop = onApiError((error) => {
      if (error.status === 503 && isMaintenanceBody(error.body)) setState({ activo: true, mensaje: error.message });
    });
    return () => {
      clearInterval(timer);
      stop();
    };
  }, [exempt, check]);

  if (exempt || !state.activo) return children;
  return (
    <Suspense fallback={null}>
      <MaintenancePage message={state.mensaje} onCheck={check} />
    </Suspense>
  );
}
