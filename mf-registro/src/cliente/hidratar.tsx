/**
 * The browser's side of the registry's pages: the same tree the server rendered, hydrated from the
 * page's JSON block, with the loader that lets the search work in place.
 */
import { hydrateRoot, type Root } from 'react-dom/client';
import { Registro } from '../paginas/Registro';
import { ID_DATOS, type CargarLista, type DatosRegistro } from '../paginas/tipos';
// With its extension: the repository's boundary rule reads a bare './api' as the API's workspace.
import { cargarLista } from './api.ts';

/** Hydrates `#registro` from `#registro-datos`; null when the page has neither (nothing to do). */
export function hidratar(doc: Document = document, cargar: CargarLista = cargarLista): Root | null {
  const raiz = doc.getElementById('registro');
  const bloque = doc.getElementById(ID_DATOS);
  if (!raiz || !bloque?.textContent) return null;
  const { pagina, contexto } = JSON.parse(bloque.textContent) as DatosRegistro;
  return hydrateRoot(raiz, <Registro pagina={pagina} contexto={contexto} cargar={cargar} />);
}
