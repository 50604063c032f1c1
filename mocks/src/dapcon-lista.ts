// The mock API's DAPcon lists (GET /dapcon: /dapcon and /verificar-dapcon): the declarations of
// dapcon.ts (read, never changed here) as the API's rows, a page at a time, and with `to_excel=true` a
// real (tiny) xlsx file with the API's headers. Never narrowed to the caller, filtered nor sorted: who
// sees which declarations and what a filter or a sort selects are the API's
// (mf-empresas/src/features/dapcon/DapconList.api.test.tsx).
import * as v from 'valibot';
import { datePrefixedName, PER_PAGE } from '@dapcon/contract/core';
import { DAPCON_EXCEL_NAME, dapconList, DapconListQuery, type DapconListItem, type EstadoDapcon } from '@dapcon/contract/dapcon';
import { IDIOMAS, mockData, type Bilingual } from './data';
import { MOCK_RCPS } from './dapcon-consultas';
import { mockDapcons, type MockDapcon } from './dapcon';
import { mockPagoDapcon } from './finanzas-pagos-dapcon';
import { mockEndpoint, type MockInput } from './handlers';
import { xlsx, XLSX_TYPE } from './xlsx';

/** A declaration as a row of the list. */
export function dapconListRow(d: MockDapcon, all: readonly MockDapcon[] = mockDapcons()): DapconListItem {
  const empresa = mockData.empresas.find((e) => e.org_id === d.org_id);
  return {
    id: d.id,
    dapcon_codigo: d.dapcon_codigo,
    dv_nombre_producto: d.dv_nombre_producto,
    org_id: d.org_id,
    org_nombre: empresa?.org_nombre ?? '',
    rcp_equivalencia: MOCK_RCPS.find((r) => r.rcp_id === d.rcp_id)?.rcp_equivalencia ?? '',
    estado: d.estado,
    idiomas: d.idiomas.map((i) => ({ ...i, idioma: IDIOMAS.find((x) => x.id === i.idioma_id)?.idioma ?? String(i.idioma_id) })),
    dapcon_fecha_creacion: d.dapcon_fecha_creacion,
    dapcon_valido_desde: d.dapcon_valido_desde,
    dapcon_valido_hasta: d.dapcon_valido_hasta,
    id_padre: d.id_padre,
    codigo_padre: d.id_padre === null ? null : (all.find((p) => p.id === d.id_padre)?.dapcon_codigo ?? null),
    secuencia: d.secuencia,
    ...pagoDe(d.id),
  };
}

/** A row's payment (finanzas-pagos-dapcon.ts): its date and amount, as the API joins them. */
function pagoDe(id: number): Pick<DapconListItem, 'pagado' | 'pago'> {
  const pago = mockPagoDapcon(id);
  return { pagado: pago?.pagado ?? null, pago: pago ? { importe: pago.importe } : null };
}

/** The Excel's headers and state names, as the API writes them. */
const EXCEL_TEXTS: Record<keyof Bilingual, { header: string[]; estados: Record<string, string> }> = {
  es: {
    header: ['Código', 'Renovado a partir de N°', 'Producto', 'Empresa', 'RCP', 'Estado', 'Estado por idioma', 'Fecha de creación', 'Válido hasta'],
    estados: { borrador: 'Borrador', en_verificacion: 'En verificación', verificada: 'Verificada', publicada: 'Publicada', caducada: 'Caducada', con_incidencias: 'Con incidencias' },
  },
  ca: {
    header: ['Codi', 'Renovat a partir del N°', 'Producte', 'Empresa', 'RCP', 'Estat', 'Estat per idioma', 'Data de creació', 'Vàlid fins a'],
    estados: { borrador: 'Esborrany', en_verificacion: 'En verificació', verificada: 'Verificada', publicada: 'Publicada', caducada: 'Caducada', con_incidencias: 'Amb incidències' },
  },
};

