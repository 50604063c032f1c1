// mf-empresas's script for its drawn /empresas (build-pages.mjs builds it on its own; the API's page
// loads it `async` after the shell's): draws the first page's rows once the shell's script has it.
import { drawFirstRows } from './firstRows';

const body = document.querySelector<HTMLTableSectionElement & { firstRows?: unknown }>('#first-screen tbody[data-first-rows]');
if (body) {
  if (body.firstRows !== undefined) drawFirstRows(body, body.firstRows);
  else body.addEventListener('first-rows', (event) => drawFirstRows(body, (event as CustomEvent).detail), { once: true });
}
