// The mock API of the readers' contents (contract/src/contenidos/publico.ts; docs/contenidos.md step 7):
// fixtures only, for the stories and the MOCK_API=1 dev pages: three published contents, none archived,
// a page at a time whoever asks (one when the request names its id); archiving one answers a fixed
// success and keeps nothing. What a reader's profile, a search, a type or `ocultos` selects and what an
// archive changes are the API's, tested on it (mf-contenidos/src/features/Contenidos.api.test.tsx).
import * as v from 'valibot';
import { MSG } from '@dapcon/contract/core';
import { CONTENIDOS_MSG, contenidosPublic, ContenidosPublicQuery, ocultarComunicado, type ContenidoPublico } from '@dapcon/contract/contenidos';
import { mockAnswer, mockEndpoint, mockError } from './handlers';

const PER_PAGE = 20;

const publico = (id: number, titulo: string, tipo: 'noticia' | 'comunicado' | 'evento', fecha: string, corta: string, archivos: ContenidoPublico['archivos'] = []): ContenidoPublico => ({
  id,
  titulo,
  descripcion_corta: corta,
  descripcion_larga: `<p>${corta}</p>`,
  tipo,
  tipo_noticia_texto: { noticia: 'Noticia', comunicado: 'Comunicado', evento: 'Evento' }[tipo],
  fecha_publicacion: fecha,
  fecha_fin_publicacion: null,
  tiene_imagen: tipo === 'noticia',
  archivos,
  oculto: false,
});

/** The published contents the mock starts with, newest first. */
export const MOCK_CONTENIDOS_PUBLICOS: readonly ContenidoPublico[] = [
  publico(2, 'Cierre de la oficina por festividad', 'comunicado', '2026-11-15', 'La oficina del programa cerrará el 8 de diciembre. Las solicitudes recibidas ese día se atenderán el día siguiente.'),
  publico(
    1,
    'Nueva versión de las RCP de morteros',
    'noticia',
    '2026-11-02',
    'La nueva versión de las reglas de categoría de producto para morteros entra en vigor el 1 de enero. Incluye los módulos A1-A3, C1-C4 y D obligatorios según la EN 15804+A2, y una tabla de equivalencias con la versión anterior para las declaraciones en curso.',
    [{ id: 1, titulo: 'RCP morteros v3', archivo: 'rcp-morteros-v3.pdf' }],
  ),
  publico(4, 'Jornada técnica: DAP y contratación pública', 'evento', '2026-10-25', 'Cómo valoran las administraciones las declaraciones ambientales en sus licitaciones.'),
];

export const contenidosPublicosHandlers = [
  mockEndpoint(contenidosPublic, (input) => {
    const query = v.parse(ContenidosPublicQuery, input.query);
    // The id the content's page names: that one.
    const rows = MOCK_CONTENIDOS_PUBLICOS.filter((c) => query.id === undefined || c.id === query.id);
    const from = (query.page - 1) * PER_PAGE;
    return { data: rows.slice(from, from + PER_PAGE), total: rows.length, per_page: PER_PAGE, current_page: query.page };
  }),
  mockEndpoint(ocultarComunicado, (input) => {
    const id = Number((input.query as Record<string, unknown>).id);
    if (!MOCK_CONTENIDOS_PUBLICOS.some((c) => c.id === id)) throw mockError(404, MSG.noEncontrado);
    return mockAnswer({ id }, { message: CONTENIDOS_MSG.comunicadoArchivado });
  }),
];
