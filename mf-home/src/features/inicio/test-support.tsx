// What the readers' home tests share: the shell's slot stand-in, the render and an open incident.
import { beforeEach } from 'vitest';
import type { IncidenciaAbierta } from '@dapcon/contract/panel';
import { feedback, type FeedbackEvent } from '@dapcon/shared-sdk';
import { RemotePanelHost, type RemotePanelMount } from '@dapcon/shared-ui/frame';
import { renderWithPortal } from '../../../../config/test-utils';
import { InicioLector } from './InicioLector';

// mf-contenidos's panels: a stand-in for the shell's slot says what it mounts.
const mount: RemotePanelMount = ({ remote, module }) => <output aria-label="panel">{`${remote}/${module}`}</output>;

/** What the shell was told to show (feedback), collected afresh for each test of the calling file. */
export function reportedFeedback(): FeedbackEvent[] {
  const reported: FeedbackEvent[] = [];
  beforeEach(() => {
    reported.length = 0;
    return feedback.subscribe((event) => reported.push(event));
  });
  return reported;
}

/** The readers' home, with mf-contenidos's panels stood in for. */
export function render(lang: 'es' | 'ca' = 'es') {
  return renderWithPortal(
    <RemotePanelHost mount={mount}>
      <InicioLector />
    </RemotePanelHost>,
    { lang },
  );
}

/** An unresolved incident as GET /panel/inicio lists it. */
export const abierta = (id: number, over: Partial<IncidenciaAbierta> = {}): IncidenciaAbierta => ({
  id,
  dapcon_id: 10 + id,
  idioma_id: 1,
  idioma: 'es',
  dapcon_codigo: null,
  dv_nombre_producto: `Producto ${id}`,
  dapcon_incidencias_titulo: `Incidencia ${id}`,
  created_at: '2026-11-02T10:00:00.000Z',
  ...over,
});
