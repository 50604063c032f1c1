/**
 * The transitions of a DAPcon declaration (docs/dapcon-lifecycle.md), one route each, and its
 * documents. Each answers the record as it is after the change (`DapconDetalle`), except the
 * renewal (the new declaration's id) and the deletion. Who may call each, and in which states, is
 * `PERMISOS_DAPCON` (permisos.ts).
 */
import * as v from 'valibot';
import { defineEndpoint } from '../core/endpoint';
import { crossFieldRules, formAccepted, formBoolean, formId, optionalText, requiredDate, requiredText } from '../core/form';
import { MSG } from '../core/messages';
import { requiredUpload, UPLOAD_RULES } from '../core/uploads';
import { DapconCreada, DapconDetalle } from './dapcon';
import { DAPCON_MSG } from './messages';
import { DapconIdParams, TIPOS_DOCUMENTO_SUBIBLES } from './permisos';

/** The participants and the administration (each route checks the caller's part in the declaration). */
const PARTICIPANTES = { modulos: ['administrador', 'organizacion', 'consultor'] } as const;
const ADMINISTRACION = { modulos: ['administrador'] } as const;
const ADMIN_O_EMPRESA = { modulos: ['administrador', 'organizacion'] } as const;
const ADMIN_O_CONSULTOR = { modulos: ['administrador', 'consultor'] } as const;
const CONSULTORES = { modulos: ['consultor'] } as const;

// ---------------------------------------------------------------- bodies

/**
 * POST /dapcon/:id/documentos, multipart: the EPD of one language (`tipo` 'dap' with `idioma_id`) or
 * the product sheet (`tipo` 'ficha_producto', RCP code 100); a PDF of 10 MB at most. A new one
 * replaces the stored one of the same kind and language.
 */
export const DocumentoDapconBody = v.pipe(
  v.object({
    tipo: v.picklist(TIPOS_DOCUMENTO_SUBIBLES, DAPCON_MSG.tipoDocumentoDapconNoValido),
    idioma_id: v.optional(v.nullable(v.union([v.literal(''), formId(DAPCON_MSG.idiomaDocumentoObligatorio, DAPCON_MSG.idiomaNoValido)]))),
    documento: requiredUpload(UPLOAD_RULES.documento, MSG.documentoObligatorio),
  }),
  v.transform((body) => ({ ...body, idioma_id: typeof body.idioma_id === 'number' ? body.idioma_id : null })),
  v.forward(
    v.check((body) => body.tipo !== 'dap' || body.idioma_id !== null, DAPCON_MSG.idiomaDocumentoObligatorio),
    ['idioma_id'],
  ),
);
export type DocumentoDapconBody = v.InferOutput<typeof DocumentoDapconBody>;
export type DocumentoDapconForm = v.InferInput<typeof DocumentoDapconBody>;

/** PATCH /dapcon/:id/devolver: the verifier's (or the administration's) reason, which goes to the history and the e-mail. */
export const DevolverDapconBody = v.object({ motivo: requiredText(DAPCON_MSG.motivoObligatorio, 2000) });
export type DevolverDapconBody = v.InferOutput<typeof DevolverDapconBody>;

/** POST /dapcon/:id/aceptar, multipart: the verification report (PDF) and an optional comment. */
export const AceptarDapconBody = v.object({
  documento: requiredUpload(UPLOAD_RULES.documento, DAPCON_MSG.informeObligatorio),
  comentario: optionalText(2000),
});
export type AceptarDapconBody = v.InferOutput<typeof AceptarDapconBody>;
export type AceptarDapconForm = v.InferInput<typeof AceptarDapconBody>;

/** A publication language's ECO Platform flag, confirmed or changed at publication. */
const EcoplatformIdioma = v.object({ id: formId(DAPCON_MSG.idiomaNoValido, DAPCON_MSG.idiomaNoValido), ecoplatform: formBoolean() });

/**
 * PATCH /dapcon/:id/publicar: the validity's first day ('yyyy-mm-dd'; today, in the programme's time
 * zone, when absent; the last is five years on, minus a day) and the ECO Platform flags (unchanged
 * when absent). The code is given by the API.
 */
export const PublicarDapconBody = v.object({
  dapcon_valido_desde: v.optional(v.union([v.literal(''), requiredDate(DAPCON_MSG.fechaValidezObligatoria)]), ''),
  idiomas: v.optional(v.array(EcoplatformIdioma, DAPCON_MSG.idiomaNoValido)),
});
export type PublicarDapconBody = v.InferOutput<typeof PublicarDapconBody>;
export type PublicarDapconForm = v.InferInput<typeof PublicarDapconBody>;

