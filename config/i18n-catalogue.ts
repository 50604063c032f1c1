// Every text bundle of the portal, loaded into the one i18next instance: the common namespace
// (shared-sdk), the design system's and each app's. `npm run i18n:check` and the unit test
// i18n-catalogue.test.ts read the same list, so a new bundle is added here once (and both fail,
// through `unlistedBundles`, when a file adds a bundle this list does not import).
import fs from 'node:fs';
import path from 'node:path';
import '../shared-ui/src/i18n';
import '../shared-ui/src/reference/companyTexts';
import '../shared-ui/src/editor/editorTexts';
import '../shell/src/i18n';
import '../shell/src/app/maintenance/i18n';
import '../mf-auth/src/i18n';
import '../mf-auth/src/features/registro/i18n';
import '../mf-auth/src/features/password/i18n';
import '../mf-home/src/i18n';
import '../mf-home/src/features/resumen/i18n';
import '../mf-home/src/features/panel/i18n';
import '../mf-home/src/features/inicio/i18n';
import '../mf-home/src/features/inicio/empresa-i18n';
import '../mf-home/src/features/inicio/consultor-i18n';
import '../mf-home/src/features/inicio/firma-i18n';
import '../mf-home/src/features/tickets/i18n';
import '../mf-home/src/features/barra/i18n';
import '../mf-home/src/features/barra/panel-i18n';
import '../mf-empresas/src/i18n';
import '../mf-consultores/src/i18n';
import '../mf-consultores/src/features/usuarios/i18n';
import '../mf-contenidos/src/i18n';
import '../mf-contenidos/src/features/contenidos/i18n';
import '../mf-contenidos/src/features/biblioteca/i18n';
import '../mf-contenidos/src/features/banners/i18n';
import '../mf-contenidos/src/features/publico/i18n';
import '../mf-contenidos/src/features/comunicaciones/i18n';
import '../mf-finanzas/src/i18n';
import '../mf-finanzas/src/features/tarifas/i18n';
import '../mf-finanzas/src/features/cuotas/i18n';
import '../mf-finanzas/src/features/pagos-dapcon/i18n';
import '../mf-finanzas/src/features/comisiones/i18n';
import '../mf-finanzas/src/features/pago-organizacion/i18n';
import '../mf-finanzas/src/features/remesas/i18n';
import '../mf-parametros/src/features/rcps/i18n';
import '../mf-parametros/src/features/idiomas/i18n';
import '../mf-parametros/src/features/parametros/i18n';
import '../mf-parametros/src/features/clasificacion/i18n';
import '../mf-parametros/src/features/mantenimiento/i18n';
import '../mf-parametros/src/features/logs/i18n';
import '../mf-parametros/src/features/auditoria/i18n';
import '../mf-registro/src/i18n';

export { missingTranslations, i18n } from '@dapcon/shared-sdk';

/** The workspaces whose code reaches the browser (everything but the API and the e2e tests). */
const BROWSER_WORKSPACES = /^(shared-sdk|shared-ui|shell|mf-[a-z]+)$/;
const SKIPPED = new Set(['node_modules', 'dist', 'storybook-static']);

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * Source files (relative to `root`, without extension) that add a text bundle — a line starting
 * with `addBundle('…'` — and that this catalogue does not import: their keys would go unchecked.
 *
 * @example
 * unlistedBundles(root) // ['mf-empresas/src/i18n'] until it is imported above
 */
export function unlistedBundles(root: string): string[] {
  const catalogue = fs.readFileSync(path.join(root, 'config/i18n-catalogue.ts'), 'utf8');
  const workspaces = fs.readdirSync(root).filter((name) => BROWSER_WORKSPACES.test(name));
  return workspaces
    .flatMap((workspace) => sourceFiles(path.join(root, workspace, 'src')))
    .filter((file) => /^\s*addBundle\(\s*['"]/m.test(fs.readFileSync(file, 'utf8')))
    .map((file) => path.relative(root, file).split(path.sep).join('/').replace(/\.tsx?$/, ''))
    .filter((file) => !catalogue.includes(`import '../${file}';`))
    .sort();
}
