// The mock API of the public registry (contract/src/registro; docs/registry.md): fixtures only, for the
// stories and the MOCK_API=1 dev pages: two published declarations and one expired, a page at a time,
// as they are. Which declarations the registry lists (published only, expired on request), its filters,
// sorts, ETag and rate limit are the API's, tested on it (api/test/areas/registro).
import * as v from 'valibot';
import { MSG, PER_PAGE } from '@dapcon/contract/core';
import {
  certificadoPublico,
  cifrasRegistro,
  dapconesPublicas,
  dapconPublica,
  documentoPublico,
  exportacionIlcd,
  exportacionOpenEpd,
  logoPublico,
  RegistroQuery,
  urlDocumentoPublico,
  urlRegistro,
  type CifrasRegistro,
  type DapconPublica,
  type FichaPublica,
} from '@dapcon/contract/registro';
import { mockEndpoint, mockError, mockRequireAccess } from './handlers';

const ANYO = new Date().getFullYear();

const publica = (codigo: string, producto: string, estado: DapconPublica['estado'], desde: string, hasta: string, idiomas: DapconPublica['idiomas']): DapconPublica => ({
  dapcon_codigo: codigo,
  dv_nombre_producto: producto,
  estado,
  empresa: { org_id: 1, org_nombre: 'Ceràmiques del Vallès, S.A.', org_cif: 'A08612343' },
  rcp: { rcp_id: 3, rcp_equivalencia: 'RCP 001', rcp_nombre: 'Baldosas cerámicas' },
  verificador: { nombre: 'Marc', apellidos: 'Puig Soler' },
  clasificacion: null,
  dapcon_valido_desde: desde,
  dapcon_valido_hasta: hasta,
  idiomas,
  url: urlRegistro(codigo),
});

/** The registry's fixture rows, newest publication first (the list's default order). */
export const MOCK_REGISTRO: readonly DapconPublica[] = [
  {
    ...publica(`${ANYO}-001`, 'Baldosa de gres porcelánico', 'publicada', `${ANYO}-02-10`, `${ANYO + 5}-02-09`, [
      { idioma_id: 1, idioma: 'es' },
      { idioma_id: 2, idioma: 'ca' },
    ]),
    clasificacion: { codigo: '03.02.01', nombre: 'Baldosas de gres porcelánico' },
  },
  publica(`${ANYO - 2}-014`, 'Azulejo de pasta blanca', 'publicada', `${ANYO - 2}-06-01`, `${ANYO + 3}-05-31`, [{ idioma_id: 1, idioma: 'es' }]),
  publica(`${ANYO - 6}-003`, 'Baldosa de gres extruido', 'caducada', `${ANYO - 6}-03-01`, `${ANYO - 1}-02-28`, [{ idioma_id: 1, idioma: 'es' }]),
];

/** A fixture row by its code (404 for a code the fixtures lack), as a record: no logo, its EPD in each of its languages. */
function ficha(codigo: string): FichaPublica {
  const row = MOCK_REGISTRO.find((r) => r.dapcon_codigo === codigo);
  if (!row) throw mockError(404, MSG.noEncontrado);
  return { ...row, logo_url: null, documentos: row.idiomas.map((i) => ({ ...i, url: urlDocumentoPublico(codigo, i.idioma) })) };
}

/** A file answer of a fixture: a small document of the type the API sends, as a download. */
function archivo(codigo: string, tipo: string, nombre: string, cuerpo: string): Response {
  ficha(codigo);
  return new Response(new Blob([cuerpo], { type: tipo }), { status: 200, headers: { 'Content-Type': tipo, 'Content-Disposition': `attachment; filename="${nombre}"` } });
}

/**
 * The registry's figures on the administrator's dashboard (`GET /registro/cifras`, the administration
 * only): fixed numbers that add up as the API's do (the exports' total is openEPD + ILCD; expiring is
 * part of published). A test or a story answers its own with `mockApi` / `screen({ api })`.
 */
export const MOCK_CIFRAS_REGISTRO: CifrasRegistro = {
  publicadas: 128,
  caducan_90_dias: 7,
  exportaciones_mes: { openepd: 23, ilcd: 12, total: 35 },
  certificados_mes: 41,
};

export const registroHandlers = [
  mockEndpoint(dapconesPublicas, (input) => {
    const query = v.parse(RegistroQuery, input.query);
    const from = (query.page - 1) * PER_PAGE;
    return { data: MOCK_REGISTRO.slice(from, from + PER_PAGE), total: MOCK_REGISTRO.length, per_page: PER_PAGE, current_page: query.page };
  }),
  mockEndpoint(dapconPublica, ({ params }) => ficha(params.codigo ?? '')),
  mockEndpoint(documentoPublico, ({ params }) => archivo(params.codigo ?? '', 'application/pdf', `${params.codigo}_${params.idioma}.pdf`, '%PDF-1.4\n% fixture\n%%EOF\n')),
  mockEndpoint(certificadoPublico, ({ params, query }) => archivo(params.codigo ?? '', 'application/pdf', `${params.codigo}_certificado_${query.lang ?? 'es'}.pdf`, '%PDF-1.4\n% fixture\n%%EOF\n')),
  mockEndpoint(exportacionOpenEpd, ({ params }) => archivo(params.codigo ?? '', 'application/json', `${params.codigo}.openepd.json`, JSON.stringify({ program_operator_doc_id: params.codigo }))),
  mockEndpoint(exportacionIlcd, ({ params }) => archivo(params.codigo ?? '', 'application/xml', `${params.codigo}.ilcd.xml`, `<processDataSet version="1.1"/>`)),
  mockEndpoint(cifrasRegistro, (input) => {
    mockRequireAccess(input, cifrasRegistro.access);
    return MOCK_CIFRAS_REGISTRO;
  }),
  mockEndpoint(logoPublico, () => {
    // The fixtures' companies have no logo in the registry.
    throw mockError(404, MSG.noEncontrado);
  }),
];
