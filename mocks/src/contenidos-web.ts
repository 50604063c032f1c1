// The mock API of the web contents and their files (contract/src/contenidos/contenidos.ts, archivos.ts;
// docs/contenidos.md steps 3 and 4): fixtures only, for the stories and the MOCK_API=1 dev pages. The
// list answers the contents a page of 10 at a time in the fixture's order (newest publication first),
// one content its fixture (404 for none), a content's files the fixture's files of that content, a
// download its bytes; a write answers a fixed success (what was sent over the fixture it names, or the
// first, for the answer only) and keeps nothing. What a filter or a sort selects, what the server
// refuses and what a save, an attachment or a delete changes are the API's, tested on it
// (mf-contenidos/src/features/Contenidos.api.test.tsx).
import * as v from 'valibot';
import { datePrefixedName, MSG } from '@dapcon/contract/core';
import {
  actualizarArchivoContenido,
  actualizarContenido,
  ActualizarContenidoBody,
  archivosContenidoList,
  ArchivosContenidoQuery,
  borrarArchivoContenido,
  borrarContenido,
  contenidoShow,
  CONTENIDOS_MSG,
  contenidosList,
  ContenidoListItem,
  ContenidosQuery,
  crearArchivoContenido,
  crearContenido,
  CrearContenidoBody,
  descargarArchivoContenido,
  imagenContenido,
  imagenEditor,
  subirImagenEditor,
  rutaArchivoContenido,
  TIPO_CONTENIDO_CON_IMAGEN,
  type ArchivoContenido,
  type ContenidoDetalle,
  type EstadoContenido,
  type PerfilContenido,
} from '@dapcon/contract/contenidos';
import { PARAMETROS } from './data';
import { mockAnswer, mockEndpoint, mockError, type MockInput } from './handlers';

/** Rows a page of the mock's lists holds (the API's are 20: the mock pages sooner, so the screens show it). */
const PER_PAGE = 10;
const FECHA = '2026-11-20T09:00:00.000Z';

type Lang = 'es' | 'ca';

/** A content as the mock holds it: its image's bytes apart. */
type MockContenido = Omit<ContenidoDetalle, 'tipo_noticia_texto' | 'clasificacion_texto' | 'total_archivos'>;

/** A file as the mock holds it: its bytes too. */
export interface MockArchivoContenido extends ArchivoContenido {
  blob: Blob;
}

const opcion = (folder: string, id: string, lang: Lang): string => PARAMETROS[folder]?.find((o) => o.id === id)?.texto[lang] ?? id;

interface Semilla {
  titulo: string;
  tipo: 'noticia' | 'comunicado' | 'evento';
  clasificacion: 'clas_programa' | 'clas_normativa' | 'clas_formacion' | 'clas_sector';
  estado: EstadoContenido;
  fecha: string;
  fin?: string;
  perfiles?: PerfilContenido[];
  tipos_empresa?: string[];
}

const SEMILLAS: readonly Semilla[] = [
  { titulo: 'Nueva versión de las RCP de morteros', tipo: 'noticia', clasificacion: 'clas_sector', estado: 'Publicado', fecha: '2026-11-02' },
  { titulo: 'Cierre de la oficina por festividad', tipo: 'comunicado', clasificacion: 'clas_programa', estado: 'Publicado', fecha: '2026-11-15', fin: '2026-12-08' },
  { titulo: 'Jornada sobre ACV en la edificación', tipo: 'evento', clasificacion: 'clas_formacion', estado: 'Despublicado', fecha: '2026-12-10', perfiles: [3, 4] },
  { titulo: 'El programa supera las 100 declaraciones', tipo: 'noticia', clasificacion: 'clas_programa', estado: 'Publicado', fecha: '2026-10-15' },
  { titulo: 'Actualización de la norma EN 15804+A2', tipo: 'noticia', clasificacion: 'clas_normativa', estado: 'Publicado', fecha: '2026-06-01', fin: '2026-09-30' },
  { titulo: 'Recordatorio: cuota anual 2027', tipo: 'comunicado', clasificacion: 'clas_programa', estado: 'Publicado', fecha: '2026-10-01', perfiles: [5], tipos_empresa: ['empresa'] },
  { titulo: 'Cambios en el procedimiento de verificación', tipo: 'comunicado', clasificacion: 'clas_normativa', estado: 'Publicado', fecha: '2026-09-15', perfiles: [3, 4] },
  { titulo: 'Convocatoria de la asamblea de asociaciones', tipo: 'comunicado', clasificacion: 'clas_programa', estado: 'Despublicado', fecha: '2026-10-05', perfiles: [5], tipos_empresa: ['asociacion'] },
  { titulo: 'Calendario de verificaciones 2027', tipo: 'comunicado', clasificacion: 'clas_normativa', estado: 'Publicado', fecha: '2026-12-01', perfiles: [4] },
  { titulo: 'Curso de ACV para consultores', tipo: 'evento', clasificacion: 'clas_formacion', estado: 'Publicado', fecha: '2026-03-01', fin: '2026-04-15', perfiles: [3] },
  { titulo: 'Taller para empresas y asociaciones', tipo: 'evento', clasificacion: 'clas_formacion', estado: 'Despublicado', fecha: '2026-11-15', perfiles: [5] },
  { titulo: 'Webinar: novedades del programa', tipo: 'evento', clasificacion: 'clas_sector', estado: 'Publicado', fecha: '2026-11-10', fin: '2026-11-10' },
  { titulo: 'Borrador: reunión del comité técnico', tipo: 'noticia', clasificacion: 'clas_programa', estado: 'Despublicado', fecha: '2026-11-20', perfiles: [3, 4] },
];

