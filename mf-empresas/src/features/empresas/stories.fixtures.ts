// The mock API's companies each story of a company shows (the same data set as the tests).
import { empresaDetalle, MOCK_EMPRESAS, type MockEmpresa } from '@dapcon/mocks';

const find = (test: (e: MockEmpresa) => boolean): MockEmpresa => {
  const found = MOCK_EMPRESAS.find(test);
  if (!found) throw new Error('no such company in the mock data set');
  return found;
};

/** Registered, without an agreement, with its logo; no EMAS document. */
export const ACTIVA = find((e) => e.org_fecha_baja === null && e.org_convenio === null && empresaDetalle(e).tiene_logo && !empresaDetalle(e).doc_sgm_emacs);
/** Joined through an agreement: no commissions tab. */
export const CON_CONVENIO = find((e) => e.org_fecha_baja === null && e.org_convenio !== null);
/** Left: 'Empresa dada de baja'. */
export const DE_BAJA = find((e) => e.org_fecha_baja !== null);
