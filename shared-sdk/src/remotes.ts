import type { ComponentType } from 'react';

/**
 * The container name of an area (remote): its workspace folder as an identifier, 'mf-empresas' →
 * 'mf_empresas'. The remotes are the workspaces named mf-*; /remotes.json says where each is.
 *
 * @example
 * const remote: RemoteName = 'mf_empresas';
 */
export type RemoteName = `mf_${string}`;

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

/**
 * Props of mf-finanzas's `./EmpresaPagosCuotas` panel: a company's annual fee payments, shown as the
 * 'Pagos cuotas' tab of mf-empresas's company page (spec part 2, §2.5–2.6).
 *
 * @example
 * <RemotePanel<EmpresaPagosCuotasProps> remote="mf_finanzas" module="EmpresaPagosCuotas" props={{ cif }} />
 */
export interface EmpresaPagosCuotasProps {
  /** The company's tax id (the page's /empresas/{cif}). */
  cif: string;
}

/**
 * Props of mf-finanzas's `./EmpresaComisiones` panel: a company's commission agent and commissions,
 * shown as the 'Comisiones' tab of mf-empresas's company page (spec part 2 §2.8).
 *
 * @example
 * <RemotePanel<EmpresaComisionesProps> remote="mf_finanzas" module="EmpresaComisiones" props={{ cif }} />
 */
export interface EmpresaComisionesProps {
  /** The company's tax id (the page's /empresas/{cif}). */
  cif: string;
}

/**
 * Props of mf-finanzas's `./ConsultorComisiones` panel: a commission agent's commissions (select,
 * pay, Excel), shown as the 'Comisiones' tab of mf-consultores's consultant page (spec part 2 §2.11).
 *
 * @example
 * <RemotePanel<ConsultorComisionesProps> remote="mf_finanzas" module="ConsultorComisiones" props={{ consultorId }} />
 */
export interface ConsultorComisionesProps {
  /** The consultant's id (`comisionista_id` of its commissions). */
  consultorId: number;
}

/**
 * Props of mf-finanzas's `./DapconPagoResumen` panel: a declaration's payment summary, shown under
 * 'Pago' on mf-empresas's DAPcon record page (spec part 2 §2.7, §7.5).
 *
 * @example
 * <RemotePanel<DapconPagoResumenProps> remote="mf_finanzas" module="DapconPagoResumen" props={{ dapconId }} />
 */
export interface DapconPagoResumenProps {
  /** The declaration's id (the page's /dapcon/{id}/{languageId}). */
  dapconId: number;
}

/**
 * Props of mf-finanzas's `./PagoOrganizacion`: the organisation payment flow (spec part 2 §2.25), which
 * the shell shows in a modal nobody can close while a company's fee is owed (`estado_pago`
 * 'pendiente') and it is not an administrator's session as the company: the choice of direct debit or
 * transfer, each method's wizard, and 'Cerrar sesión'.
 *
 * @example
 * <RemoteSlot<PagoOrganizacionProps> remote="mf_finanzas" module="PagoOrganizacion"
 *   props={{ onPaid: (token) => useSession.getState().signIn(token), onLogout: logout }} />
 */
export interface PagoOrganizacionProps {
  /** A method was chosen and recorded: the new session token (its `estado_pago` is 'en_tramite'). */
  onPaid: (token: string) => void;
  /** 'Cerrar sesión'. */
  onLogout: () => void;
}

/**
 * Props of mf-home's `./TopBarTools` slot: what the top bar holds besides the language and the user
 * menu (the Incidencias link, the notifications bell, the forum link), for the signed-in user, whom it
 * reads from the session. The shell's frame mounts it in the top bar, showing nothing while it loads or
 * when mf-home cannot be loaded (issue 34, item 2). It takes none.
 *
 * @example
 * <RemoteSlot<TopBarToolsProps> remote="mf_home" module="TopBarTools" props={{}} quiet />
 */
