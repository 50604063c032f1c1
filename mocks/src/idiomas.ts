// The mock API of the languages (contract/src/referencia/idiomas.ts; docs/parametros.md 'Languages as
// built'): the data set's languages (IDIOMAS), all active, for the stories and the MOCK_API=1 dev pages;
// a test may add one before it renders (`mockAddIdioma`: a fixture of its own, which every per-language
// form reading `GET /idiomas` then shows). The administration of them is the Ares administrator's, as
// the contract declares; a create or an update answers what was sent and keeps nothing. What a save
// stores and what the server refuses (a code taken, language 1 deactivated) are the API's, tested on it
// (mf-parametros/src/features/Parametros.api.test.tsx).
import * as v from 'valibot';
import { ACCESS, MSG } from '@dapcon/contract/core';
import { actualizarIdioma, crearIdioma, IdiomaBody, idiomas, idiomasAdmin, type Idioma, type IdiomaAdmin } from '@dapcon/contract/referencia';
import { IDIOMAS } from './data';
import { mockAnswer, mockEndpoint, mockError, mockRequireAccess, type MockInput } from './handlers';

let held: IdiomaAdmin[] | null = null;
function store(): IdiomaAdmin[] {
  held ??= IDIOMAS.map((i) => ({ ...i, activo: true }));
  return held;
}

/** Back to the data set's languages, all active. */
export function resetMockIdiomas(): void {
  held = null;
}

/** The active languages, as `GET /idiomas` answers them. */
export function mockIdiomasActivos(): Idioma[] {
  return store()
    .filter((i) => i.activo)
    .map(({ activo: _activo, ...idioma }) => idioma);
}

/**
 * Adds a language to the fixtures (the next id, active) until `resetMocks`: a test's or a story's starting point.
 *
 * @example
 * mockAddIdioma({ idioma_nombre: 'Nederlands', idioma: 'nl', ecoplatform: true })
 */
export function mockAddIdioma(idioma: Omit<IdiomaAdmin, 'id' | 'activo'> & { activo?: boolean }): IdiomaAdmin {
  const nuevo = { id: Math.max(0, ...store().map((i) => i.id)) + 1, activo: true, ...idioma };
  store().push(nuevo);
  return nuevo;
}

const aresAdmin = (input: MockInput) => mockRequireAccess(input, ACCESS.adminAres);

export const idiomasHandlers = [
  mockEndpoint(idiomas, () => mockIdiomasActivos()),
  mockEndpoint(idiomasAdmin, (input) => {
    aresAdmin(input);
    return store().map((i) => ({ ...i }));
  }),
  mockEndpoint(crearIdioma, (input) => {
    aresAdmin(input);
    const body = v.parse(IdiomaBody, input.body);
    return mockAnswer({ id: Math.max(0, ...store().map((i) => i.id)) + 1, ...body }, { status: 201, message: MSG.operacionCorrecta });
  }),
  mockEndpoint(actualizarIdioma, (input) => {
    aresAdmin(input);
    const id = Number(input.params.id);
    if (!store().some((x) => x.id === id)) throw mockError(404, MSG.noEncontrado);
    return mockAnswer({ id, ...v.parse(IdiomaBody, input.body) }, { message: MSG.operacionCorrecta });
  }),
];
