import { federatedConfig } from '../config/webpack.mf.js';

const config = federatedConfig({
  dir: import.meta.dirname,
  name: 'mf_empresas',
  exposes: {
    './Routes': './src/routes.tsx',
    // The 'Buscador de Organizaciones' for other areas (RemotePanel; props: its OrganizacionSearchModalProps).
    './OrganizacionSearchModal': './src/features/buscador/OrganizacionSearchModal.tsx',
  },
});

/**
 * What the exposed modules share (the area's texts, src/i18n.ts) stays in each one's own chunk instead of
 * a chunk of its own: split out, it was one more request on the area's first screen (/empresas) for a
 * module only another area's page loads. Splitting among the lazy screens is webpack's as before.
 */
export default (env, argv) => {
  const resolved = config(env, argv);
  resolved.optimization.splitChunks = { chunks: (chunk) => !(chunk.name ?? '').startsWith('__federation_expose_') };
  return resolved;
};
