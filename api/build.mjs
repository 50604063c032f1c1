// Bundles the server into dist/server.js (ESM, Node). npm packages stay
// external and load from node_modules at run time, except the workspace
// package @dapcon/contract, which exports TypeScript source and must be
// compiled in. Migrations (api/drizzle) and the demo accounts (api/seed) are
// read at run time relative to the bundle, so they are not bundled.
import { build } from 'esbuild';

/** Bare imports (`fastify`, `node:fs`, `@fastify/static`) other than our workspace packages. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@dapcon/') ? undefined : { path: args.path, external: true }));
  },
};

await build({
  entryPoints: [new URL('src/server.ts', import.meta.url).pathname],
  outfile: new URL('dist/server.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  legalComments: 'none',
  plugins: [externalPackages],
  logLevel: 'info',
});
