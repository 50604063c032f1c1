import { useLocation } from '@dapcon/shared-ui';

/** What the list hands the editor when it opens it: the list's query as it was ('?estado=Publicado&page=2'). */
export interface DesdeLista {
  lista: string;
}

/**
 * Where the editor goes back to: the list as the user left it (its filters, sort and page, handed
 * over in the navigation's state), or the plain list when the editor was opened directly.
 */
export function useVolverALista(): string {
  const { state } = useLocation();
  const lista: unknown = state !== null && typeof state === 'object' && 'lista' in state ? state.lista : undefined;
  return `/contenidos${typeof lista === 'string' && lista.startsWith('?') ? lista : ''}`;
}
