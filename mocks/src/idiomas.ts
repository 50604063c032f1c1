// The mock API of the languages (contract/src/referencia/idiomas.ts; docs/parametros.md 'Languages as
// built'): the data set's languages (IDIOMAS) held with their active flag, so that a language added or
// deactivated on /idiomas shows in every per-language form reading `GET /idiomas` (the active ones),
// as the API's. The administration of them is the Ares administrator's (anyone else 403); language 1
// cannot be deactivated (409); a code is one language's (422).
import * as v from 'valibot';
import { ACCESS, MSG } from '@dapcon/contract/core';
import { actualizarIdioma, crearIdioma, IDIOMA_SIEMPRE_PRESENTE, IdiomaBody, idiomas, idiomasAdmin, REFERENCIA_MSG, type Idioma, type IdiomaAdmin } from '@dapcon/contract/referencia';
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

/** Every language the mock holds now, the inactive ones too. */
export function mockIdiomas(): readonly IdiomaAdmin[] {
  return store();
}

/** The active languages, as `GET /idiomas` answers them. */
export function mockIdiomasActivos(): Idioma[] {
  return store()
    .filter((i) => i.activo)
    .map(({ activo: _activo, ...idioma }) => idioma);
}

/**
 * Adds a language as `POST /idiomas` would (the next id, active): a test's or a story's starting point.
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

function codigoLibre(codigo: string, id?: number): void {
  if (store().some((i) => i.idioma === codigo && i.id !== id)) throw mockError(422, MSG.datosInvalidos, { idioma: [REFERENCIA_MSG.idiomaCodigoRepetido] });
}

export const idiomasHandlers = [
  mockEndpoint(idiomas, () => mockIdiomasActivos()),
  mockEndpoint(idiomasAdmin, (input) => {
    aresAdmin(input);
    return store().map((i) => ({ ...i }));
  }),
  mockEndpoint(crearIdioma, (input) => {
    aresAdmin(input);
    const body = v.parse(IdiomaBody, input.body);
    codigoLibre(body.idioma);
    const nuevo = mockAddIdioma(body);
    return mockAnswer({ ...nuevo }, { status: 201, message: MSG.operacionCorrecta });
  }),
  mockEndpoint(actualizarIdioma, (input) => {
    aresAdmin(input);
    const id = Number(input.params.id);
    const body = v.parse(IdiomaBody, input.body);
    const i = store().findIndex((x) => x.id === id);
    if (i < 0) throw mockError(404, MSG.noEncontrado);
    if (id === IDIOMA_SIEMPRE_PRESENTE && !body.activo) throw mockError(409, REFERENCIA_MSG.idiomaPrincipalNoDesactivable);
    codigoLibre(body.idioma, id);
    const saved = { id, ...body };
    store()[i] = saved;
    return mockAnswer({ ...saved }, { message: MSG.operacionCorrecta });
  }),
];
