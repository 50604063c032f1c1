import { federatedConfig } from '../config/webpack.mf.js';

export default federatedConfig({
  dir: import.meta.dirname,
  name: 'mf_home',
  exposes: {
    './Routes': './src/routes.tsx',
    // The top bar's Incidencias, notifications bell and forum link, which the shell's frame mounts (props: shared-sdk's TopBarToolsProps).
    './TopBarTools': './src/features/barra/TopBarTools.tsx',
  },
});
