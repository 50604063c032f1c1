import type { ComunicadosHomeProps } from '@dapcon/shared-sdk';
import { ComunicadosHome } from './features/publico/ComunicadosHome';

/**
 * The reader's communications, exposed as `mf_contenidos/ComunicadosHome` for the homes of companies,
 * consultants and verifiers (mf-home), which mount it with `RemotePanel`, so it loads (and fails) on
 * its own: the contents not archived, the 200-character cut, images at most 300 px high, 'Leer más' and
 * 'Archivar' (then `onArchived`). It loads only its own texts, not the area's catalogue.
 */
export default function ComunicadosHomePanel(props: ComunicadosHomeProps) {
  return <ComunicadosHome {...props} />;
}
