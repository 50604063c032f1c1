// 'Iniciar Sesión' on a company and the way back (contract/src/auth/suplantacion.ts), answered as the
// API answers them: a token of the company carrying the administrator's name, and back a token of
// the administrator.
import type { HttpHandler } from 'msw';
import { decodeJwt } from 'jose';
import { MSG, normalizeTaxId } from '@dapcon/contract/core';
import { suplantarConsultor, suplantarEmpresa, volverASesionAdmin } from '@dapcon/contract/auth';
import { CONSULTORES_MSG } from '@dapcon/contract/consultores';
import { MOCK_CONSULTORES_LISTA, mockUsuarioId } from './consultores';
import { EMPRESAS_MSG } from '@dapcon/contract/empresas';
import { mockData, type MockAccount } from './data';
import { mockAnswer, mockEndpoint, mockError, type MockInput } from './handlers';
import { sessionToken } from './session';

/** Ids of companies the mock opens sessions as, when they have no account of their own. */
const COMPANY_ID_BASE = 10_000;

const fullName = (a: Pick<MockAccount, 'nombre' | 'apellidos' | 'usuario'>) => `${a.nombre} ${a.apellidos}`.trim() || a.usuario;

/** The caller's token's claims (the mock signs them; nothing here checks a signature). */
function claimsOf(input: MockInput): Record<string, unknown> {
  const auth = input.request.headers.get('authorization') ?? '';
  try {
    return decodeJwt(auth.replace(/^Bearer\s+/i, ''));
  } catch {
    return {};
  }
}

export const suplantacionHandlers: readonly HttpHandler[] = [
  mockEndpoint(suplantarEmpresa, async (input) => {
    const admin = mockData.accounts.find((a) => String(a.id) === input.userId);
    const cif = (input.params.usuario ?? '').trim().toUpperCase();
    const index = mockData.empresas.findIndex((e) => e.org_cif === cif);
    const empresa = mockData.empresas[index];
    if (!empresa) throw mockError(404, MSG.noEncontrado);
    if (empresa.org_fecha_baja !== null) throw mockError(409, EMPRESAS_MSG.empresaDeBajaSinSesion);
    const account = mockData.accounts.find((a) => a.usuario === cif && a.role === 'organizacion');
    const token = await sessionToken('organizacion', {
      sub: String(account?.id ?? COMPANY_ID_BASE + index),
      usuario: cif,
      nombre: account?.nombre ?? empresa.org_nombre,
      apellidos: account?.apellidos ?? '',
      estado_pago: empresa.estado_pago,
      suplantador: admin ? fullName(admin) : 'Montserrat Puig Ferrer',
    });
    return mockAnswer({ token }, { message: EMPRESAS_MSG.sesionComoEmpresa });
  }),
  mockEndpoint(suplantarConsultor, async (input) => {
    const admin = mockData.accounts.find((a) => String(a.id) === input.userId);
    const nif = normalizeTaxId(input.params.usuario ?? '');
    const c = MOCK_CONSULTORES_LISTA.find((x) => x.nif === nif);
    if (!c) throw mockError(404, MSG.noEncontrado);
    const token = await sessionToken(c.es_verificador ? 'verificador' : 'consultor', {
      sub: String(mockUsuarioId(c)),
      usuario: c.nif,
      nombre: c.nombre,
      apellidos: c.apellidos,
      suplantador: admin ? fullName(admin) : 'Montserrat Puig Ferrer',
    });
    return mockAnswer({ token }, { message: CONSULTORES_MSG.sesionComoConsultor });
  }),
  mockEndpoint(volverASesionAdmin, async (input) => {
    const suplantador = claimsOf(input).suplantador;
    if (typeof suplantador !== 'string') throw mockError(403, EMPRESAS_MSG.sinSuplantacion);
    // The administrator of that name, or the first one (a test's token of no known account).
    const admins = mockData.accounts.filter((a) => a.role === 'admin_ares' || a.role === 'admin_caateeb');
    const admin = admins.find((a) => fullName(a) === suplantador) ?? admins[0];
    if (!admin) throw mockError(401, 'No autoritzat');
    const token = await sessionToken(admin.role, { sub: String(admin.id), usuario: admin.usuario, nombre: admin.nombre, apellidos: admin.apellidos });
    return mockAnswer({ token }, { message: EMPRESAS_MSG.sesionRecuperada });
  }),
];
