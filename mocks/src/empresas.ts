// The companies of the mock API (generated, always the same) and its answer to the company list: a
// page of them as they are (never filtered nor sorted: that is the API's, EmpresasList.api.test.tsx),
// and with `to_excel=true` a stand-in of the xlsx file (mocks/src/xlsx.ts), streamed in chunks with
// the API's headers, so a download shows its progress.
import * as v from 'valibot';
import { datePrefixedName, isCif, PER_PAGE } from '@dapcon/contract/core';
import { EMPRESAS_EXCEL_NAME, EmpresasQuery, type EmpresaListItem } from '@dapcon/contract/empresas';
import type { Bilingual } from './data';
import { xlsx, XLSX_TYPE } from './xlsx';

/** A company of the mock API: the list's row plus what other fixtures read of it (its payment state, its commission agent). */
export interface MockEmpresa extends Omit<EmpresaListItem, 'convenio_nombre'> {
  estado_pago: 'pagado' | 'pendiente';
  comisionista_id: number | null;
  tipo_comision: string | null;
}

/** The agreements (`empresa_convenios`), as the API's reference data names them. */
export const CONVENIOS: ReadonlyArray<{ id: string; texto: Bilingual }> = [
  { id: 'conv_andece', texto: { es: 'ANDECE – Prefabricados de hormigón', ca: 'ANDECE – Prefabricats de formigó' } },
  { id: 'conv_anefhop', texto: { es: 'ANEFHOP – Hormigón preparado', ca: 'ANEFHOP – Formigó preparat' } },
  { id: 'conv_anfapa', texto: { es: 'ANFAPA – Morteros y SATE', ca: 'ANFAPA – Morters i SATE' } },
];

/** The commission types (`tipo_comision`, spec part 2 §9). */
export const TIPOS_COMISION: ReadonlyArray<{ id: string; texto: Bilingual }> = [
  { id: 'comision_alta_empresa', texto: { es: 'Alta de empresa', ca: "Alta d'empresa" } },
  { id: 'comision_renovacion_empresa', texto: { es: 'Renovación de empresa', ca: "Renovació d'empresa" } },
  { id: 'comision_alta_dapcon', texto: { es: 'Alta de DAPcon', ca: 'Alta de DAPcon' } },
  { id: 'comision_renovacion_dapcon', texto: { es: 'Renovación de DAPcon', ca: 'Renovació de DAPcon' } },
];

/** A small deterministic random source (mulberry32), so the data set is the same on every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ACTIVITIES = ['Áridos', 'Cerámicas', 'Morteros', 'Fustes', 'Hormigones', 'Prefabricados', 'Aislamientos', 'Vidrios', 'Pinturas', 'Tejas', 'Yesos', 'Aceros'];
const PLACES = ['del Vallès', 'Mediterráneas', 'Ibéricos', 'del Penedès', 'de Girona', 'del Maresme', 'de Lleida', 'Sostenibles', 'del Ebro'];
const FORMS: ReadonlyArray<{ kind: 'A' | 'B' | 'F'; suffix: string }> = [
  { kind: 'B', suffix: 'SL' },
  { kind: 'A', suffix: 'SA' },
  { kind: 'F', suffix: 'SCCL' },
];

function cifOf(kind: string, digits: string): string {
  for (const control of '0123456789ABCDEFGHIJ') if (isCif(`${kind}${digits}${control}`)) return `${kind}${digits}${control}`;
  throw new Error(`no control character for ${kind}${digits}`);
}

/** How many companies the mock API has: three pages of 20 and a bit. */
export const MOCK_EMPRESAS_COUNT = 57;