export type TopBarToolsProps = Record<string, never>;

/**
 * Props of mf-contenidos's `./ComunicadosHome` panel: the reader's communications on the homes of
 * companies, consultants and verifiers (spec part 1 §2; docs/contenidos.md step 7): the contents it
 * has not archived, each cut at 200 characters, with 'Leer más' and 'Archivar'.
 *
 * @example
 * <RemotePanel<ComunicadosHomeProps> remote="mf_contenidos" module="ComunicadosHome" props={{ onArchived: refreshNotifications }} />
 */
export interface ComunicadosHomeProps {
  /** A content was archived (`/ocultar-comunicado`) and has left the panel: the host refreshes what counts it (the notifications). */
  onArchived?: (id: number) => void;
}

/**
 * Props of mf-contenidos's `./DocumentosResaltados` panel: the homes' 'Documentos destacados'
 * button with its count, which opens the highlighted documents (spec part 1 §2, §7). It takes none.
 *
 * @example
 * <RemotePanel<DocumentosResaltadosProps> remote="mf_contenidos" module="DocumentosResaltados" props={{}} />
 */
export type DocumentosResaltadosProps = Record<string, never>;

/**
 * What /remotes.json says: where each area is published (container name → its mf-manifest.json URL)
 * and, under "areas", the live builds' descriptors as published (unchecked: `parseAreaDescriptor`).
 * Read afresh on every call (revalidated, so a remote published a moment ago is picked up without a
 * shell release). Null when it cannot be read.
 *
 * @example
 * const file = await readRemotesFile(); // { entries: { mf_auth: '/remotes/mf-auth/…/mf-manifest.json', … }, areas: { mf_auth: {…} } }
 */
export async function readRemotesFile(): Promise<{ entries: Partial<Record<RemoteName, string>>; areas: Record<string, unknown> } | null> {
  try {
    const res = await fetch('/remotes.json', { cache: 'no-cache' });
    if (!res.ok) return null;
    const body: unknown = await res.json();
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
    const entries = Object.fromEntries(Object.entries(body).filter((entry): entry is [RemoteName, string] => entry[0].startsWith('mf_') && typeof entry[1] === 'string'));
    const areas: unknown = (body as { areas?: unknown }).areas;
    return { entries, areas: typeof areas === 'object' && areas !== null && !Array.isArray(areas) ? (areas as Record<string, unknown>) : {} };
  } catch {
    return null;
  }
}

/**
 * Where each area is published: /remotes.json's entries (container name → its mf-manifest.json URL).
 * Null when it cannot be read: the shell then shows each area as unavailable.
 *
 * @example
 * const entries = await readRemotesJson(); // { mf_auth: '/remotes/mf-auth/mf-manifest.json', … }
 */
export async function readRemotesJson(): Promise<Partial<Record<RemoteName, string>> | null> {
  return (await readRemotesFile())?.entries ?? null;
}

/**
 * An area's area.json beside its manifest (an area served from a developer's server, or a remotes.json
 * without descriptors), unchecked; null when there is none.
 *
 * @example
 * const area = await readAreaBeside('http://localhost:3003/mf-manifest.json');
 */
export async function readAreaBeside(entry: string): Promise<unknown> {
  try {
    const res = await fetch(new URL('area.json', new URL(entry, window.location.href)), { cache: 'no-cache' });
    return res.ok ? await res.json() : null;
  } catch {
    return null;
  }
}

/**
 * Whether an area's manifest answers now (the side menu marks an area whose code cannot be reached).
 *
 * @example
 * await areaReachable('/remotes/mf-finanzas/0.1.0-3f9a1c2b/mf-manifest.json') // false while its server is down
 */
export async function areaReachable(entry: string): Promise<boolean> {
  try {
    return (await fetch(new URL(entry, window.location.href), { cache: 'no-cache' })).ok;
  } catch {
    return false;
  }
}
