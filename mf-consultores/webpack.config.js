import { federatedConfig } from '../config/webpack.mf.js';

export default federatedConfig({ dir: import.meta.dirname, name: 'mf_consultores', exposes: { './Routes': './src/routes.tsx' } });
