import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { estadoUsuario, perfilesAsignables, perfilesField, UsuarioAdminBody, UsuariosAdminQuery } from './usuarios';

const ok = { usuario: ' 71.234.567-w ', nombre: ' Anna ', apellidos: 'Rovira', telefono: '932 000 111', email: 'anna@dapcon.example', perfiles: '2' };
const errors = (value: unknown) => {
  const result = v.safeParse(UsuarioAdminBody, value);
  if (result.success) return {};
  // The first message of each field, as the API answers it.
  const out: Record<string, string> = {};
  for (const issue of result.issues) out[v.getDotPath(issue) ?? ''] ??= issue.message;
  return out;
};

describe('the association users’ contract', () => {
  it('normalises the NIF, trims, takes the profile as a list, a number or a select’s text', () => {
    expect(v.parse(UsuarioAdminBody, ok)).toEqual({ usuario: '71234567W', nombre: 'Anna', apellidos: 'Rovira', telefono: '932 000 111', email: 'anna@dapcon.example', perfiles: [2], recibir_notificacion: false });
    expect(v.parse(perfilesField(), [1])).toEqual([1]);
    expect(v.parse(perfilesField(), 2)).toEqual([2]);
    expect(v.parse(perfilesField(), ['1'])).toEqual([1]);
  });

  it('says the spec’s messages for the required fields', () => {
    expect(errors({})).toEqual({
      usuario: 'El usuario es obligatorio.',
      nombre: 'El nombre es obligatorio.',
      apellidos: 'Los apellidos son obligatorio.',
      telefono: 'El teléfono es obligatorio.',
      email: 'El email es obligatorio',
      perfiles: 'El perfil es obligatorio.',
    });
  });

  it('refuses a company’s tax id, another profile, two profiles', () => {
    expect(errors({ ...ok, usuario: 'B12345674' })).toEqual({ usuario: 'El NIF debe ser un DNI o NIE válido.' });
    for (const perfiles of [[3], [1, 2], 'x', [null]]) expect(errors({ ...ok, perfiles })).toEqual({ perfiles: 'El perfil no es válido.' });
  });

  it('gives profile 1 only to a profile-1 administrator', () => {
    expect(perfilesAsignables(1)).toEqual([1, 2]);
    expect(perfilesAsignables(2)).toEqual([2]);
  });

  it('filters the list by state; no Excel', () => {
    expect(v.parse(UsuariosAdminQuery, { estado_id: 'pendiente', to_excel: 'true' })).toEqual({ estado_id: 'pendiente', page: 1, order_by: 'nombre asc' });
    expect(v.safeParse(UsuariosAdminQuery, { estado_id: 'todos' }).success).toBe(false);
    expect(estadoUsuario({ activo: false, fecha_baja: null })).toBe('pendiente');
    expect(estadoUsuario({ activo: false, fecha_baja: '2026-01-01T00:00:00.000Z' })).toBe('baja');
    // A new user is pending until they choose a password.
    expect(estadoUsuario({ activo: true, fecha_baja: null, pendiente_password: true })).toBe('pendiente');
    expect(estadoUsuario({ activo: true, fecha_baja: null, pendiente_password: false })).toBe('activo');
    expect(estadoUsuario({ activo: true, fecha_baja: null })).toBe('activo');
  });
});
