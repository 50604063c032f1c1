import { federatedConfig } from '../config/webpack.mf.js';

// The registry's pages are not in this container: build-pages.mjs builds them (the browser's script and
// style sheet, and the server's renderer) into dist/paginas and dist/servidor, after webpack.
export default federatedConfig({
  dir: import.meta.dirname,
  name: 'mf_registro',
  exposes: {
    // A published declaration's entry in the registry, on mf-empresas's DAPcon record page (props: the contract's EnlaceRegistroProps).
    './EnlaceRegistro': './src/enlace/EnlaceRegistro.tsx',
    // The registry's figures, on mf-home's administrator's dashboard (props: the contract's CifrasRegistroProps).
    './CifrasRegistro': './src/cifras/CifrasRegistro.tsx',
  },
});
