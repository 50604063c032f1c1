// The mock API of the consultant list (contract/src/consultores/consultores.ts, 'the /consultores
// list'; api/src/areas/consultores/lista.ts): twelve consultants held in memory (the demo ones among
// them; verifiers, commission earners, both, neither, two who left, one whose account is off),
// filtered, sorted and paged as the API does, or the whole filtered list as an xlsx file named
// 'Verificadores' with the verifier filter and 'Consultores' otherwise. The administration's (anyone else 403).
import * as v from 'valibot';
import { datePrefixedName, MSG, normalizeTaxId, PER_PAGE, splitOrderBy, toDisplayDate } from '@dapcon/contract/core';
import { consultoresExcelName, consultoresList, ConsultoresQuery, type CONSULTORES_SORTABLE, type ConsultorListItem } from '@dapcon/contract/consultores';
import type { Bilingual } from './data';
import { mockCaller } from './dapcon';
import { mockEndpoint, mockError, type MockInput } from './handlers';
import { xlsx, XLSX_TYPE } from './xlsx';

const consultor = (
  id: number,
  nif: string,
  nombre: string,
  apellidos: string,
  telefono: string | null,
  es_verificador: boolean,
  es_comisionista: boolean,
  fecha_baja: string | null = null,
  activo = fecha_baja === null,
): ConsultorListItem => ({ id, nif, nombre, apellidos, full_name: `${apellidos}, ${nombre}`, telefono, es_verificador, es_comisionista, fecha_baja, activo });

/**
 * The consultants of the list, by id. Ids 3, 6, 7, 8 and 9 are those of `MOCK_COMISIONISTAS` (the
 * commission earners are the same three: 3, 6 and 7); 47815236F, 43091827Q and 39284756C the demo
 * consultants of api/seed/demo-accounts.json, with its names and flags. Verifiers 7, 9, 10, 12 and 14
 * (7 also a commission earner); 13 and 14 left (their accounts off); 15's account is off, not left.
 */
export const MOCK_CONSULTORES_LISTA: readonly ConsultorListItem[] = [
  consultor(3, '47815236F', 'Laura', 'Martínez Soler', '934 512 687', false, true),
  consultor(6, '45213678W', 'Jaume', 'Roca Serra', '972 204 118', false, true),
  consultor(7, '46378912X', 'Elena', 'Vidal Mas', '617 382 904', true, true),
  consultor(8, '43091827Q', 'Marc', 'Riera Bosch', '972 218 430', false, false),
  consultor(9, '39284756C', 'Elena', 'Navarro Roca', '914 027 365', true, false),
  consultor(10, '52147896L', 'Pau', 'Ferrer Vidal', '938 451 207', true, false),
  consultor(11, '38475912V', 'Àngels', 'Álvarez Òdena', null, false, false),
  consultor(12, '40192837S', 'Jordi', 'Puigdomènech Camps', '690 214 583', true, false),
  consultor(13, '44556677L', 'Carmen', 'Ortega Ruiz', '955 123 987', false, false, '2023-06-30T10:00:00.000Z'),
  consultor(14, '31415926L', 'Sergi', 'Bonet Llull', '971 334 556', true, false, '2025-01-15T09:30:00.000Z'),
  consultor(15, '27182818S', 'Marta', 'Gil Sáez', '976 540 312', false, false, null, false),
  consultor(16, '36925814G', 'Andreu', 'Casas Font', '973 781 024', false, false),
];

/** The consultants held now, made again from the fixtures for a new data set (`resetMocks`). */
let held: ConsultorListItem[] | null = null;

/** The consultants held now (a copy). */
export function mockConsultores(): ConsultorListItem[] {
  held ??= MOCK_CONSULTORES_LISTA.map((c) => ({ ...c }));
  return held.map((c) => ({ ...c }));
}

/** Back to the fixtures. */
export function resetMockConsultores(): void {
  held = null;
}

