import type { DapconPagoResumenProps } from '@dapcon/shared-sdk';
import { PagoPanel } from './features/pagos-dapcon/PagoPanel';
import './i18n';

/**
 * A declaration's payment (amount, date, invoice number or 'Pendiente de pago'; spec part 2 §2.7,
 * §7.5 `GET /dapcon/{id}/verificar_pago`), with 'Registrar pago' / 'Actualizar pago' for the
 * administration, exposed as `mf_finanzas/DapconPagoResumen` for mf-empresas's DAPcon record page,
 * which heads it ('Pago') and mounts it with `RemotePanel`, so it loads (and fails) on its own.
 */
export default function DapconPagoResumen({ dapconId }: DapconPagoResumenProps) {
  return <PagoPanel dapconId={dapconId} />;
}
