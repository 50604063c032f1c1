// Builds an area on its own and into a folder of its own, with one screen more than its source has:
// mf-empresas with a screen under its /empresas (fixtures/empresas-with-a-new-screen.tsx; serve.mjs
// publishes it in place of the area's), and mf-finanzas with a new top-level screen and its menu entry
// (fixtures/finanzas-*; tests/area-publish.spec.ts publishes it with deploy/deploy.mjs). What a team ships
// when it adds a screen to its area; the shell is not built again.
// Usage: node extended-remote.mjs finanzas <outDir>
import path from 'node:path';
import webpack from 'webpack';
import { federatedConfig } from '../config/webpack.mf.js';
import { ROOT } from '../scripts/workspaces.mjs';

/** Builds the extended mf-empresas into `outDir` and answers it. */
export function buildExtendedEmpresas(outDir) {
  return buildInto(outDir, {
    dir: path.join(ROOT, 'mf-empresas'),
    name: 'mf_empresas',
    exposes: { './Routes': path.join(ROOT, 'e2e/fixtures/empresas-with-a-new-screen.tsx') },
  });
}

/** Builds mf-finanzas with a new top-level screen and menu entry into `outDir` (its other modules as they are). */
export async function buildExtendedFinanzas(outDir) {
  const { exposes } = await import('../mf-finanzas/webpack.config.js');
  return buildInto(outDir, {
    dir: path.join(ROOT, 'mf-finanzas'),
    name: 'mf_finanzas',
    exposes: { ...exposes, './Routes': path.join(ROOT, 'e2e/fixtures/finanzas-with-a-new-screen.tsx') },
    area: path.join(ROOT, 'e2e/fixtures/finanzas-area-with-a-new-screen.ts'),
  });
}

async function buildInto(outDir, options) {
  const config = federatedConfig(options)({}, { mode: 'production' });
  config.output.path = outDir;
  await new Promise((resolve, reject) =>
    webpack(config, (error, stats) => {
      if (error) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      resolve();
    }),
  );
  return outDir;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const [which, outDir] = process.argv.slice(2);
  if (which !== 'finanzas' || !outDir) throw new Error('usage: node extended-remote.mjs finanzas <outDir>');
  await buildExtendedFinanzas(path.resolve(outDir));
  console.log(`built the extended mf-finanzas into ${outDir}`);
}
