import { federatedConfig } from '../config/webpack.mf.js';

export default federatedConfig({ dir: import.meta.dirname, name: 'mf_home', exposes: { './Routes': './src/routes.tsx' } });