const AjustarValidezCampos = v.object({
  dapcon_valido_desde: requiredDate(DAPCON_MSG.fechaValidezObligatoria),
  dapcon_valido_hasta: requiredDate(DAPCON_MSG.fechaValidezObligatoria),
  idiomas: v.optional(v.array(EcoplatformIdioma, DAPCON_MSG.idiomaNoValido)),
});

/** PATCH /dapcon/:id/validez: the administration adjusts a published declaration's validity (and its ECO Platform flags). */
export const AjustarValidezBody = v.pipe(
  AjustarValidezCampos,
  crossFieldRules<v.InferOutput<typeof AjustarValidezCampos>>([
    {
      field: 'dapcon_valido_hasta',
      reads: ['dapcon_valido_desde'],
      holds: (body) => body.dapcon_valido_hasta > body.dapcon_valido_desde,
      message: DAPCON_MSG.validezHastaAnterior,
    },
  ]),
);
export type AjustarValidezBody = v.InferOutput<typeof AjustarValidezBody>;
export type AjustarValidezForm = v.InferInput<typeof AjustarValidezBody>;

/** PATCH /dapcon/:id/caducar: the administration's confirmation (the dashboard's 'Caducado' is the same route). */
export const CaducarDapconBody = v.object({
  confirmacion: formAccepted(DAPCON_MSG.confirmarCaducidad),
  comentario: optionalText(2000),
});
export type CaducarDapconBody = v.InferOutput<typeof CaducarDapconBody>;

/** The longest reason of a withdrawal. */
export const MOTIVO_RETIRADA_MAX = 1000;

/** PATCH /dapcon/:id/retirar: the administration's reason, which goes to the history and the e-mail (never to the public registry). */
export const RetirarDapconBody = v.object({ motivo: requiredText(DAPCON_MSG.motivoRetiradaObligatorio, MOTIVO_RETIRADA_MAX) });
export type RetirarDapconBody = v.InferOutput<typeof RetirarDapconBody>;

// ---------------------------------------------------------------- endpoints

const DAPCON_TAGS = ['dapcon'];

/**
 * Uploads (or replaces) a document of a declaration in `borrador`: the company, its consultant and
 * the administration (201, the record as it is now).
 */
export const subirDocumentoDapcon = defineEndpoint({
  method: 'POST',
  path: '/dapcon/:id/documentos',
  params: DapconIdParams,
  body: DocumentoDapconBody,
  multipart: true,
  response: DapconDetalle,
  status: 201,
  stale: ['GET /dapcon/:id', 'GET /dapcon', 'GET /incidencias/dapcon-incidencias'],
  access: PARTICIPANTES,
  summary: "Upload a declaration's EPD (per language) or product sheet, PDF (borrador; company, consultant, administration)",
  tags: DAPCON_TAGS,
});

/** Downloads one document of a declaration as an attachment: its participants and the administration. */
export const descargarDocumentoDapcon = defineEndpoint({
  method: 'GET',
  path: '/dapcon/:id/documentos/:documentoId',
  params: v.object({
    id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, MSG.noEncontrado), v.transform(Number)),
    documentoId: v.pipe(v.string(), v.regex(/^\d{1,9}$/, MSG.noEncontrado), v.transform(Number)),
  }),
  response: v.unknown(),
  envelope: false,
  access: PARTICIPANTES,
  summary: 'Download a document of a declaration (PDF attachment; its participants and the administration)',
  tags: DAPCON_TAGS,
});

/** borrador → en_verificacion: every language has its EPD, and the product sheet when the RCP asks for it; the verifier is e-mailed. */
export const enviarDapcon = defineEndpoint({
  method: 'PATCH',
  path: '/dapcon/:id/enviar',
  params: DapconIdParams,
  response: DapconDetalle,
  stale: ['GET /dapcon', 'GET /dapcon/:id', 'GET /panel/consolidado', 'GET /panel/resumen-dapcon', 'GET /panel/inicio'],
  access: PARTICIPANTES,
  summary: 'Submit a declaration to its verifier (borrador → en_verificacion)',
  tags: DAPCON_TAGS,
});

/** en_verificacion → borrador, with a reason: the verifier or the administration; the company and consultant are e-mailed. */
export const devolverDapcon = defineEndpoint({
  method: 'PATCH',
  path: '/dapcon/:id/devolver',
  params: DapconIdParams,
  body: DevolverDapconBody,
  response: DapconDetalle,
  stale: ['GET /dapcon', 'GET /dapcon/:id', 'GET /panel/consolidado', 'GET /panel/resumen-dapcon', 'GET /panel/inicio'],
  access: ADMIN_O_CONSULTOR,
  summary: 'Return a declaration to its draft with a reason (en_verificacion → borrador)',
  tags: DAPCON_TAGS,
});

