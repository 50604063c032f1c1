import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MSG, type UploadLike } from '../core';
import { AUTH_MSG } from '../auth/messages';
import {
  ActualizarContenidoBody,
  ContenidosQuery,
  CrearContenidoBody,
  EDITOR_IMAGEN_KEY,
  ImagenEditorBody,
  perfilesContenido,
} from './contenidos';
import { CONTENIDOS_MSG } from './messages';

const png: UploadLike = { name: 'foto.png', size: 1000, type: 'image/png' };

const valid = {
  titulo: ' Jornada DAPcon ',
  descripcion_corta: 'Resumen',
  descripcion_larga: '<p>Texto</p>',
  tipo: 'evento',
  clasificacion: 'clas_formacion',
  perfil: ['3', '5'],
  tipos_empresa: 'empresa',
  fecha_publicacion: '2026-11-23',
  fecha_fin_publicacion: '',
  estado: 'Publicado',
};

/** The first message of each failing field. */
function errorsOf(schema: v.GenericSchema, input: unknown): Record<string, string> {
  const result = v.safeParse(schema, input);
  const out: Record<string, string> = {};
  for (const issue of result.issues ?? []) {
    const key = v.getDotPath(issue) ?? '';
    out[key] ??= issue.message;
  }
  return out;
}

describe('the content form', () => {
  it('takes the multipart strings and gives typed values', () => {
    const out = v.parse(CrearContenidoBody, valid);
    expect(out).toMatchObject({ titulo: 'Jornada DAPcon', perfil: [3, 5], tipos_empresa: ['empresa'], fecha_fin_publicacion: null, estado: 'Publicado' });
    expect(out.imagen).toBeUndefined();
  });

  it('names every missing field with its own message', () => {
    expect(errorsOf(CrearContenidoBody, {})).toEqual({
      titulo: CONTENIDOS_MSG.tituloContenidoObligatorio,
      descripcion_corta: CONTENIDOS_MSG.descripcionCortaObligatoria,
      descripcion_larga: CONTENIDOS_MSG.descripcionLargaObligatoria,
      tipo: CONTENIDOS_MSG.tipoNoticiaObligatorio,
      clasificacion: CONTENIDOS_MSG.clasificacionObligatoria,
      perfil: CONTENIDOS_MSG.perfilContenidoObligatorio,
      fecha_publicacion: CONTENIDOS_MSG.fechaPublicacionObligatoria,
      estado: CONTENIDOS_MSG.estadoContenidoObligatorio,
    });
  });

  it('reads profiles from a list, one value or commas, and refuses others than 3, 4 and 5', () => {
    expect(v.parse(perfilesContenido(), ['5', 3, '3'])).toEqual([3, 5]);
    expect(v.parse(perfilesContenido(), '4')).toEqual([4]);
    expect(v.parse(perfilesContenido(), '5,4')).toEqual([4, 5]);
    expect(errorsOf(CrearContenidoBody, { ...valid, perfil: ['2'] }).perfil).toBe(MSG.valorNoValido);
    expect(errorsOf(CrearContenidoBody, { ...valid, perfil: [] }).perfil).toBe(CONTENIDOS_MSG.perfilContenidoObligatorio);
    expect(errorsOf(CrearContenidoBody, { ...valid, tipos_empresa: [7] }).tipos_empresa).toBe(AUTH_MSG.tipoEmpresaNoValido);
  });

  it('keeps the company types only with profile 5', () => {
    expect(v.parse(CrearContenidoBody, { ...valid, perfil: '3,4', tipos_empresa: ['empresa', 'asociacion'] }).tipos_empresa).toEqual([]);
    expect(v.parse(CrearContenidoBody, { ...valid, perfil: '5', tipos_empresa: ['empresa', 'asociacion', 'empresa'] }).tipos_empresa).toEqual(['empresa', 'asociacion']);
  });

  it('asks a news item for its image and refuses one for any other type', () => {
    expect(errorsOf(CrearContenidoBody, { ...valid, tipo: 'noticia' })).toEqual({ imagen: CONTENIDOS_MSG.imagenNoticiaObligatoria });
    expect(v.parse(CrearContenidoBody, { ...valid, tipo: 'noticia', imagen: png }).imagen).toEqual(png);
    expect(errorsOf(CrearContenidoBody, { ...valid, imagen: png })).toEqual({ imagen: CONTENIDOS_MSG.imagenSoloNoticias });
    // An update may keep the stored image: none is not an error here (the server knows).
    expect(v.safeParse(ActualizarContenidoBody, { ...valid, tipo: 'noticia', _method: 'PATCH' }).success).toBe(true);
    expect(errorsOf(ActualizarContenidoBody, { ...valid, imagen: png })).toEqual({ imagen: CONTENIDOS_MSG.imagenSoloNoticias });
    expect(errorsOf(ActualizarContenidoBody, { ...valid, _method: 'PUT' })).toEqual({ _method: MSG.valorNoValido });
  });

  it('checks the image as an image of 2 MB at most', () => {
    expect(errorsOf(CrearContenidoBody, { ...valid, tipo: 'noticia', imagen: { name: 'a.pdf', size: 10, type: 'application/pdf' } })).toEqual({ imagen: MSG.logoTipoNoValido });
    expect(errorsOf(CrearContenidoBody, { ...valid, tipo: 'noticia', imagen: { ...png, size: 3 * 1024 * 1024 } })).toEqual({ imagen: MSG.logoDemasiadoGrande });
    expect(errorsOf(ImagenEditorBody, {})).toEqual({ file: CONTENIDOS_MSG.imagenEditorObligatoria });
    expect(errorsOf(ImagenEditorBody, { file: { name: 'x.svg', size: 10, type: 'application/octet-stream' } })).toEqual({ file: MSG.logoTipoNoValido });
  });

  it('refuses an end of publication before its start, and a date that does not exist', () => {
    expect(errorsOf(CrearContenidoBody, { ...valid, fecha_fin_publicacion: '2026-11-22' })).toEqual({ fecha_fin_publicacion: CONTENIDOS_MSG.fechaFinAnterior });
    expect(v.parse(CrearContenidoBody, { ...valid, fecha_fin_publicacion: '2026-11-23' }).fecha_fin_publicacion).toBe('2026-11-23');
    expect(errorsOf(CrearContenidoBody, { ...valid, fecha_publicacion: '2026-02-30' })).toEqual({ fecha_publicacion: MSG.fechaNoValida });
    expect(errorsOf(CrearContenidoBody, { ...valid, estado: 'Borrador' })).toEqual({ estado: CONTENIDOS_MSG.estadoContenidoObligatorio });
  });
});

