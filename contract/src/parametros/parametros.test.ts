import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ESTADOS_DAPCON } from '../dapcon/permisos';
import { ActualizarParametroBody, capacidadesParametro, conSufijo, idParametroGenerado, opcionesDelCodigo, ParametroForm } from './parametros';
import { PARAMETROS_MSG } from './messages';

/** The first message of each failing field, as the API answers a 422. */
function errors(schema: v.GenericSchema, value: unknown): Record<string, string> {
  const result = v.safeParse(schema, value);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.issues) out[v.getDotPath(issue) ?? ''] ??= issue.message;
  return out;
}

const TEXTOS = [
  { pt_idioma_id: 1, pt_texto: 'Uno' },
  { pt_idioma_id: 2, pt_texto: 'Un' },
];

describe('idParametroGenerado', () => {
  it('is the parent, an underscore and the slug of the text, at most 50 characters', () => {
    expect(idParametroGenerado('tipo_noticias', 'Jornadas técnicas')).toBe('tipo_noticias_jornadas_tecnicas');
    expect(idParametroGenerado(null, 'Tipos de obra')).toBe('tipos_de_obra');
    expect(idParametroGenerado('tamanio_empresa', 'Microempresa (menos de 10 trabajadores)')).toBe('tamanio_empresa_microempresa_menos_de_10_trabajado');
    expect(idParametroGenerado('criterios_consulta_verificador', 'Un criterio con un nombre muy largo')).toBe('criterios_consulta_verificador_un_criterio_con_un');
  });

  it('is null when nothing is left to build it from', () => {
    expect(idParametroGenerado('tipo_noticias', '¿?')).toBeNull();
    expect(idParametroGenerado('a'.repeat(49), 'Texto')).toBeNull();
  });

  it('numbers a taken one within 50 characters', () => {
    expect(conSufijo('tipo_noticias_jornadas', 2)).toBe('tipo_noticias_jornadas_2');
    expect(conSufijo('a'.repeat(50), 12)).toBe(`${'a'.repeat(47)}_12`);
  });
});

describe('capacidadesParametro', () => {
  it('lets profile 1 do everything, profile 2 by level, nobody else anything', () => {
    expect(capacidadesParametro(1, { param_permiso: 0, param_admite_hijos: true })).toEqual({ ver: true, editar: true, eliminar: true, crearHijo: true, todosLosCampos: true });
    expect(capacidadesParametro(2, { param_permiso: 0, param_admite_hijos: true }).ver).toBe(false);
    expect(capacidadesParametro(2, { param_permiso: 1, param_admite_hijos: true })).toEqual({ ver: true, editar: false, eliminar: false, crearHijo: false, todosLosCampos: false });
    expect(capacidadesParametro(2, { param_permiso: 2, param_admite_hijos: true })).toEqual({ ver: true, editar: true, eliminar: false, crearHijo: true, todosLosCampos: false });
    expect(capacidadesParametro(2, { param_permiso: 3, param_admite_hijos: false })).toEqual({ ver: true, editar: true, eliminar: true, crearHijo: false, todosLosCampos: false });
    expect(capacidadesParametro(5, { param_permiso: 3, param_admite_hijos: true }).ver).toBe(false);
  });
});