/** en_verificacion → verificada, with the report (PDF), no incident open: the verifier only. */
export const aceptarDapcon = defineEndpoint({
  method: 'POST',
  path: '/dapcon/:id/aceptar',
  params: DapconIdParams,
  body: AceptarDapconBody,
  multipart: true,
  response: DapconDetalle,
  stale: ['GET /dapcon', 'GET /dapcon/:id', 'GET /panel/consolidado', 'GET /panel/resumen-dapcon', 'GET /panel/inicio'],
  access: CONSULTORES,
  summary: 'Accept a declaration with the verification report (en_verificacion → verificada; its verifier)',
  tags: DAPCON_TAGS,
});

/** verificada → publicada: the code (`DAPcon-YYYY-NNNN`), the validity and the ECO Platform flags; the administration. */
export const publicarDapcon = defineEndpoint({
  method: 'PATCH',
  path: '/dapcon/:id/publicar',
  params: DapconIdParams,
  body: PublicarDapconBody,
  response: DapconDetalle,
  stale: ['GET /dapcon', 'GET /dapcon/:id', 'GET /panel/consolidado', 'GET /panel/resumen-dapcon', 'GET /panel/inicio'],
  access: ADMINISTRACION,
  summary: 'Publish a verified declaration: code, validity, ECO Platform (verificada → publicada)',
  tags: DAPCON_TAGS,
});

/** A published declaration's validity and ECO Platform flags, adjusted by the administration (history row with the old and new dates). */
export const ajustarValidezDapcon = defineEndpoint({
  method: 'PATCH',
  path: '/dapcon/:id/validez',
  params: DapconIdParams,
  body: AjustarValidezBody,
  response: DapconDetalle,
  stale: ['GET /dapcon', 'GET /dapcon/:id', 'GET /panel/consolidado', 'GET /panel/resumen-dapcon', 'GET /panel/inicio'],
  access: ADMINISTRACION,
  summary: "Adjust a published declaration's validity and ECO Platform flags",
  tags: DAPCON_TAGS,
});

/** publicada → caducada after confirmation, whatever the date: the administration. */
export const caducarDapcon = defineEndpoint({
  method: 'PATCH',
  path: '/dapcon/:id/caducar',
  params: DapconIdParams,
  body: CaducarDapconBody,
  response: DapconDetalle,
  stale: ['GET /dapcon', 'GET /dapcon/:id', 'GET /panel/consolidado', 'GET /panel/resumen-dapcon', 'GET /panel/inicio'],
  access: ADMINISTRACION,
  summary: 'Expire a published declaration after confirmation (publicada → caducada)',
  tags: DAPCON_TAGS,
});

/**
 * publicada or caducada → retirada, with the reason: the administration. For good: the public
 * registry then answers 410 for its code.
 */
export const retirarDapcon = defineEndpoint({
  method: 'PATCH',
  path: '/dapcon/:id/retirar',
  params: DapconIdParams,
  body: RetirarDapconBody,
  response: DapconDetalle,
  stale: ['GET /dapcon', 'GET /dapcon/:id', 'GET /panel/consolidado', 'GET /panel/resumen-dapcon', 'GET /panel/inicio'],
  access: ADMINISTRACION,
  summary: 'Withdraw a published or expired declaration, with the reason (→ retirada; the registry answers 410)',
  tags: DAPCON_TAGS,
});

/** Renews a published or expired declaration: a new one in borrador, `id_padre` this one, `secuencia` + 1 (201 'DAPcon creada = {id}'). */
export const renovarDapcon = defineEndpoint({
  method: 'POST',
  path: '/dapcon/:id/renovar',
  params: DapconIdParams,
  response: DapconCreada,
  status: 201,
  stale: ['GET /dapcon', 'GET /dapcon/:id', 'GET /panel/consolidado', 'GET /panel/resumen-dapcon', 'GET /panel/inicio'],
  access: ADMIN_O_EMPRESA,
  summary: 'Renew a published or expired declaration (a new borrador with id_padre)',
  tags: DAPCON_TAGS,
});

/** Deletes a draft never submitted, with its documents: its company and the administration. */
export const eliminarDapcon = defineEndpoint({
  method: 'DELETE',
  path: '/dapcon/:id',
  params: DapconIdParams,
  response: v.null(),
  stale: ['GET /dapcon', 'GET /panel/consolidado', 'GET /panel/resumen-dapcon', 'GET /panel/inicio'],
  access: ADMIN_O_EMPRESA,
  summary: 'Delete a draft declaration that was never submitted',
  tags: DAPCON_TAGS,
});
