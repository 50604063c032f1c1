// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { addBundle, i18n, isLang, LANGS, setLanguage } from './index';
import { commonCa, commonEs } from './resources';

function keysOf(obj: object, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, val]) =>
    typeof val === 'object' && val !== null ? keysOf(val, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

afterEach(async () => {
  await setLanguage('es');
});

describe('i18n', () => {
  it('starts in Spanish with the common namespace', () => {
    expect(LANGS).toEqual(['es', 'ca']);
    expect(i18n.language).toBe('es');
    expect(i18n.t('menu.administracion')).toBe('Administración');
    expect(i18n.t('frame.cerrarSesion')).toBe('Cerrar sesión');
    expect(i18n.t('frame.noDisponible')).toBe('Este apartado aún no está disponible');
    expect(i18n.t('error.salir')).toBe('Salir');
  });

  it('switching language changes t() output and the document language', async () => {
    await setLanguage('ca');
    expect(i18n.language).toBe('ca');
    expect(i18n.t('frame.cerrarSesion')).toBe('Tancar sessió');
    expect(i18n.t('frame.noDisponible')).toBe('Aquest apartat encara no està disponible');
    expect(document.documentElement.lang).toBe('ca');
    await setLanguage('es');
    expect(i18n.t('frame.cerrarSesion')).toBe('Cerrar sesión');
    expect(document.documentElement.lang).toBe('es');
  });

  it('keeps the language in a cookie for the pages the server writes (their drawn first screen)', async () => {
    await setLanguage('ca');
    expect(document.cookie).toMatch(/(^|; )dapcon-lang=ca(;|$)/);
    await setLanguage('es');
    expect(document.cookie).toMatch(/(^|; )dapcon-lang=es(;|$)/);
  });

  it('interpolates without HTML escaping (React escapes)', () => {
    expect(i18n.t('frame.saludo', { nombre: 'Núria & Co' })).toBe('Hola, Núria & Co');
    expect(i18n.t('frame.errorRemoto', { area: i18n.t('remote.unknown') })).toBe('No se ha podido cargar esta sección.');
  });

  it('has every common key in both languages', () => {
    expect(keysOf(commonCa).sort()).toEqual(keysOf(commonEs).sort());
    for (const key of keysOf(commonEs)) {
      expect(i18n.getFixedT('ca')(key), key).not.toBe(key);
    }
  });

  it('addBundle adds a remote namespace in both languages', async () => {
    addBundle('empresas', { es: { titulo: 'Empresas', lista: { vacia: 'No hay datos a mostrar' } }, ca: { titulo: 'Empreses' } });
    expect(i18n.t('titulo', { ns: 'empresas' })).toBe('Empresas');
    expect(i18n.t('empresas:lista.vacia')).toBe('No hay datos a mostrar');
    await setLanguage('ca');
    expect(i18n.t('titulo', { ns: 'empresas' })).toBe('Empreses');
    // a missing Catalan key falls back to Spanish
    expect(i18n.t('empresas:lista.vacia')).toBe('No hay datos a mostrar');
  });

  it('addBundle merges later calls', () => {
    addBundle('home', { es: { a: 'A' }, ca: { a: 'A-ca' } });
    addBundle('home', { es: { b: 'B' }, ca: { b: 'B-ca' } });
    expect(i18n.t('home:a')).toBe('A');
    expect(i18n.t('home:b')).toBe('B');
  });

  it('isLang guards the two languages', () => {
    expect(isLang('es')).toBe(true);
    expect(isLang('ca')).toBe(true);
    expect(isLang('en')).toBe(false);
    expect(isLang(undefined)).toBe(false);
  });
});
