// 'Iniciar Sesión' on a company or a consultant and the way back (contract/src/auth/suplantacion.ts),
// fixtures only: a token of the fixture company or consultant of that CIF or NIF (the first one for any
// other) carrying the administrator's name, and back a token of the administrator. The refusals are the
// API's (api/test/areas/auth/impersonation.test.ts; the buttons in EmpresaFicha.api.test.tsx and
// ConsultoresList.api.test.tsx): an unknown account (404), a company de baja or an account that may not
// sign in (409), a way back from a session that is no impersonation (403). A test or a story that shows
// one gives it itself.
import type { HttpHandler } from 'msw';
import { decodeJwt } from 'jose';
import { suplantarConsultor, suplantarEmpresa, volverASesionAdmin } from '@dapcon/contract/auth';
import { CONSULTORES_MSG } from '@dapcon/contract/consultores';
import { MOCK_CONSULTORES_LISTA, mockUsuarioId } from './consultores';
import { EMPRESAS_MSG } from '@dapcon/contract/empresas';
import { mockData, type MockAccount } from './data';
import { MOCK_EMPRESAS, type MockEmpresa } from './empresas';
import { mockAnswer, mockEndpoint, type MockInput } from './handlers';
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
    const found = mockData.empresas.findIndex((e) => e.org_cif === input.params.usuario);
    const index = Math.max(found, 0);
    const empresa = mockData.empresas[index] ?? (MOCK_EMPRESAS[0] as MockEmpresa);
    const account = mockData.accounts.find((a) => a.usuario === empresa.org_cif && a.role === 'organizacion');
    const token = await sessionToken('organizacion', {
      sub: String(account?.id ?? COMPANY_ID_BASE + index),
      usuario: empresa.org_cif,
      nombre: account?.nombre ?? empresa.org_nombre,
      apellidos: account?.apellidos ?? '',
      estado_pago: empresa.estado_pago,
      suplantador: admin ? fullName(admin) : 'Montserrat Puig Ferrer',
    });
    return mockAnswer({ token }, { message: EMPRESAS_MSG.sesionComoEmpresa });
  }),
  mockEndpoint(suplantarConsultor, async (input) => {
    const admin = mockData.accounts.find((a) => String(a.id) === input.userId);
    const c = MOCK_CONSULTORES_LISTA.find((x) => x.nif === input.params.usuario) ?? (MOCK_CONSULTORES_LISTA[0] as (typeof MOCK_CONSULTORES_LISTA)[number]);
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
    // The administrator of that name, or the first one (a test's token of no known account, or of no impersonation).
    const admins = mockData.accounts.filter((a) => a.role === 'admin_ares' || a.role === 'admin_caateeb');
    const admin = admins.find((a) => fullName(a) === suplantador) ?? (admins[0] as MockAccount);
    const token = await sessionToken(admin.role, { sub: String(admin.id), usuario: admin.usuario, nombre: admin.nombre, apellidos: admin.apellidos });
    return mockAnswer({ token }, { message: EMPRESAS_MSG.sesionRecuperada });
  }),
];
