/**
 * The auth area's routes: sign-in, sign-out and the current user, registration of companies
 * (with their accreditation documents) and consultants, password recovery, reset and change, and
 * an administrator's session as a company ('Iniciar Sesión') and the way back.
 * Each reads its request, calls the service and answers.
 */
import type { FastifyPluginAsync } from 'fastify';
import {
  AUTH_MSG,
  CONSULTORES_MSG,
  cambiarPassword,
  EMPRESAS_MSG,
  login,
  logout,
  me,
  normalizeTaxId,
  registroConsultor,
  registroOrganizacion,
  registroOrganizacionDocumentos,
  reiniciarPassword,
  restablecerPassword,
  suplantarConsultor,
  suplantarEmpresa,
  volverASesionAdmin,
} from '@dapcon/contract';
import { serve } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import { languageOf } from '../../lib/lang';
import { currentUser } from '../../plugins/app/access-control';
import { auditRecord } from '../../plugins/app/audit';
import { usuarios } from '../../auth/tables';
import { consultores } from '../consultores';
import { organizaciones } from '../empresas';
import {
  attachDocumento,
  changePassword,
  currentUserData,
  impersonateCompany,
  impersonateConsultant,
  refuseWithConflicts,
  registerConsultor,
  registerOrganizacion,
  requestPasswordReset,
  resetPassword,
  returnToAdmin,
  signIn,
  signOut,
} from './service';

const routes: FastifyPluginAsync = async (app) => {
  serve(app, login, async (request, reply) => {
    const { token, deviceCookie } = await signIn(app, request.body, request);
    reply.header('set-cookie', deviceCookie);
    return ok({ token }, AUTH_MSG.sesionIniciada);
  });

  serve(app, logout, async (request) => {
    await signOut(app, currentUser(request));
    return ok(null, AUTH_MSG.sesionCerrada);
  });

  serve(app, me, async (request) => ok(await currentUserData(app, currentUser(request).id)));

  // A refused registration is still asked of the database: a taken CIF/NIF or e-mail joins the 422.
  const withConflicts = { onInvalidRequest: (request: { body: unknown }, refused: Error) => refuseWithConflicts(app.db, request.body, refused) };

  serve(
    app,
    registroOrganizacion,
    // No session yet: the entry names the new company (plugins/app/audit.ts), with no user.
    async (request) =>
      ok(
        {
          token_docs: await auditRecord(request, { tabla: organizaciones, id: normalizeTaxId(request.body.usuario), por: organizaciones.org_cif }, () =>
            registerOrganizacion(app, request.body, languageOf(request.headers['accept-language'])),
          ),
          org_cif: request.body.usuario,
        },
        AUTH_MSG.registroCorrecto,
      ),
    withConflicts,
  );

  serve(app, registroOrganizacionDocumentos, async (request) => ok(await attachDocumento(app, request.body, request.log), AUTH_MSG.documentoGuardado));

  serve(
    app,
    registroConsultor,
    async (request) => {
      await auditRecord(request, { tabla: consultores, id: normalizeTaxId(request.body.usuario), por: consultores.consultor_nif }, () =>
        registerConsultor(app, request.body, languageOf(request.headers['accept-language'])),
      );
      return ok({ consultor_nif: request.body.usuario }, AUTH_MSG.registroCorrecto);
    },
    withConflicts,
  );

  serve(app, reiniciarPassword, async (request) => {
    await requestPasswordReset(app, request.body, request.ip, languageOf(request.headers['accept-language']));
    return ok(null, AUTH_MSG.reinicioSolicitado);
  });

  serve(app, restablecerPassword, async (request) => {
    await resetPassword(app, request.body);
    return ok(null, AUTH_MSG.passwordRestablecida);
  });

  serve(app, cambiarPassword, async (request) => {
    // Names the account; its password is recorded as changed, never as what it was or became (plugins/app/audit.ts).
    await auditRecord(request, { tabla: usuarios, id: currentUser(request).id }, () => changePassword(app, currentUser(request), request.body, request));
    return ok(null, AUTH_MSG.passwordCambiada);
  });

  serve(app, suplantarEmpresa, async (request) =>
    ok({ token: await impersonateCompany(app, currentUser(request), request.params.usuario, request) }, EMPRESAS_MSG.sesionComoEmpresa),
  );

  serve(app, suplantarConsultor, async (request) =>
    ok({ token: await impersonateConsultant(app, currentUser(request), request.params.usuario, request) }, CONSULTORES_MSG.sesionComoConsultor),
  );

  serve(app, volverASesionAdmin, async (request) => ok({ token: await returnToAdmin(app, currentUser(request), request) }, EMPRESAS_MSG.sesionRecuperada));
};

export default routes;
