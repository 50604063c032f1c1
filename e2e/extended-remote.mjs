// Builds mf-empresas, on its own and into a folder of its own, with one screen more than its source
// has (fixtures/empresas-with-a-new-screen.tsx): what a team ships when it adds a screen to its area.
// The shell is not built again; serve.mjs publishes this build in place of the area's.
import path from 'node:path';
import webpack from 'webpack';
import { federatedConfig } from '../config/webpack.mf.js';
import { ROOT } from '../scripts/workspaces.mjs';

/** Builds the extended mf-empresas into `outDir` and answers it. */
export async function buildExtendedEmpresas(outDir) {
  const config = federatedConfig({
    dir: path.join(ROOT, 'mf-empresas'),
    name: 'mf_empresas',
    exposes: { './Routes': path.join(ROOT, 'e2e/fixtures/empresas-with-a-new-screen.tsx') },
  })({}, { mode: 'production' });
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
