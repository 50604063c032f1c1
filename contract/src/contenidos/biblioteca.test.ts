import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MSG, type UploadLike } from '../core';
import { ActualizarDocumentoBody, BibliotecaQuery, CrearDocumentoBody, DocumentosPublicosQuery, isWebUrl, rutaDescarga } from './biblioteca';
import { CONTENIDOS_MSG } from './messages';

const pdf: UploadLike = { name: 'guia.pdf', size: 1000, type: 'application/pdf' };

const documento = {
  titulo: ' Guía de cálculo ',
  descripcion: 'Cómo calcular',
  tipo_documento: 'doc_guias',
  tipo: 'documento',
  estado: 'Publicado',
  perfil: ['5', '3'],
  es_resaltado: '1',
  link: '',
  archivo: pdf,
};
const enlace = { ...documento, tipo: 'enlace', archivo: undefined, link: ' https://www.une.org/ ' };

/** The first message of each failing field. */
function errors(schema: v.GenericSchema, input: unknown): Record<string, string> {
  const result = v.safeParse(schema, input);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.issues) out[v.getDotPath(issue) ?? ''] ??= issue.message;
  return out;
}

describe('the document library’s schemas', () => {
  it('take a document with its file and a link with its address, trimmed and typed', () => {
    expect(v.parse(CrearDocumentoBody, documento)).toEqual({ ...documento, titulo: 'Guía de cálculo', perfil: [3, 5], es_resaltado: true, link: null });
    expect(v.parse(CrearDocumentoBody, enlace)).toMatchObject({ tipo: 'enlace', link: 'https://www.une.org/', es_resaltado: true });
    // A document keeps no link, whatever was typed.
    expect(v.parse(CrearDocumentoBody, { ...documento, link: 'https://x.example' }).link).toBeNull();
    expect(v.parse(CrearDocumentoBody, { ...documento, es_resaltado: undefined }).es_resaltado).toBe(false);
  });

  it("refuse an empty form with the spec's messages", () => {
    expect(errors(CrearDocumentoBody, {})).toEqual({
      titulo: 'Ingrese un título',
      descripcion: 'Ingrese una descripción',
      tipo_documento: 'Seleccione un tipo de documento.',
      tipo: 'Seleccione un típo.',
      estado: 'Seleccione un estado',
      perfil: CONTENIDOS_MSG.perfilContenidoObligatorio,
    });
  });

  it('ask a new document for its file, a link for a web address and no file', () => {
    expect(errors(CrearDocumentoBody, { ...documento, archivo: undefined })).toEqual({ archivo: CONTENIDOS_MSG.archivoDocumentoObligatorio });
    // An update keeps the stored file.
    expect(errors(ActualizarDocumentoBody, { ...documento, archivo: undefined, _method: 'PATCH' })).toEqual({});
    expect(errors(ActualizarDocumentoBody, { ...documento, _method: 'PUT' })).toEqual({ _method: MSG.valorNoValido });
    expect(errors(CrearDocumentoBody, { ...enlace, link: '' })).toEqual({ link: CONTENIDOS_MSG.linkObligatorio });
    expect(errors(CrearDocumentoBody, { ...enlace, link: 'javascript:alert(1)' })).toEqual({ link: CONTENIDOS_MSG.linkNoValido });
    expect(errors(ActualizarDocumentoBody, { ...enlace, archivo: pdf })).toEqual({ archivo: CONTENIDOS_MSG.archivoSoloDocumentos });
    expect(errors(CrearDocumentoBody, { ...documento, archivo: { name: 'x.svg', size: 10, type: 'image/svg+xml' } })).toEqual({ archivo: MSG.archivoTipoNoValido });
    expect(errors(CrearDocumentoBody, { ...documento, archivo: { ...pdf, size: 11 * 1024 * 1024 } })).toEqual({ archivo: MSG.documentoDemasiadoGrande });
  });

  it('tell a web address', () => {
    for (const url of ['https://www.dapcon.example/guia.pdf', 'http://une.org', 'HTTPS://X.EXAMPLE/a?b=c']) expect(isWebUrl(url), url).toBe(true);
    for (const url of ['javascript:alert(1)', 'ftp://x.example', 'www.x.example', 'https://', 'mailto:a@b.example', 'data:text/html,x']) expect(isWebUrl(url), url).toBe(false);
    expect(rutaDescarga(7)).toBe('/biblioteca-documentos/7/descargar');
  });

  it('read the lists’ queries: the cover checkbox a boolean, the newest first by default', () => {
    expect(v.parse(BibliotecaQuery, { es_resaltado: 'true', estado: 'Publicado', magic: ' guía ' })).toEqual({
      es_resaltado: true,
      estado: 'Publicado',
      magic: 'guía',
      page: 1,
      order_by: 'created_at desc',
    });
    expect(errors(BibliotecaQuery, { order_by: 'link asc' })).toEqual({ order_by: MSG.ordenNoValido });
    expect(v.parse(DocumentosPublicosQuery, { page: '2' })).toEqual({ page: 2 });
  });
});
