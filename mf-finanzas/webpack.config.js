import { federatedConfig } from '../config/webpack.mf.js';

/** What mf-finanzas exposes (also read by e2e/extended-remote.mjs, which builds it with a screen more). */
export const exposes = { './Routes': './src/routes.tsx', './EmpresaPagosCuotas': './src/EmpresaPagosCuotas.tsx', './DapconPagoResumen': './src/DapconPagoResumen.tsx', './EmpresaPagosDapcon': './src/EmpresaPagosDapcon.tsx', './EmpresaComisiones': './src/EmpresaComisiones.tsx', './ConsultorComisiones': './src/ConsultorComisiones.tsx', './PagoOrganizacion': './src/PagoOrganizacion.tsx' };

export default federatedConfig({ dir: import.meta.dirname, name: 'mf_finanzas', exposes });
