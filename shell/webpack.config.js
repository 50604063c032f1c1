import { federatedConfig } from '../config/webpack.mf.js';

export default federatedConfig({ dir: import.meta.dirname, name: 'shell', host: true });
