// The mock API of the web contents and their files (contract/src/contenidos/contenidos.ts, archivos.ts;
// docs/contenidos.md steps 3 and 4), held in memory with the API's rules: the list filtered (`magic`
// anywhere in the title or short description, accents and case ignored; estado, tipo, clasificación),
// sorted and paged 10 at a time; a content created and saved with the contract's checks plus the
// server's (type and classification among the folders' options, a news item with its image, company
// types only with profile 5), its files counted; deleted with its files. A content's files listed,
// attached, saved (a new file replaces the old), deleted and downloaded. An editor image upload
// answers a URL.
import * as v from 'valibot';
import { datePrefixedName, MSG, type UploadLike } from '@dapcon/contract/core';
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
import { PARAMETROS, type Bilingual } from './data';
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
const opciones = (folder: string): readonly { id: string; texto: Bilingual }[] => PARAMETROS[folder] ?? [];

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

/** The contents the mock starts with (ids from 1, in this order). */
export const MOCK_CONTENIDOS: readonly MockContenido[] = SEMILLAS.map((s, i) => contenido(i + 1, s));

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

/** The files the mock starts with: two on content 1, one on content 3. */
export const MOCK_ARCHIVOS: readonly MockArchivoContenido[] = [
  archivo(1, 1, 'Guía de las RCP de morteros', 'guia-rcp-morteros.pdf', '2026-11-02T10:00:00.000Z'),
  archivo(2, 1, 'Infografía', 'infografia.png', '2026-11-02T10:05:00.000Z'),
  archivo(3, 3, 'Programa de la jornada', 'programa.pdf', '2026-11-20T09:30:00.000Z'),
];

let held: MockContenido[] | null = null;
let files: MockArchivoContenido[] | null = null;
let nextArchivo = 100;
const store = () => (held ??= MOCK_CONTENIDOS.map((c) => ({ ...c })));
const fileStore = () => (files ??= MOCK_ARCHIVOS.map((a) => ({ ...a })));

/** Back to the fixtures. */
export function resetMockContenidos(): void {
  held = null;
  files = null;
  nextArchivo = 100;
}

/** The contents the mock holds now. */
export function mockContenidos(): readonly MockContenido[] {
  return store();
}

/** The files the mock holds now. */
export function mockArchivos(): readonly MockArchivoContenido[] {
  return fileStore();
}

/** A content as the API answers it, in the caller's language, with its files counted. */
function detalle(c: MockContenido, lang: Lang): ContenidoDetalle {
  return {
    ...c,
    tipo_noticia_texto: opcion('tipo_noticias', c.tipo, lang),
    clasificacion_texto: opcion('clasificacion_noticias', c.clasificacion, lang),
    total_archivos: fileStore().filter((a) => a.contenido_web_id === c.id).length,
  };
}