describe('the content list query', () => {
  it('defaults to the newest publication first and drops empty filters', () => {
    expect(v.parse(ContenidosQuery, { magic: ' ', estado: '', page: '2' })).toEqual({ page: 2, order_by: 'fecha_publicacion desc' });
    expect(v.parse(ContenidosQuery, { estado: 'Despublicado', tipo_noticia: 'evento', order_by: 'titulo' })).toMatchObject({ estado: 'Despublicado', tipo_noticia: 'evento', order_by: 'titulo asc' });
    expect(v.safeParse(ContenidosQuery, { estado: 'Borrador' }).success).toBe(false);
    expect(v.safeParse(ContenidosQuery, { order_by: 'descripcion_larga asc' }).success).toBe(false);
    expect(v.parse(ContenidosQuery, { to_excel: 'true' })).not.toHaveProperty('to_excel');
  });
});

describe('editor image keys', () => {
  it('are a uuid and an image extension, nothing else', () => {
    expect(EDITOR_IMAGEN_KEY.test('0b6c8e52-1f0e-4d5a-9a43-2f7c1b9d8e10.jpg')).toBe(true);
    expect(EDITOR_IMAGEN_KEY.test('0b6c8e52-1f0e-4d5a-9a43-2f7c1b9d8e10.pdf')).toBe(false);
    expect(EDITOR_IMAGEN_KEY.test('../logos/0b6c8e52-1f0e-4d5a-9a43-2f7c1b9d8e10.png')).toBe(false);
  });
});