const contenido = (id: number, s: Semilla): MockContenido => ({
  id,
  titulo: s.titulo,
  tipo: s.tipo,
  clasificacion: s.clasificacion,
  estado: s.estado,
  fecha_publicacion: s.fecha,
  fecha_fin_publicacion: s.fin ?? null,
  perfiles: s.perfiles ?? [3, 4, 5],
  tiene_imagen: s.tipo === TIPO_CONTENIDO_CON_IMAGEN,
  descripcion_corta: `${s.titulo}: resumen.`,
  descripcion_larga: `<p>${s.titulo}.</p>`,
  tipos_empresa: s.tipos_empresa ?? [],
  created_at: FECHA,
  updated_at: FECHA,
});

/** The contents of the mock (ids from 1 in the seeds' order), newest publication first as the list shows them by default. */
export const MOCK_CONTENIDOS: readonly MockContenido[] = SEMILLAS.map((s, i) => contenido(i + 1, s)).sort(
  (a, b) => b.fecha_publicacion.localeCompare(a.fecha_publicacion) || b.id - a.id,
);

const pdf = (text: string) => new Blob([`%PDF-1.4\n% ${text}\n%%EOF\n`], { type: 'application/pdf' });
const archivo = (id: number, contenido_web_id: number, titulo: string, nombre: string, at: string): MockArchivoContenido => ({
  id,
  contenido_web_id,
  titulo,
  archivo: nombre,
  ruta: rutaArchivoContenido(id),
  created_at: at,
  updated_at: at,
  blob: nombre.endsWith('.png') ? new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }) : pdf(titulo),
});

/** The files of the mock: two on content 1, one on content 3. */
export const MOCK_ARCHIVOS: readonly MockArchivoContenido[] = [
  archivo(1, 1, 'Guía de las RCP de morteros', 'guia-rcp-morteros.pdf', '2026-11-02T10:00:00.000Z'),
  archivo(2, 1, 'Infografía', 'infografia.png', '2026-11-02T10:05:00.000Z'),
  archivo(3, 3, 'Programa de la jornada', 'programa.pdf', '2026-11-20T09:30:00.000Z'),
];

/** A content as the API answers it, in the caller's language, with its files counted. */
function detalle(c: MockContenido, lang: Lang): ContenidoDetalle {
  return {
    ...c,
    tipo_noticia_texto: opcion('tipo_noticias', c.tipo, lang),
    clasificacion_texto: opcion('clasificacion_noticias', c.clasificacion, lang),
    total_archivos: MOCK_ARCHIVOS.filter((a) => a.contenido_web_id === c.id).length,
  };
}

/** A fixture by the id of the path (404 for none). */
function found(input: MockInput): MockContenido {
  const c = MOCK_CONTENIDOS.find((x) => x.id === Number(input.params.id));
  if (!c) throw mockError(404, MSG.noEncontrado);
  return c;
}

function page<T>(rows: readonly T[], current: number) {
  const from = (current - 1) * PER_PAGE;
  return { data: rows.slice(from, from + PER_PAGE), total: rows.length, per_page: PER_PAGE, current_page: current };
}

