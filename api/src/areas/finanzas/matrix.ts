/**
 * Who may call the finance area's endpoints (lib/matrix.ts): the administration manages money; a
 * company reads its own fees and payments and never another's. The rows of each slice are in its
 * own file and run in this order (tariffs, fees, declaration payments, commissions, the payment flow, the remittances), each after the one before.
 */
import type { MatrixRow } from '../../lib/matrix';
import { comisionesMatrix } from './matrix-comisiones';
import { cuotasMatrix } from './matrix-cuotas';
import { pagoOrganizacionMatrix } from './matrix-pago-organizacion';
import { pagosDapconMatrix } from './matrix-pagos-dapcon';
import { remesasMatrix } from './matrix-remesas';
import { tarifasMatrix } from './matrix-tarifas';

export const finanzasMatrix: readonly MatrixRow[] = [...tarifasMatrix, ...cuotasMatrix, ...pagosDapconMatrix, ...comisionesMatrix, ...pagoOrganizacionMatrix, ...remesasMatrix];
