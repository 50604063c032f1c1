/**
 * The registry's renderer: the live build of the `mf-registro` area renders the registry's pages
 * (docs/registry.md 'The pages'). Its team publishes the area like any other (`npm run publish --
 * mf-registro`); /remotes.json then names the new build, and the next page is rendered by it, with no
 * release of the API or the shell. The build's server entry is `servidor/render.mjs` beside its
 * `mf-manifest.json`; its script and style sheet are served from the same folder, so the HTML and the
 * code that hydrates it always come from one build.
 *
 * The module is imported once per build (each published build has a folder of its own; the folder
 * without a version that `npm start` lays out is imported again when the file changes). The static
 * root is the operator's, as trusted as the API's own code: nothing a visitor sends reaches the path.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderRegistro } from '@dapcon/contract';

/** The live renderer and where its build is served from ('/remotes/mf-registro/0.1.0-3f9a1c2b/'). */
export interface Renderizador {
  render: RenderRegistro;
  base: string;
}

/** Finds the live renderer, or null when the area is not published (its pages then answer 503). */
export type CargarRenderizador = () => Promise<Renderizador | null>;

const CONTAINER = 'mf_registro';

/** The renderer of the build WEB_ROOT/remotes.json names for mf_registro. */
export function renderizadorPublicado(webRoot: string): CargarRenderizador {
  const loaded = new Map<string, Promise<{ render: RenderRegistro }>>();
  return async () => {
    let remotes: unknown;
    try {
      remotes = JSON.parse(await fs.promises.readFile(path.join(webRoot, 'remotes.json'), 'utf8'));
    } catch {
      return null;
    }
    const manifest = (remotes as Record<string, unknown>)[CONTAINER];
    // Only a build in this static root can run here (a developer's server elsewhere renders nothing on this one).
    if (typeof manifest !== 'string' || !manifest.startsWith('/') || manifest.includes('..')) return null;
    const base = manifest.slice(0, manifest.lastIndexOf('/') + 1);
    const file = path.join(webRoot, base, 'servidor', 'render.mjs');
    let stat: fs.Stats;
    try {
      stat = await fs.promises.stat(file);
    } catch {
      return null;
    }
    const key = `${file}?${stat.mtimeMs}`;
    let module = loaded.get(key);
    if (!module) {
      module = import(`${pathToFileURL(file).href}?v=${stat.mtimeMs}`) as Promise<{ render: RenderRegistro }>;
      loaded.set(key, module);
      // A failed import is not kept: the next page tries again.
      module.catch(() => loaded.delete(key));
    }
    const { render } = await module;
    if (typeof render !== 'function') return null;
    return { render, base };
  };
}
