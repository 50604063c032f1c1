import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { isAllowed, MODULOS_APP, PERFILES, type Access } from '../core';
import { CONTENIDOS_MSG } from './messages';
import { CARPETAS_CRITERIOS, criteriosSave, criteriosShow, EDITORES_BANNER, esTipoCriterio, GuardarCriteriosBody, TIPOS_CRITERIO } from './criterios';

const errorsOf = (value: unknown) => {
  const result = v.safeParse(GuardarCriteriosBody, value);
  return result.success ? null : Object.fromEntries(result.issues.map((i) => [v.getDotPath(i) ?? '', i.message]));
};

describe('the banner criteria', () => {
  it('are three banners, each with its own parameter folder', () => {
    expect(TIPOS_CRITERIO).toEqual(['banner_empresa', 'banner_verificador', 'banner_consultor']);
    expect(new Set(Object.values(CARPETAS_CRITERIOS)).size).toBe(3);
    expect(esTipoCriterio('banner_consultor')).toBe(true);
    expect(esTipoCriterio('criterios_consulta')).toBe(false);
  });

  it('take a banner and its whole set of ids, trimmed and each once (an empty set too)', () => {
    expect(v.parse(GuardarCriteriosBody, { tipo: 'banner_empresa', criterios: [' crit_emp_nombre', 'crit_emp_rcp', 'crit_emp_nombre'] })).toEqual({
      tipo: 'banner_empresa',
      criterios: ['crit_emp_nombre', 'crit_emp_rcp'],
    });
    expect(v.parse(GuardarCriteriosBody, { tipo: 'banner_consultor', criterios: [] })).toEqual({ tipo: 'banner_consultor', criterios: [] });
  });

  it('refuse another banner, and anything but a list of ids', () => {
    expect(errorsOf({ tipo: 'portada', criterios: [] })).toEqual({ tipo: CONTENIDOS_MSG.tipoBannerNoValido });
    expect(errorsOf({ tipo: 'banner_empresa', criterios: 'crit_emp_nombre' })).toEqual({ criterios: CONTENIDOS_MSG.criteriosNoValidos });
    expect(errorsOf({ tipo: 'banner_empresa', criterios: ['  '] })).toEqual({ 'criterios.0': CONTENIDOS_MSG.criteriosNoValidos });
    expect(errorsOf({ tipo: 'banner_empresa', criterios: ['x'.repeat(101)] })).toEqual({ 'criterios.0': CONTENIDOS_MSG.criteriosNoValidos });
    expect(errorsOf({ tipo: 'banner_empresa', criterios: Array.from({ length: 101 }, (_, i) => `c${i}`) })).toEqual({ criterios: CONTENIDOS_MSG.criteriosNoValidos });
  });

  it('are read and saved by the administration module and consultants of profile 3 only', () => {
    expect(criteriosShow.access).toBe(EDITORES_BANNER);
    expect(criteriosSave.access).toBe(EDITORES_BANNER);
    const allowed = MODULOS_APP.flatMap((modulo_app) => Object.values(PERFILES).filter((perfil) => isAllowed(EDITORES_BANNER, { modulo_app, perfil })).map((perfil) => `${modulo_app}/${perfil}`));
    expect(allowed).toEqual(['consultor/3', 'administrador/1', 'administrador/2', 'administrador/3', 'administrador/4', 'administrador/5']);
  });

  it('use a rule any of whose parts lets a user in', () => {
    const either: Access = { anyOf: [{ modulos: ['organizacion'] }, { perfiles: [1] }] };
    expect(isAllowed(either, { modulo_app: 'organizacion', perfil: 5 })).toBe(true);
    expect(isAllowed(either, { modulo_app: 'administrador', perfil: 1 })).toBe(true);
    expect(isAllowed(either, { modulo_app: 'administrador', perfil: 2 })).toBe(false);
    expect(isAllowed({ anyOf: [] }, { modulo_app: 'administrador', perfil: 1 })).toBe(false);
  });
});
