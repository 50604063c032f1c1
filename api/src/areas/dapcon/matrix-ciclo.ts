/**
 * Who may call the DAPcon area's ciclo endpoints (lib/matrix.ts); matrix.ts puts them with the area's
 * other rows. The rows run in order on one database (the 'test' seed: TEST_DAPCON_IDS, all of the
 * demo company, with the demo consultant and verifier), each caller in column order, so a
 * successful transition changes the state the next column sees: each row names a declaration whose
 * answers are the same whatever ran before it, and the one that succeeds is the one column that may.
 *
 * - documents: every participant but the verifier uploads an EPD of the draft (each replaces the
 *   last: 4 uploads, so the stored one is the 4th row of dapcon_documentos), which every participant
 *   downloads (who may replace a document in verification, to correct an open incident, is
 *   test/areas/dapcon/documentos.test.ts's table: the matrix has one row per endpoint);
 * - submitting the declaration in verification: 409 for those who may submit, 403 for the verifier;
 * - accepting the verified one: 409 for its verifier, 403 for the rest (administrators included);
 * - returning the one in verification: the verifier does (200), the administrators then find it in
 *   borrador (409);
 * - publishing the verified one, expiring the published one: the first administrator does, the second
 *   finds it done (409); adjusting its validity: both administrators;
 * - renewing the expired one: the company does (201), the administrators find it renewed (409);
 * - deleting the draft, never submitted (after its document rows): the company does, the
 *   administrators then find nothing (404);
 * - withdrawing the expired one (renewed by then): the first administrator does, the second finds it
 *   withdrawn (409); the published one the registry's rows name stays out of it.
 */
import {
  aceptarDapcon,
  ajustarValidezDapcon,
  caducarDapcon,
  descargarDocumentoDapcon,
  devolverDapcon,
  eliminarDapcon,
  enviarDapcon,
  publicarDapcon,
  renovarDapcon,
  retirarDapcon,
  subirDocumentoDapcon,
  toFormData,
} from '@dapcon/contract';
import type { MatrixRow } from '../../lib/matrix';
import { TEST_DAPCON_IDS } from './seed';

/** A small PDF (the upload check reads its first bytes). */
const PDF = new File([Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n')], 'dapcon.pdf', { type: 'application/pdf' });

const id = (n: number) => ({ id: String(n) });
const { borrador, en_verificacion, verificada, publicada, caducada } = TEST_DAPCON_IDS;
/** The document the upload row leaves (its 4th successful upload: each replaces the row). */
const DOCUMENTO_SUBIDO = { id: String(borrador), documentoId: '4' };

// prettier-ignore
export const cicloMatrix: readonly MatrixRow[] = [
  //                                          anon  company consult verif admin1 admin2
  { endpoint: subirDocumentoDapcon,     statuses: [401,  201,    201,    403,  201,   201], request: { params: id(borrador), body: toFormData({ tipo: 'dap', idioma_id: 1, documento: PDF }) } },
  { endpoint: descargarDocumentoDapcon, statuses: [401,  200,    200,    200,  200,   200], request: { params: DOCUMENTO_SUBIDO } },
  { endpoint: enviarDapcon,             statuses: [401,  409,    409,    403,  409,   409], request: { params: id(en_verificacion) } },
  { endpoint: aceptarDapcon,            statuses: [401,  403,    403,    409,  403,   403], request: { params: id(verificada), body: toFormData({ documento: PDF }) } },
  { endpoint: devolverDapcon,           statuses: [401,  403,    403,    200,  409,   409], request: { params: id(en_verificacion), body: { motivo: 'Falta la versión catalana.' } } },
  { endpoint: publicarDapcon,           statuses: [401,  403,    403,    403,  200,   409], request: { params: id(verificada), body: {} } },
  { endpoint: ajustarValidezDapcon,     statuses: [401,  403,    403,    403,  200,   200], request: { params: id(publicada), body: { dapcon_valido_desde: '2026-09-15', dapcon_valido_hasta: '2031-09-14' } } },
  { endpoint: caducarDapcon,            statuses: [401,  403,    403,    403,  200,   409], request: { params: id(publicada), body: { confirmacion: true } } },
  { endpoint: renovarDapcon,            statuses: [401,  201,    403,    403,  409,   409], request: { params: id(caducada) } },
  { endpoint: eliminarDapcon,           statuses: [401,  200,    403,    403,  404,   404], request: { params: id(borrador) } },
  { endpoint: retirarDapcon,            statuses: [401,  403,    403,    403,  200,   409], request: { params: id(caducada), body: { motivo: 'Datos de la declaración erróneos.' } } },
];
