import { federatedConfig } from '../config/webpack.mf.js';

export default federatedConfig({ dir: import.meta.dirname, name: 'mf_contenidos', exposes: { './Routes': './src/routes.tsx', './ComunicadosHome': './src/ComunicadosHome.tsx', './DocumentosResaltados': './src/DocumentosResaltados.tsx', './RecordatoriosDapcon': './src/RecordatoriosDapcon.tsx' } });
