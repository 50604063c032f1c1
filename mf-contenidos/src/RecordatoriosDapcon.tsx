import type { RecordatoriosDapconProps } from '@dapcon/contract/contenidos';
import { RecordatoriosDapcon } from './features/comunicaciones/RecordatoriosDapcon';

/**
 * A declaration's reminders sent, exposed as `mf_contenidos/RecordatoriosDapcon` for the DAPcon record
 * page (mf-empresas), which mounts it with `RemotePanel` for the administration, so it loads (and
 * fails) on its own.
 */
export default function RecordatoriosDapconPanel(props: RecordatoriosDapconProps) {
  return <RecordatoriosDapcon {...props} />;
}
