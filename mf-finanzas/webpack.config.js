import { federatedConfig } from '../config/webpack.mf.js';

export default federatedConfig({
  dir: import.meta.dirname,
  name: 'mf_finanzas',
  exposes: { './Routes': './src/routes.tsx', './EmpresaPagosCuotas': './src/EmpresaPagosCuotas.tsx', './DapconPagoResumen': './src/DapconPagoResumen.tsx', './EmpresaPagosDapcon': './src/EmpresaPagosDapcon.tsx', './EmpresaComisiones': './src/EmpresaComisiones.tsx', './ConsultorComisiones': './src/ConsultorComisiones.tsx', './PagoOrganizacion': './src/PagoOrganizacion.tsx' },
});
