// The mock API's 'Resumen de DAPcon' (`GET /panel/resumen-dapcon`, contract/src/panel/resumen.ts;
// docs/home.md step 2): fixed figures that add up as the API's do (new + renewals = total; expired,
// published and in process are the states), the administration only.
import type { HttpHandler } from 'msw';
import { resumenDapcon, type ResumenDapcon } from '@dapcon/contract/panel';
import { mockEndpoint, mockRequireAccess } from './handlers';

/** The summary the mock API answers. */
export const MOCK_RESUMEN_DAPCON: ResumenDapcon = {
  total: 42,
  nuevas: 35,
  renovaciones: 7,
  caducadas: 6,
  publicadas: 18,
  publicadas_es: 18,
  publicadas_en: 7,
  en_proceso: 18,
};

/** The default answer of the summary. */
export const panelResumenHandlers: readonly HttpHandler[] = [
  mockEndpoint(resumenDapcon, (input) => {
    mockRequireAccess(input, resumenDapcon.access);
    return MOCK_RESUMEN_DAPCON;
  }),
];