describe('ParametroForm', () => {
  it('takes the form’s strings: order and permission as numbers, a blank ID and parent as none', () => {
    expect(v.parse(ParametroForm, { param_id: ' ', param_padre_id: '', param_order: '3', param_permiso: '2', param_admite_hijos: false, textos: [...TEXTOS, { pt_idioma_id: '3', pt_texto: '', pt_texto2: '', pt_descripcion: '' }] })).toEqual({
      param_id: undefined,
      param_padre_id: null,
      param_order: 3,
      param_permiso: 2,
      param_admite_hijos: false,
      textos: [
        { pt_idioma_id: 1, pt_texto: 'Uno', pt_texto2: undefined, pt_descripcion: undefined },
        { pt_idioma_id: 2, pt_texto: 'Un', pt_texto2: undefined, pt_descripcion: undefined },
        { pt_idioma_id: 3, pt_texto: undefined, pt_texto2: undefined, pt_descripcion: undefined },
      ],
    });
  });

  it('refuses an ID that is not a slug of at most 50 characters, an order that is not a whole number, a permission out of 0..3', () => {
    expect(errors(ParametroForm, { param_id: 'Con Espacios', param_order: '1', textos: TEXTOS })).toEqual({ param_id: PARAMETROS_MSG.parametroIdNoValido });
    expect(errors(ParametroForm, { param_id: 'a'.repeat(51), param_order: '1', textos: TEXTOS })).toEqual({ param_id: PARAMETROS_MSG.parametroIdDemasiadoLargo });
    expect(errors(ParametroForm, { param_order: '', textos: TEXTOS })).toEqual({ param_order: PARAMETROS_MSG.parametroOrdenObligatorio });
    expect(errors(ParametroForm, { param_order: '1,5', textos: TEXTOS })).toEqual({ param_order: PARAMETROS_MSG.parametroOrdenNoValido });
    expect(errors(ParametroForm, { param_order: 1, param_permiso: '4', textos: TEXTOS })).toEqual({ param_permiso: PARAMETROS_MSG.permisoNoValido });
  });

  it('asks for Texto 1 in Spanish and Catalan, and in another language only with its other texts', () => {
    expect(errors(ParametroForm, { param_order: 1, textos: [{ pt_idioma_id: 1, pt_texto: 'Uno' }, { pt_idioma_id: 2, pt_texto: ' ' }] })).toEqual({ 'textos.1.pt_texto': PARAMETROS_MSG.texto1Obligatorio });
    expect(errors(ParametroForm, { param_order: 1, textos: [{ pt_idioma_id: 1, pt_texto: 'Uno' }] })).toEqual({ textos: PARAMETROS_MSG.textosIdiomasObligatorios });
    expect(errors(ParametroForm, { param_order: 1, textos: [...TEXTOS, { pt_idioma_id: 3, pt_descripcion: 'D' }] })).toEqual({ 'textos.2.pt_texto': PARAMETROS_MSG.texto1Obligatorio });
    expect(errors(ParametroForm, { param_order: 1, textos: [...TEXTOS, { pt_idioma_id: 2, pt_texto: 'Otra' }] })).toEqual({ 'textos.2.pt_idioma_id': PARAMETROS_MSG.idiomaTextoRepetido });
  });

  it('needs the ID to save', () => {
    expect(errors(ActualizarParametroBody, { param_order: 1, textos: TEXTOS })).toEqual({ param_id: PARAMETROS_MSG.parametroIdObligatorio });
  });
});

describe('opcionesDelCodigo', () => {
  it("answers the code's profiles and DAPcon states in Spanish or Catalan, and nothing for a configurable list", () => {
    expect(opcionesDelCodigo('perfiles_usuario', 1)?.map((o) => o.pt_texto)).toEqual(['Administrador Ares', 'Administrador de la asociación', 'Consultor ACV', 'Verificador', 'Empresa']);
    expect(opcionesDelCodigo('estados_dapcon', 2)?.map((o) => o.param_id)).toEqual([...ESTADOS_DAPCON]);
    expect(opcionesDelCodigo('estados_dapcon', 2)?.[1]).toEqual({ param_id: 'en_verificacion', pt_texto: 'En verificació' });
    // Other languages read Spanish.
    expect(opcionesDelCodigo('estados_dapcon', 3)?.[0]?.pt_texto).toBe('Borrador');
    expect(opcionesDelCodigo('colegios', 1)).toBeNull();
    expect(opcionesDelCodigo('estados_colegiacion', 2)).toBeNull();
  });
});
