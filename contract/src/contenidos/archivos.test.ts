import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MSG, UPLOAD_FIELDS, UPLOAD_RULES, type UploadLike } from '../core';
import { ActualizarArchivoContenidoBody, ArchivosContenidoQuery, CrearArchivoContenidoBody } from './archivos';
import { CONTENIDOS_MESSAGES, CONTENIDOS_MSG } from './messages';

const MB = 1024 * 1024;
const pdf: UploadLike = { name: 'programa.pdf', size: 2 * MB, type: 'application/pdf' };
const jpg: UploadLike = { name: 'cartel.jpg', size: 1000, type: 'image/jpeg' };

/** The first message of each failing field. */
function errorsOf(schema: v.GenericSchema, input: unknown): Record<string, string> {
  const result = v.safeParse(schema, input);
  const out: Record<string, string> = {};
  for (const issue of result.issues ?? []) out[v.getDotPath(issue) ?? ''] ??= issue.message;
  return out;
}

describe("a content's file form", () => {
  it('takes the multipart strings: the title trimmed, the content as a number, a PDF or an image', () => {
    expect(v.parse(CrearArchivoContenidoBody, { titulo: ' Programa ', contenido_web_id: '12', archivo: pdf })).toEqual({ titulo: 'Programa', contenido_web_id: 12, archivo: pdf });
    expect(v.parse(CrearArchivoContenidoBody, { titulo: 'Cartel', contenido_web_id: 3, archivo: jpg }).archivo).toBe(jpg);
  });

  it("says 'Ingrese un título', asks for the file and the content", () => {
    expect(errorsOf(CrearArchivoContenidoBody, {})).toEqual({
      titulo: CONTENIDOS_MSG.tituloArchivoObligatorio,
      contenido_web_id: CONTENIDOS_MSG.contenidoDelArchivoObligatorio,
      archivo: CONTENIDOS_MSG.archivoContenidoObligatorio,
    });
    expect(CONTENIDOS_MESSAGES.tituloArchivoObligatorio).toEqual({ es: 'Ingrese un título', ca: 'Introduïu un títol' });
    expect(errorsOf(CrearArchivoContenidoBody, { titulo: '   ', contenido_web_id: 'x', archivo: { name: '', size: 0, type: '' } })).toEqual({
      titulo: CONTENIDOS_MSG.tituloArchivoObligatorio,
      contenido_web_id: MSG.valorNoValido,
      archivo: CONTENIDOS_MSG.archivoContenidoObligatorio,
    });
  });

  it('refuses another type, and a file over 10 MB', () => {
    const svg = { name: 'x.svg', size: 100, type: 'image/svg+xml' };
    expect(errorsOf(CrearArchivoContenidoBody, { titulo: 'a', contenido_web_id: 1, archivo: svg })).toEqual({ archivo: MSG.archivoTipoNoValido });
    const docx = { name: 'acta.docx', size: 100, type: '' };
    expect(errorsOf(CrearArchivoContenidoBody, { titulo: 'a', contenido_web_id: 1, archivo: docx })).toEqual({ archivo: MSG.archivoTipoNoValido });
    const big = { ...pdf, size: 10 * MB + 1 };
    expect(errorsOf(CrearArchivoContenidoBody, { titulo: 'a', contenido_web_id: 1, archivo: big })).toEqual({ archivo: MSG.documentoDemasiadoGrande });
    expect(UPLOAD_FIELDS.archivo).toBe(UPLOAD_RULES.archivo);
  });

  it('an update keeps the stored file without a new one, and takes only PATCH as its method', () => {
    expect(v.parse(ActualizarArchivoContenidoBody, { titulo: 'Programa', _method: 'PATCH', contenido_web_id: '99' })).toEqual({ titulo: 'Programa', archivo: undefined, _method: 'PATCH' });
    expect(v.parse(ActualizarArchivoContenidoBody, { titulo: 'Programa', archivo: pdf }).archivo).toBe(pdf);
    expect(errorsOf(ActualizarArchivoContenidoBody, { titulo: '', _method: 'PUT' })).toEqual({ titulo: CONTENIDOS_MSG.tituloArchivoObligatorio, _method: MSG.valorNoValido });
  });
});

describe("the files' list query", () => {
  it('needs the content, and sorts by the order of attachment unless told', () => {
    expect(v.parse(ArchivosContenidoQuery, { contenido_web_id: '7' })).toEqual({ contenido_web_id: 7, magic: undefined, page: 1, order_by: 'created_at asc' });
    expect(v.parse(ArchivosContenidoQuery, { contenido_web_id: 7, magic: ' prog ', page: '2', order_by: 'titulo desc' })).toMatchObject({ magic: 'prog', page: 2, order_by: 'titulo desc' });
    expect(errorsOf(ArchivosContenidoQuery, {})).toEqual({ contenido_web_id: CONTENIDOS_MSG.contenidoDelArchivoObligatorio });
    expect(errorsOf(ArchivosContenidoQuery, { contenido_web_id: '0', order_by: 'ruta asc' })).toEqual({ contenido_web_id: MSG.valorNoValido, order_by: MSG.ordenNoValido });
  });
});
