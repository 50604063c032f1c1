// The mock API of the web contents (contract/src/contenidos/contenidos.ts; docs/contenidos.md step 3):
// a few contents held in memory, listed (paged, filtered by estado, tipo and search text), shown,
// created, updated and deleted; an editor image upload answering a URL. The /contenidos screen
// (issue 14, next step) grows these with its stories; for now they keep every endpoint answered.
import * as v from 'valibot';
import { MSG } from '@dapcon/contract/core';
import {
  actualizarContenido,
  borrarContenido,
  contenidoShow,
  CONTENIDOS_MSG,
  contenidosList,
  ContenidosQuery,
  crearContenido,
  imagenContenido,
  imagenEditor,
  subirImagenEditor,
  type ContenidoDetalle,
} from '@dapcon/contract/contenidos';
import { mockAnswer, mockEndpoint, mockError, type MockInput } from './handlers';

const PER_PAGE = 10;
const FECHA = '2026-11-20T09:00:00.000Z';

const contenido = (id: number, titulo: string, tipo: 'noticia' | 'comunicado' | 'evento', estado: 'Publicado' | 'Despublicado', fecha: string): ContenidoDetalle => ({
  id,
  titulo,
  tipo,
  tipo_noticia_texto: { noticia: 'Noticia', comunicado: 'Comunicado', evento: 'Evento' }[tipo],
  clasificacion: 'general',
  clasificacion_texto: 'General',
  estado,
  fecha_publicacion: fecha,
  fecha_fin_publicacion: null,
  perfiles: [3, 4, 5],
  tiene_imagen: tipo === 'noticia',
  total_archivos: 0,
  descripcion_corta: `${titulo}: resumen.`,
  descripcion_larga: `<p>${titulo}.</p>`,
  tipos_empresa: [],
  created_at: FECHA,
  updated_at: FECHA,
});

/** The contents the mock starts with. */
export const MOCK_CONTENIDOS: readonly ContenidoDetalle[] = [
  contenido(1, 'Nueva versión de las RCP de morteros', 'noticia', 'Publicado', '2026-11-02'),
  contenido(2, 'Cierre de la oficina por festividad', 'comunicado', 'Publicado', '2026-11-15'),
  contenido(3, 'Jornada sobre ACV en la edificación', 'evento', 'Despublicado', '2026-12-10'),
];

let held: ContenidoDetalle[] | null = null;
const store = () => (held ??= MOCK_CONTENIDOS.map((c) => ({ ...c })));

/** Back to the fixtures. */
export function resetMockContenidos(): void {
  held = null;
}

function found(input: MockInput): ContenidoDetalle {
  const c = store().find((x) => x.id === Number(input.params.id));
  if (!c) throw mockError(404, MSG.noEncontrado);
  return c;
}

function fields(input: MockInput): Record<string, unknown> {
  return typeof input.body === 'object' && input.body !== null ? (input.body as Record<string, unknown>) : {};
}

function save(input: MockInput, existing: ContenidoDetalle | null) {
  const body = fields(input);
  const titulo = typeof body.titulo === 'string' ? body.titulo.trim() : '';
  if (!titulo) throw mockError(422, MSG.datosInvalidos, { titulo: [CONTENIDOS_MSG.tituloContenidoObligatorio] });
  const id = existing?.id ?? Math.max(0, ...store().map((c) => c.id)) + 1;
  const next: ContenidoDetalle = { ...(existing ?? contenido(id, titulo, 'comunicado', 'Despublicado', new Date().toISOString().slice(0, 10))), titulo, updated_at: new Date().toISOString() };
  held = [...store().filter((c) => c.id !== id), next].sort((a, b) => a.id - b.id);
  return mockAnswer(next, { message: MSG.operacionCorrecta });
}

export const contenidosHandlers = [
  mockEndpoint(contenidosList, (input) => {
    const query = v.parse(ContenidosQuery, input.query);
    const text = (query.magic ?? '').toLowerCase();
    const rows = store().filter(
      (c) =>
        (!query.estado || c.estado === query.estado) &&
        (!query.tipo_noticia || c.tipo === query.tipo_noticia) &&
        (!text || `${c.titulo} ${c.descripcion_corta}`.toLowerCase().includes(text)),
    );
    const from = (query.page - 1) * PER_PAGE;
    return { data: rows.slice(from, from + PER_PAGE), total: rows.length, per_page: PER_PAGE, current_page: query.page };
  }),
  mockEndpoint(contenidoShow, (input) => found(input)),
  mockEndpoint(crearContenido, (input) => save(input, null), { validate: false }),
  mockEndpoint(actualizarContenido, (input) => save(input, found(input)), { validate: false }),
  mockEndpoint(borrarContenido, (input) => {
    const c = found(input);
    held = store().filter((x) => x.id !== c.id);
    return mockAnswer({ id: c.id }, { message: CONTENIDOS_MSG.contenidoBorrado });
  }),
  mockEndpoint(imagenContenido, (input) => {
    if (!found(input).tiene_imagen) throw mockError(404, CONTENIDOS_MSG.contenidoSinImagen);
    return new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { headers: { 'Content-Type': 'image/png' } });
  }),
  mockEndpoint(subirImagenEditor, () => mockAnswer({ url: `/api/editor-imagenes/${crypto.randomUUID()}.png` }), { validate: false }),
  mockEndpoint(imagenEditor, () => new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { headers: { 'Content-Type': 'image/png' } })),
];