/** A save's answer: what was sent over the fixture, for the answer only (a creation answers the first fixture's id, a page that is there). */
function saved(input: MockInput, c: MockContenido, schema: typeof CrearContenidoBody | typeof ActualizarContenidoBody) {
  const body = v.parse(schema, input.body);
  const next: MockContenido = {
    ...c,
    titulo: body.titulo,
    descripcion_corta: body.descripcion_corta,
    descripcion_larga: body.descripcion_larga,
    tipo: body.tipo,
    clasificacion: body.clasificacion,
    estado: body.estado,
    fecha_publicacion: body.fecha_publicacion,
    fecha_fin_publicacion: body.fecha_fin_publicacion,
    perfiles: body.perfil,
    tipos_empresa: body.tipos_empresa,
    tiene_imagen: body.tipo === TIPO_CONTENIDO_CON_IMAGEN,
  };
  return mockAnswer(detalle(next, input.lang), { message: MSG.operacionCorrecta });
}

// ---------------------------------------------------------------- files

function foundArchivo(input: MockInput): MockArchivoContenido {
  const a = MOCK_ARCHIVOS.find((x) => x.id === Number(input.params.id));
  if (!a) throw mockError(404, MSG.noEncontrado);
  return a;
}

const sinBytes = ({ blob: _blob, ...a }: MockArchivoContenido): ArchivoContenido => a;

/** A file's save: the title and file name sent over the fixture (the content's first file for a new one). */
function archivoGuardado(input: MockInput, a: MockArchivoContenido) {
  const body = typeof input.body === 'object' && input.body !== null ? (input.body as Record<string, unknown>) : {};
  const file = body.archivo instanceof File && body.archivo.size > 0 ? body.archivo : null;
  return mockAnswer({ ...sinBytes(a), titulo: String(body.titulo ?? a.titulo).trim(), archivo: file?.name ?? a.archivo }, { message: MSG.operacionCorrecta });
}

const PNG = () => new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { headers: { 'Content-Type': 'image/png' } });

export const contenidosHandlers = [
  mockEndpoint(contenidosList, (input) => {
    const query = v.parse(ContenidosQuery, input.query);
    const answer = page(MOCK_CONTENIDOS, query.page);
    // A row is the contract's list item: the record's other fields stay out, as the API leaves them out.
    return { ...answer, data: answer.data.map((c) => v.parse(ContenidoListItem, detalle(c, input.lang))) };
  }),
  mockEndpoint(contenidoShow, (input) => detalle(found(input), input.lang)),
  mockEndpoint(crearContenido, (input) => saved(input, MOCK_CONTENIDOS[0] as MockContenido, CrearContenidoBody)),
  mockEndpoint(actualizarContenido, (input) => saved(input, found(input), ActualizarContenidoBody)),
  mockEndpoint(borrarContenido, (input) => mockAnswer({ id: found(input).id }, { message: CONTENIDOS_MSG.contenidoBorrado })),
  mockEndpoint(imagenContenido, (input) => {
    if (!found(input).tiene_imagen) throw mockError(404, CONTENIDOS_MSG.contenidoSinImagen);
    return PNG();
  }),
  mockEndpoint(subirImagenEditor, () => mockAnswer({ url: `/api/editor-imagenes/${crypto.randomUUID()}.png` })),
  mockEndpoint(imagenEditor, PNG),

  // The files of the content the modal names, a page of them in the fixture's order.
  mockEndpoint(archivosContenidoList, (input) => {
    const query = v.parse(ArchivosContenidoQuery, input.query);
    const answer = page(
      MOCK_ARCHIVOS.filter((a) => a.contenido_web_id === query.contenido_web_id),
      query.page,
    );
    return { ...answer, data: answer.data.map(sinBytes) };
  }),
  mockEndpoint(crearArchivoContenido, (input) => archivoGuardado(input, MOCK_ARCHIVOS[0] as MockArchivoContenido)),
  mockEndpoint(actualizarArchivoContenido, (input) => archivoGuardado(input, foundArchivo(input))),
  mockEndpoint(borrarArchivoContenido, (input) => mockAnswer({ id: foundArchivo(input).id }, { message: CONTENIDOS_MSG.archivoBorrado })),
  mockEndpoint(descargarArchivoContenido, (input) => {
    const a = foundArchivo(input);
    return new Response(a.blob, {
      status: 200,
      headers: { 'Content-Type': a.blob.type || 'application/octet-stream', 'Content-Disposition': `attachment; filename="${datePrefixedName(a.archivo)}"` },
    });
  }),
];