function found(input: MockInput): MockContenido {
  const c = store().find((x) => x.id === Number(input.params.id));
  if (!c) throw mockError(404, MSG.noEncontrado);
  return c;
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Sorts rows by `field asc|desc`, ties by id (as the list kit does). */
function sorted<T extends { id: number }>(rows: T[], orderBy: string, keyOf: (row: T, field: string) => string): T[] {
  const [field = '', dir = 'asc'] = orderBy.split(' ');
  const sign = dir === 'desc' ? -1 : 1;
  return [...rows].sort((a, b) => {
    const ka = keyOf(a, field);
    const kb = keyOf(b, field);
    return sign * (ka < kb ? -1 : ka > kb ? 1 : a.id - b.id);
  });
}

function page<T>(rows: T[], current: number) {
  const from = (current - 1) * PER_PAGE;
  return { data: rows.slice(from, from + PER_PAGE), total: rows.length, per_page: PER_PAGE, current_page: current };
}

/** The server's checks of a content (the contract's ran first): options of the folders, the image. */
function checkContenido(body: { tipo: string; clasificacion: string; tipos_empresa: string[] }, existing: MockContenido | null, imagen: UploadLike | undefined): void {
  const errors: Record<string, string[]> = {};
  if (body.tipo !== existing?.tipo && !opciones('tipo_noticias').some((o) => o.id === body.tipo)) errors.tipo = [CONTENIDOS_MSG.tipoNoticiaNoValido];
  if (body.clasificacion !== existing?.clasificacion && !opciones('clasificacion_noticias').some((o) => o.id === body.clasificacion)) {
    errors.clasificacion = [CONTENIDOS_MSG.clasificacionNoValida];
  }
  if (body.tipos_empresa.some((t) => !opciones('tipo_empresa').some((o) => o.id === t))) errors.tipos_empresa = [MSG.valorNoValido];
  if (body.tipo === TIPO_CONTENIDO_CON_IMAGEN && !imagen && !existing?.tiene_imagen) errors.imagen = [CONTENIDOS_MSG.imagenNoticiaObligatoria];
  if (Object.keys(errors).length > 0) throw mockError(422, MSG.datosInvalidos, errors);
}

function saveContenido(input: MockInput, existing: MockContenido | null) {
  const body = v.parse(existing ? ActualizarContenidoBody : CrearContenidoBody, input.body);
  checkContenido(body, existing, body.imagen);
  const id = existing?.id ?? Math.max(0, ...store().map((c) => c.id)) + 1;
  const now = new Date().toISOString();
  const next: MockContenido = {
    id,
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
    created_at: existing?.created_at ?? now,
    updated_at: now,
  };
  held = [...store().filter((c) => c.id !== id), next].sort((a, b) => a.id - b.id);
  return mockAnswer(detalle(next, input.lang), { message: MSG.operacionCorrecta });
}

// ---------------------------------------------------------------- files

function foundArchivo(input: MockInput): MockArchivoContenido {
  const a = fileStore().find((x) => x.id === Number(input.params.id));
  if (!a) throw mockError(404, MSG.noEncontrado);
  return a;
}

/** A file's name as the API keeps it: no path. */
const nombreDe = (file: File) => file.name.split(/[/\\]/).pop() ?? file.name;

const sinBytes = ({ blob: _blob, ...a }: MockArchivoContenido): ArchivoContenido => a;

function fields(input: MockInput): Record<string, unknown> {
  return typeof input.body === 'object' && input.body !== null ? (input.body as Record<string, unknown>) : {};
}

export const contenidosHandlers = [
  mockEndpoint(contenidosList, (input) => {
    const query = v.parse(ContenidosQuery, input.query);
    const text = fold(query.magic ?? '');
    const rows = store().filter(
      (c) =>
        (!query.estado || c.estado === query.estado) &&
        (!query.tipo_noticia || c.tipo === query.tipo_noticia) &&
        (!query.tipo_clasificacion || c.clasificacion === query.tipo_clasificacion) &&
        (!text || fold(`${c.titulo} ${c.descripcion_corta}`).includes(text)),
    );
    const ordered = sorted(rows, query.order_by, (c, field) =>
      field === 'titulo' ? fold(c.titulo) : field === 'fecha_fin_publicacion' ? (c.fecha_fin_publicacion ?? '9999-12-31') : String(c[field as keyof MockContenido]),
    );
    const answer = page(ordered, query.page);
    // A row is the contract's list item: the record's other fields stay out, as the API leaves them out.
    return { ...answer, data: answer.data.map((c) => v.parse(ContenidoListItem, detalle(c, input.lang))) };
  }),
  mockEndpoint(contenidoShow, (input) => detalle(found(input), input.lang)),
  mockEndpoint(crearContenido, (input) => saveContenido(input, null)),
  mockEndpoint(actualizarContenido, (input) => saveContenido(input, found(input))),
  mockEndpoint(borrarContenido, (input) => {
    const c = found(input);
    held = store().filter((x) => x.id !== c.id);
    files = fileStore().filter((a) => a.contenido_web_id !== c.id);
    return mockAnswer({ id: c.id }, { message: CONTENIDOS_MSG.contenidoBorrado });
  }),
  mockEndpoint(imagenContenido, (input) => {
    if (!found(input).tiene_imagen) throw mockError(404, CONTENIDOS_MSG.contenidoSinImagen);
    return new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { headers: { 'Content-Type': 'image/png' } });
  }),
  mockEndpoint(subirImagenEditor, () => mockAnswer({ url: `/api/editor-imagenes/${crypto.randomUUID()}.png` })),
  mockEndpoint(imagenEditor, () => new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { headers: { 'Content-Type': 'image/png' } })),

  mockEndpoint(archivosContenidoList, (input) => {
    const query = v.parse(ArchivosContenidoQuery, input.query);
    if (!store().some((c) => c.id === query.contenido_web_id)) throw mockError(404, MSG.noEncontrado);
    const text = fold(query.magic ?? '');
    const rows = fileStore().filter((a) => a.contenido_web_id === query.contenido_web_id && (!text || fold(`${a.titulo} ${a.archivo}`).includes(text)));
    const ordered = sorted(rows, query.order_by, (a, field) => (field === 'created_at' ? a.created_at : fold(String(a[field as 'titulo' | 'archivo']))));
    const answer = page(ordered, query.page);
    return { ...answer, data: answer.data.map(sinBytes) };
  }),
  mockEndpoint(crearArchivoContenido, (input) => {
    const body = fields(input);
    const contenidoId = Number(body.contenido_web_id);
    if (!store().some((c) => c.id === contenidoId)) throw mockError(404, MSG.noEncontrado);
    const file = body.archivo as File;
    const now = new Date().toISOString();
    const id = nextArchivo++;
    const a: MockArchivoContenido = { id, contenido_web_id: contenidoId, titulo: String(body.titulo).trim(), archivo: nombreDe(file), ruta: rutaArchivoContenido(id), created_at: now, updated_at: now, blob: file };
    files = [...fileStore(), a];
    return mockAnswer(sinBytes(a), { message: MSG.operacionCorrecta });
  }),
  mockEndpoint(actualizarArchivoContenido, (input) => {
    const existing = foundArchivo(input);
    const body = fields(input);
    const file = body.archivo instanceof File && body.archivo.size > 0 ? body.archivo : null;
    const next: MockArchivoContenido = {
      ...existing,
      titulo: String(body.titulo).trim(),
      ...(file ? { archivo: nombreDe(file), blob: file } : {}),
      updated_at: new Date().toISOString(),
    };
    files = fileStore().map((a) => (a.id === next.id ? next : a));
    return mockAnswer(sinBytes(next), { message: MSG.operacionCorrecta });
  }),
  mockEndpoint(borrarArchivoContenido, (input) => {
    const a = foundArchivo(input);
    files = fileStore().filter((x) => x.id !== a.id);
    return mockAnswer({ id: a.id }, { message: CONTENIDOS_MSG.archivoBorrado });
  }),
  mockEndpoint(descargarArchivoContenido, (input) => {
    const a = foundArchivo(input);
    return new Response(a.blob, {
      status: 200,
      headers: { 'Content-Type': a.blob.type || 'application/octet-stream', 'Content-Disposition': `attachment; filename="${datePrefixedName(a.archivo)}"` },
    });
  }),
];
