// The mock API's default answer for every endpoint of the contract, over the in-memory data set.
// A test or a story overrides one with `mockServer.use(mockEndpoint(…))` / the story's `api`.
import type { HttpHandler } from 'msw';
import { MSG, PERFILES } from '@dapcon/contract/core';
import {
  AUTH_MSG,
  cambiarPassword,
  login,
  logout,
  me,
  registroConsultor,
  registroOrganizacion,
  registroOrganizacionDocumentos,
  reiniciarPassword,
  restablecerPassword,
  type LoginBody,
} from '@dapcon/contract/auth';
import { IDIOMA_ID, paises, parametrosGenerales, poblacion, type ParametrosGeneralesData } from '@dapcon/contract/referencia';
import { health, openapi } from '@dapcon/contract/sistema';
import { organizaciones } from '@dapcon/contract/empresas';
import { consultoresHandlers } from './consultores';
import { plantillasHandlers } from './contenidos-plantillas';
import { contenidosHandlers } from './contenidos-web';
import { bibliotecaHandlers } from './contenidos-biblioteca';
import { criteriosHandlers } from './contenidos-criterios';
import { logsHandlers } from './sistema-logs';
import { auditoriaHandlers } from './sistema-auditoria';
import { historialHandlers } from './historial';
import { mantenimientoHandlers } from './sistema-mantenimiento';
import { comunicacionesHandlers } from './contenidos-comunicaciones';
import { correosPortalHandlers } from './contenidos-correos-portal';
import { recordatoriosHandlers } from './contenidos-recordatorios';
import { contenidosPublicosHandlers } from './contenidos-publico';
import { usuariosAdminHandlers } from './usuarios';
import { dapconConsultasHandlers } from './dapcon-consultas';
import { dapconHandlers } from './dapcon';
import { dapconListaHandlers } from './dapcon-lista';
import { comisionesHandlers } from './finanzas-comisiones';
import { cuotasHandlers } from './finanzas-cuotas';
import { pagoOrganizacionHandlers } from './finanzas-pago-organizacion';
import { pagosDapconHandlers } from './finanzas-pagos-dapcon';
import { remesasHandlers } from './finanzas-remesas';
import { tarifasHandlers } from './finanzas-tarifas';
import { parametrosArbolHandlers } from './parametros-arbol';
import { clasificacionHandlers } from './parametros-clasificacion';
import { panelResumenHandlers } from './panel-resumen';
import { panelConsolidadoHandlers } from './panel-consolidado';
import { panelInicioHandlers } from './panel-inicio';
import { panelNotificacionesHandlers } from './panel-notificaciones';
import { panelForoHandlers } from './panel-foro';
import { dapconIncidenciasHandlers } from './dapcon-incidencias';
import { resultadosHandlers } from './resultados';
import { answerEmpresas } from './empresas';
import { empresaFichaHandlers } from './empresas-ficha';
import { mockData, PAISES, PARAMETROS, POBLACIONES, type MockAccount } from './data';
import { idiomasHandlers } from './idiomas';
import { rcpHandlers } from './rcp';
import { registroHandlers } from './registro';
import { mockAnswer, mockEndpoint, mockError, mockRequireAccess, type MockInput } from './handlers';
import { ROLE_CLAIMS, sessionToken } from './session';
import { suplantacionHandlers } from './suplantacion';

function accountOf(input: MockInput): MockAccount {
  const account = mockData.accounts.find((a) => String(a.id) === input.userId);
  if (!account) throw mockError(401, "No s'ha trobat el token");
  return account;
}

/** The tax id a registration names, as the API stores it (the contract has checked it). */
const taxId = (body: unknown) => String((body as { usuario?: unknown }).usuario ?? '').trim().toUpperCase();