function generate(): MockEmpresa[] {
  const rand = random(2026);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
  // The demo company's account (mockData.accounts, id 5) comes first.
  const out: MockEmpresa[] = [
    {
      org_id: 1,
      org_cif: 'A08612343',
      org_nombre: 'Cementos del Llobregat, S.A.',
      fecha_creacion: '2019-02-11T09:30:00.000Z',
      org_fecha_alta: '2019-02-11T09:30:00.000Z',
      org_telefono: '934 761 200',
      integracion_api: true,
      org_convenio: null,
      org_fecha_baja: null,
      estado_pago: 'pagado',
      comisionista_id: 3,
      tipo_comision: 'comision_alta_empresa',
    },
  ];
  const names = new Set(out.map((e) => e.org_nombre));
  while (out.length < MOCK_EMPRESAS_COUNT) {
    const form = pick(FORMS);
    const name = `${pick(ACTIVITIES)} ${pick(PLACES)} ${form.suffix}`;
    if (names.has(name)) continue;
    names.add(name);
    const id = out.length + 1;
    const day = new Date(Date.UTC(2018, 0, 1) + Math.floor(rand() * 8 * 365) * 86_400_000);
    const left = rand() < 0.12;
    const commission = rand() < 0.4;
    out.push({
      org_id: id,
      org_cif: cifOf(form.kind, String(1_000_000 + Math.floor(rand() * 8_999_999)).slice(0, 7)),
      org_nombre: name,
      fecha_creacion: `${day.toISOString().slice(0, 10)}T08:00:00.000Z`,
      org_fecha_alta: `${day.toISOString().slice(0, 10)}T08:00:00.000Z`,
      org_telefono: rand() < 0.9 ? `9${Math.floor(10 + rand() * 89)} ${Math.floor(100 + rand() * 899)} ${Math.floor(100 + rand() * 899)}` : null,
      integracion_api: rand() < 0.3,
      org_convenio: rand() < 0.2 ? pick(CONVENIOS).id : null,
      org_fecha_baja: left ? `${new Date(day.getTime() + 400 * 86_400_000).toISOString().slice(0, 10)}T08:00:00.000Z` : null,
      estado_pago: rand() < 0.25 ? 'pendiente' : 'pagado',
      comisionista_id: commission ? pick([3, 6, 7]) : null,
      tipo_comision: commission ? pick(TIPOS_COMISION).id : null,
    });
  }
  return out;
}

/** The mock API's companies, in creation order (mockData.empresas holds the current ones). */
export const MOCK_EMPRESAS: readonly MockEmpresa[] = generate();

/** A company as a row of the list, its agreement named in `lang`. */
function empresaRow(e: MockEmpresa, lang: keyof Bilingual): EmpresaListItem {
  const { estado_pago: _pago, comisionista_id: _comisionista, tipo_comision: _tipo, ...row } = e;
  return { ...row, convenio_nombre: CONVENIOS.find((c) => c.id === e.org_convenio)?.texto[lang] ?? null };
}

/** The Excel's columns, as the list shows them. */
const EXCEL_HEADER: Record<keyof Bilingual, string[]> = {
  es: ['CIF', 'Nombre', 'Fecha de creación', 'Teléfono', 'Integración API', 'Convenio'],
  ca: ['CIF', 'Nom', 'Data de creació', 'Telèfon', 'Integració API', 'Conveni'],
};

/** The bytes of a chunk the mock streams at a time, and the pause between chunks (ms). */
export const EXCEL_CHUNK = { bytes: 1024, pauseMs: 5 };

/**
 * The company list as the API streams its Excel: a stand-in body in chunks, no Content-Length,
 * `Content-Disposition` with the day's name and `X-Total-Count` with the rows.
 */
function empresasExcel(rows: readonly EmpresaListItem[], lang: keyof Bilingual): Response {
  const bytes = xlsx('Empresas', [
    EXCEL_HEADER[lang],
    ...rows.map((r) => [r.org_cif, r.org_nombre, r.fecha_creacion.slice(0, 10), r.org_telefono ?? '', r.integracion_api ? 'Sí' : 'No', r.convenio_nombre ?? '']),
  ]);
  let at = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (at >= bytes.length) {
        controller.close();
        return;
      }
      if (at > 0) await new Promise((resolve) => setTimeout(resolve, EXCEL_CHUNK.pauseMs));
      controller.enqueue(bytes.slice(at, at + EXCEL_CHUNK.bytes));
      at += EXCEL_CHUNK.bytes;
    },
  });
  return new Response(body, {
    status: 200,
    headers: {
      'Content-Type': XLSX_TYPE,
      'Content-Disposition': `attachment; filename="${datePrefixedName(EMPRESAS_EXCEL_NAME)}"`,
      'X-Total-Count': String(rows.length),
    },
  });
}

/**
 * The answer of GET /organizaciones for a raw query (checked already): a page of the companies as
 * they are, or the Excel. Never filtered nor sorted: what a filter or a sort selects is the API's
 * (mf-empresas's EmpresasList.api.test.tsx).
 *
 * @example
 * answerEmpresas(mockData.empresas, { page: '2', order_by: 'org_cif desc' }, 'es')
 */
export function answerEmpresas(empresas: readonly MockEmpresa[], raw: Record<string, string>, lang: keyof Bilingual) {
  const query = v.parse(EmpresasQuery, raw);
  const rows = empresas.map((e) => empresaRow(e, lang));
  if (query.to_excel) return empresasExcel(rows, lang);
  const from = (query.page - 1) * PER_PAGE;
  return { data: rows.slice(from, from + PER_PAGE), total: rows.length, per_page: PER_PAGE, current_page: query.page };
}