/** The list as the API answers its Excel: an xlsx file, the day's name, `X-Total-Count`. */
function dapconExcel(rows: readonly DapconListItem[], lang: keyof Bilingual): Response {
  const t = EXCEL_TEXTS[lang];
  const bytes = xlsx('DAPcon', [
    t.header,
    ...rows.map((r) => [
      r.dapcon_codigo ?? '',
      r.id_padre === null ? '' : (r.codigo_padre ?? ''),
      r.dv_nombre_producto,
      r.org_nombre,
      r.rcp_equivalencia,
      t.estados[r.estado] ?? r.estado,
      r.idiomas.map((i) => `${i.idioma.toUpperCase()}: ${t.estados[i.dapcon_idioma_estado] ?? ''}${i.inscripcion_ecoplatform ? ' (ECO Platform)' : ''}`).join(' · '),
      r.dapcon_fecha_creacion.slice(0, 10),
      r.dapcon_valido_hasta ?? '',
    ]),
  ]);
  return new Response(bytes, {
    status: 200,
    headers: {
      'Content-Type': XLSX_TYPE,
      'Content-Disposition': `attachment; filename="${datePrefixedName(DAPCON_EXCEL_NAME)}"`,
      'X-Total-Count': String(rows.length),
    },
  });
}

/**
 * The answer of GET /dapcon for a request (its query checked already) over some declarations: a page
 * of them as rows, in their order, or the Excel. Stories pass a longer list of their own.
 *
 * @example
 * mockEndpoint(dapconList, (input) => answerDapconList(generateMockDapcons(45), input))
 */
export function answerDapconList(declarations: readonly MockDapcon[], input: MockInput) {
  const query = v.parse(DapconListQuery, input.query);
  const rows = declarations.map((d) => dapconListRow(d, declarations));
  if (query.to_excel) return dapconExcel(rows, input.lang);
  const from = (query.page - 1) * PER_PAGE;
  return { data: rows.slice(from, from + PER_PAGE), total: rows.length, per_page: PER_PAGE, current_page: query.page };
}

const PRODUCTOS = ['Cemento', 'Mortero', 'Baldosa', 'Ladrillo', 'Teja', 'Panel', 'Aislante', 'Yeso', 'Hormigón', 'Adoquín'];
const ESTADOS: readonly EstadoDapcon[] = ['borrador', 'en_verificacion', 'verificada', 'publicada', 'caducada'];

/**
 * A longer, always identical list of declarations for stories (more than a page): the demo
 * company's and others', in every state, with codes and validity once published, some renewed.
 */
export function generateMockDapcons(count: number): MockDapcon[] {
  const out: MockDapcon[] = [...mockDapcons()];
  for (let i = 0; out.length < count; i++) {
    const estado = ESTADOS[i % ESTADOS.length] as EstadoDapcon;
    const publicada = estado === 'publicada' || estado === 'caducada';
    const year = 2019 + (i % 7);
    const id = 200 + i;
    out.push({
      id,
      org_id: 1 + (i % 4),
      rcp_id: [1, 3, 5, 6, 9][i % 5] ?? 1,
      consultor_nif: i % 2 === 0 ? '47815236F' : '43091827Q',
      verificador_nif: i % 3 === 0 ? '52147896L' : '39284756C',
      dv_nombre_producto: `${PRODUCTOS[i % PRODUCTOS.length] ?? 'Producto'} serie ${100 + i}`,
      dapcon_codigo: publicada ? `DAPcon-${year}-${String(i + 1).padStart(4, '0')}` : null,
      estado,
      idiomas: [
        { idioma_id: 1, dapcon_idioma_estado: estado, inscripcion_ecoplatform: true },
        ...(i % 3 === 0 ? [{ idioma_id: 3, dapcon_idioma_estado: estado === 'en_verificacion' ? ('con_incidencias' as const) : estado, inscripcion_ecoplatform: i % 2 === 0 }] : []),
      ],
      dapcon_fecha_creacion: `${year}-0${1 + (i % 9)}-1${i % 10}T09:00:00.000Z`,
      dapcon_valido_desde: publicada ? `${year}-06-01` : null,
      dapcon_valido_hasta: publicada ? `${year + 5}-05-31` : null,
      id_padre: i % 11 === 10 ? 2 : null,
      secuencia: i % 11 === 10 ? 2 : 1,
      historial: [],
    });
  }
  return out;
}

/** The default answer of the DAPcon lists: the declarations the mock API holds now. */
export const dapconListaHandlers = [mockEndpoint(dapconList, (input) => answerDapconList(mockDapcons(), input))];