/** One handler per endpoint of the contract (the mock layer's test checks none is missing). */
export const defaultHandlers: readonly HttpHandler[] = [
  // The fixture account of that usuario and module, whatever the password: which password (and which
  // account state) signs in is the API's (api/test/areas/auth/login.test.ts; mf-auth's Auth.api.test.tsx
  // shows its 401). A usuario the fixtures lack for the module is a lookup miss, answered as the API would.
  mockEndpoint(login, async ({ body }) => {
    const { usuario, modulo_app } = body as LoginBody;
    const account = mockData.accounts.find((a) => a.usuario === usuario.trim().toUpperCase() && ROLE_CLAIMS[a.role].modulo_app === modulo_app);
    if (!account) throw mockError(401, AUTH_MSG.credencialesIncorrectas);
    const token = await sessionToken(account.role, { sub: String(account.id), usuario: account.usuario, nombre: account.nombre, apellidos: account.apellidos });
    return mockAnswer({ token }, { message: AUTH_MSG.sesionIniciada });
  }),
  mockEndpoint(logout, () => mockAnswer(null, { message: AUTH_MSG.sesionCerrada })),
  mockEndpoint(me, (input) => {
    const account = accountOf(input);
    const { modulo_app, perfil } = ROLE_CLAIMS[account.role];
    return {
      id: account.id,
      usuario: account.usuario,
      nombre: account.nombre,
      apellidos: account.apellidos,
      email: account.email,
      perfil,
      modulo_app,
      estado_pago: perfil === PERFILES.organizacion ? ('pagado' as const) : null,
    };
  }),
  // A registration the contract takes is a success, stored nowhere: a CIF/NIF or e-mail registered
  // already (the 422 beside the form's own errors) is the API's (api/test/areas/auth/registro.test.ts;
  // mf-auth's Auth.api.test.tsx shows it under the field).
  mockEndpoint(registroOrganizacion, ({ body }) => mockAnswer({ token_docs: 'mock-token-docs', org_cif: taxId(body) }, { message: AUTH_MSG.registroCorrecto })),
  mockEndpoint(registroOrganizacionDocumentos, ({ body }) => {
    const { org_cif, type } = body as { org_cif: string; type: 'iso14001' | 'emacs' };
    return mockAnswer({ org_cif, type }, { message: AUTH_MSG.documentoGuardado });
  }),
  mockEndpoint(registroConsultor, ({ body }) => mockAnswer({ consultor_nif: taxId(body) }, { message: AUTH_MSG.registroCorrecto })),
  mockEndpoint(reiniciarPassword, () => mockAnswer(null, { message: AUTH_MSG.reinicioSolicitado })),
  mockEndpoint(restablecerPassword, () => mockAnswer(null, { message: AUTH_MSG.passwordRestablecida })),
  // Whatever the old password: its 422 is the API's (api/test/areas/auth/passwords.test.ts); ChangePasswordForm.test.tsx answers it itself.
  mockEndpoint(cambiarPassword, (input) => {
    mockRequireAccess(input, cambiarPassword.access);
    return mockAnswer(null, { message: AUTH_MSG.passwordCambiada });
  }),
  // The languages (GET /idiomas and the Ares administrator's /idiomas): idiomas.ts.
  ...idiomasHandlers,
  mockEndpoint(paises, ({ lang }) => PAISES.map((p) => ({ id: p.id, pais_nombre: p.nombre[lang] }))),
  mockEndpoint(poblacion, ({ query }) => {
    const towns = POBLACIONES[query.cp ?? ''];
    if (!towns?.length) throw mockError(404, MSG.sinResultados);
    return [...towns];
  }),
  mockEndpoint(parametrosGenerales, ({ body }) => {
    const asked = body as { param: keyof ParametrosGeneralesData; locale?: number }[];
    const data: ParametrosGeneralesData = {};
    for (const { param, locale } of asked) {
      const lang = locale === IDIOMA_ID.ca ? 'ca' : 'es';
      data[param] = (PARAMETROS[param] ?? []).map((o) => ({ param_id: o.id, pt_texto: o.texto[lang] }));
    }
    return data;
  }),
  mockEndpoint(organizaciones, ({ query, lang }) => answerEmpresas(mockData.empresas, query, lang)),
  ...empresaFichaHandlers,
  // The account actions of the users and the consultants alike are usuarios.ts's.
  ...usuariosAdminHandlers,
  ...consultoresHandlers,
  ...suplantacionHandlers,
  ...dapconConsultasHandlers,
  ...rcpHandlers,
  ...dapconHandlers,
  ...dapconListaHandlers,
  ...dapconIncidenciasHandlers,
  ...resultadosHandlers,
  ...tarifasHandlers,
  ...cuotasHandlers,
  ...pagosDapconHandlers,
  ...comisionesHandlers,
  ...pagoOrganizacionHandlers,
  ...remesasHandlers,
  ...plantillasHandlers,
  // The portal's own e-mails before the mailings': /comunicaciones/admin/correos/… must never be
  // taken for a mailing's /comunicaciones/admin/:id/… (MSW answers with the first matching path).
  ...correosPortalHandlers,
  ...recordatoriosHandlers,
  // Before the contents': POST /contenidos-web/enviar-email would otherwise be taken for
  // POST /contenidos-web/:id (MSW answers with the first handler whose path matches; Fastify prefers
  // the static route).
  ...comunicacionesHandlers,
  ...contenidosHandlers,
  ...bibliotecaHandlers,
  ...criteriosHandlers,
  ...contenidosPublicosHandlers,
  ...logsHandlers,
  ...auditoriaHandlers,
  ...historialHandlers,
  ...mantenimientoHandlers,
  // After the tariffs': GET /parametros/tarifa_asignada answers there, not as GET /parametros/:id.
  ...parametrosArbolHandlers,
  ...clasificacionHandlers,
  ...panelResumenHandlers,
  ...panelConsolidadoHandlers,
  ...panelInicioHandlers,
  ...panelNotificacionesHandlers,
  ...panelForoHandlers,
  ...registroHandlers,
  mockEndpoint(health, () => ({ db: 'ok' as const })),
  mockEndpoint(openapi, () => ({ openapi: '3.0.3', paths: {} })),
];
