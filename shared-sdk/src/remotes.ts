import type { ComponentType } from 'react';

/** The areas (remotes) of the portal: container name → folder. */
export const REMOTES = {
  mf_auth: 'mf-auth',
  mf_home: 'mf-home',
  mf_empresas: 'mf-empresas',
  mf_consultores: 'mf-consultores',
  mf_finanzas: 'mf-finanzas',
  mf_contenidos: 'mf-contenidos',
  mf_parametros: 'mf-parametros',
} as const;
export type RemoteName = keyof typeof REMOTES;

/**
 * What every remote exposes as `./Routes`: a component that renders the
 * remote's routes (relative paths) inside the shell's router.
 *
 * @example
 * const mod = await loadRemote<RemoteRoutesModule>('mf_empresas/Routes');
 */
export interface RemoteRoutesModule {
  default: ComponentType;
}

/**
 * Props of mf-auth's `./ChangePassword` slot, which the shell opens from the user menu.
 *
 * @example
 * <RemoteSlot remote="mf_auth" module="ChangePassword" props={{ onDone: close, onCancel: close }} />
 */
export interface ChangePasswordProps {
  /** The password was changed (the form has shown its success). */
  onDone: () => void;
  onCancel: () => void;
}