/** Lower case, without accents: how the list's name filter and sort compare (the API's unaccentLower). */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const SORT_KEYS: Record<(typeof CONSULTORES_SORTABLE)[number], (c: ConsultorListItem) => string> = {
  consultor_nif: (c) => c.nif,
  nombre: (c) => fold(c.full_name),
  // An active consultant's leaving day sorts last ascending, as the API's coalesce(…, 9999-12-31).
  fecha_baja: (c) => c.fecha_baja ?? '9999-12-31T00:00:00.000Z',
};

/**
 * The consultants a list query selects, sorted as it asks (ties by id), as the API does: the name
 * anywhere in 'apellidos nombre' or 'nombre apellidos' (accents and case ignored), a part of the NIF
 * (normalised), verifier yes/no, commission earners only when `es_comisionista` is true.
 *
 * @example
 * selectConsultores(MOCK_CONSULTORES_LISTA, v.parse(ConsultoresQuery, { filter_name: 'marti' }))
 */
export function selectConsultores(consultores: readonly ConsultorListItem[], query: ConsultoresQuery): ConsultorListItem[] {
  const name = query.filter_name === undefined ? undefined : fold(query.filter_name);
  const nif = query.filter_nif === undefined ? undefined : normalizeTaxId(query.filter_nif);
  const matches = consultores.filter(
    (c) =>
      (name === undefined || fold(`${c.apellidos} ${c.nombre}`).includes(name) || fold(`${c.nombre} ${c.apellidos}`).includes(name)) &&
      (nif === undefined || c.nif.includes(nif)) &&
      (query.es_verificador === undefined || c.es_verificador === query.es_verificador) &&
      (query.es_comisionista !== true || c.es_comisionista),
  );
  const { field, direction } = splitOrderBy(query.order_by);
  const key = SORT_KEYS[field];
  const sign = direction === 'desc' ? -1 : 1;
  return matches.sort((a, b) => sign * (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.id - b.id));
}

/** The Excel's headers and texts, as the API writes them. */
const EXCEL_TEXTS: Record<keyof Bilingual, { sheet: string; headers: string[]; si: string; no: string }> = {
  es: { sheet: 'Consultores', headers: ['NIF', 'Apellidos', 'Nombre', 'Teléfono', 'Verificador', 'Comisionista', 'Fecha de baja'], si: 'Sí', no: 'No' },
  ca: { sheet: 'Consultors', headers: ['NIF', 'Cognoms', 'Nom', 'Telèfon', 'Verificador', 'Comissionista', 'Data de baixa'], si: 'Sí', no: 'No' },
};

/** The whole filtered, sorted list as an xlsx file named after the day (`<date>_Consultores.xlsx` or `_Verificadores.xlsx`). */
export function consultoresExcel(rows: readonly ConsultorListItem[], query: Pick<ConsultoresQuery, 'es_verificador'>, lang: keyof Bilingual): Response {
  const t = EXCEL_TEXTS[lang];
  const yesNo = (value: boolean) => (value ? t.si : t.no);
  const bytes = xlsx(t.sheet, [
    t.headers,
    ...rows.map((r) => [r.nif, r.apellidos, r.nombre, r.telefono ?? '', yesNo(r.es_verificador), yesNo(r.es_comisionista), toDisplayDate(r.fecha_baja)]),
  ]);
  return new Response(bytes, {
    status: 200,
    headers: {
      'Content-Type': XLSX_TYPE,
      'Content-Disposition': `attachment; filename="${datePrefixedName(consultoresExcelName(query))}"`,
      'X-Total-Count': String(rows.length),
    },
  });
}

/** GET /consultores over the consultants held: the administration's; a page of PER_PAGE, or the Excel. */
export function answerConsultores(input: MockInput) {
  if (!mockCaller(input).admin) throw mockError(403, MSG.sinPermiso);
  const query = v.parse(ConsultoresQuery, input.query);
  const rows = selectConsultores(mockConsultores(), query);
  if (query.to_excel) return consultoresExcel(rows, query, input.lang);
  const from = (query.page - 1) * PER_PAGE;
  return { data: rows.slice(from, from + PER_PAGE), total: rows.length, per_page: PER_PAGE, current_page: query.page };
}

/** The default answers of the consultant list. */
export const consultoresHandlers = [mockEndpoint(consultoresList, answerConsultores)];
