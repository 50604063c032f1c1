import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { EmpresasQuery } from '../empresas';
import {
  booleanFilter,
  choiceFilter,
  datePrefixedName,
  listQuery,
  orderByParam,
  pageParam,
  paginated,
  PER_PAGE,
  positiveIntegerFilter,
  splitOrderBy,
  textFilter,
} from './list';
import { MSG } from './messages';

/** The first issue's message, or null when the value passes. */
function issueOf(schema: v.GenericSchema, value: unknown): string | null {
  const result = v.safeParse(schema, value);
  return result.success ? null : (result.issues[0]?.message ?? '(no message)');
}

const SORTABLE = ['org_cif', 'org_nombre', 'org_fecha_alta'] as const;

describe('pageParam', () => {
  it('reads a page number from a query string, or a number', () => {
    expect(v.parse(pageParam(), '2')).toBe(2);
    expect(v.parse(pageParam(), ' 7 ')).toBe(7);
    expect(v.parse(pageParam(), 3)).toBe(3);
    expect(v.parse(pageParam(), undefined)).toBe(1);
  });

  it.each(['x', '', '0', '-1', '1.5', '1e3', '2147483648', '99999999999', ['1', '2']])('refuses %j with its message', (value) => {
    expect(issueOf(pageParam(), value)).toBe(MSG.paginaNoValida);
  });

  it.each([0, -3, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses the number %s', (value) => {
    expect(issueOf(pageParam(), value)).toBe(MSG.paginaNoValida);
  });
});

describe('orderByParam', () => {
  const orderBy = orderByParam(SORTABLE, 'org_nombre asc');

  it('takes an allowed field with its direction, in any case, and normalises it', () => {
    expect(v.parse(orderBy, 'org_cif desc')).toBe('org_cif desc');
    expect(v.parse(orderBy, '  org_fecha_alta   DESC ')).toBe('org_fecha_alta desc');
    expect(v.parse(orderBy, 'org_cif asc')).toBe('org_cif asc');
  });

  it('takes a bare field as ascending', () => {
    expect(v.parse(orderBy, 'org_fecha_alta')).toBe('org_fecha_alta asc');
  });

  it("gives the list's default when absent or empty", () => {
    expect(v.parse(orderBy, undefined)).toBe('org_nombre asc');
    expect(v.parse(orderBy, '')).toBe('org_nombre asc');
    expect(v.parse(orderBy, '   ')).toBe('org_nombre asc');
  });

  it.each(['org_email asc', 'org_cif sideways', 'org_cif desc extra', 'ORG_CIF desc', 'org_cif;drop table usuarios', '1', 'org_nombre asc, org_cif'])(
    "refuses %j with 'No se puede ordenar por ese campo.'",
    (value) => {
      expect(issueOf(orderBy, value)).toBe('No se puede ordenar por ese campo.');
    },
  );

  it('refuses a value that is not text (a repeated key) with the same message', () => {
    expect(issueOf(orderBy, ['org_cif asc', 'org_nombre asc'])).toBe(MSG.ordenNoValido);
  });

  it('splits into field and direction', () => {
    expect(splitOrderBy<(typeof SORTABLE)[number]>('org_fecha_alta desc')).toEqual({ field: 'org_fecha_alta', direction: 'desc' });
  });
});

describe('booleanFilter', () => {
  it.each([
    ['true', true],
    ['1', true],
    ['si', true],
    ['Sí', true],
    [' TRUE ', true],
    [true, true],
    [1, true],
    ['false', false],
    ['0', false],
    ['no', false],
    ['NO', false],
    [false, false],
    [0, false],
    ['', undefined],
    [undefined, undefined],
  ] as const)('reads %j as %s', (value, expected) => {
    expect(v.parse(booleanFilter(), value)).toBe(expected);
  });

  it.each(['yes', 'x', '2', ['true']])('refuses %j', (value) => {
    expect(issueOf(booleanFilter(), value)).toBe(MSG.valorNoValido);
  });
});

describe('positiveIntegerFilter', () => {
  it('reads an id, empty as no filter', () => {
    expect(v.parse(positiveIntegerFilter(), '12')).toBe(12);
    expect(v.parse(positiveIntegerFilter(), 12)).toBe(12);
    expect(v.parse(positiveIntegerFilter(), '')).toBeUndefined();
    expect(v.parse(positiveIntegerFilter(), undefined)).toBeUndefined();
  });

  it.each(['0', '-4', '1.5', 'abc', '2147483648', '1e2'])('refuses %j', (value) => {
    expect(issueOf(positiveIntegerFilter(), value)).toBe(MSG.valorNoValido);
  });
});

describe('textFilter and choiceFilter', () => {
  it('trims a text, empty as no filter, and bounds its length', () => {
    expect(v.parse(textFilter(), '  ares ')).toBe('ares');
    expect(v.parse(textFilter(), '   ')).toBeUndefined();
    expect(v.parse(textFilter(), undefined)).toBeUndefined();
    expect(issueOf(textFilter(5), 'abcdef')).toBe(MSG.textoDemasiadoLargo);
    expect(issueOf(textFilter(), ['a', 'b'])).toBe(MSG.valorNoValido);
  });

  it('takes one of its choices, empty or absent as the default', () => {
    const estado = choiceFilter(['alta', 'baja', 'todos'] as const, 'alta');
    expect(v.parse(estado, 'baja')).toBe('baja');
    expect(v.parse(estado, ' todos ')).toBe('todos');
    expect(v.parse(estado, '')).toBe('alta');
    expect(v.parse(estado, undefined)).toBe('alta');
    expect(issueOf(estado, 'ALTA')).toBe(MSG.valorNoValido);
    expect(issueOf(estado, 'other')).toBe(MSG.valorNoValido);
    const pago = choiceFilter(['pagado', 'pendiente'] as const);
    expect(v.parse(pago, '')).toBeUndefined();
    expect(v.parse(pago, 'pendiente')).toBe('pendiente');
  });
});

describe('listQuery and paginated', () => {
  const query = listQuery({ filter_name: textFilter() }, SORTABLE, 'org_nombre asc');

  it('gives defaults for page, order_by and to_excel', () => {
    expect(v.parse(query, {})).toEqual({ filter_name: undefined, page: 1, order_by: 'org_nombre asc', to_excel: undefined });
    expect(v.parse(query, { page: '3', order_by: 'org_cif desc', to_excel: 'true', filter_name: ' x ' })).toEqual({
      filter_name: 'x',
      page: 3,
      order_by: 'org_cif desc',
      to_excel: true,
    });
  });

  it('drops query keys it does not know (num_colegiado, colegio_id of the spec, cache busters)', () => {
    expect(v.parse(query, { num_colegiado: '12', colegio_id: '3', _: '1700000000' })).not.toHaveProperty('num_colegiado');
  });

  it('says which field is wrong', () => {
    const result = v.safeParse(query, { page: 'x', order_by: 'org_email' });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries((result.issues ?? []).map((issue) => [v.getDotPath(issue), issue.message]));
    expect(byField).toEqual({ page: MSG.paginaNoValida, order_by: MSG.ordenNoValido });
  });

  it('answers a page with its rows and counts', () => {
    const page = paginated(v.object({ id: v.number() }));
    expect(v.parse(page, { data: [{ id: 1, extra: 'dropped' }], total: 1, per_page: PER_PAGE, current_page: 1 })).toEqual({
      data: [{ id: 1 }],
      total: 1,
      per_page: 20,
      current_page: 1,
    });
    expect(v.safeParse(page, { data: [], total: 0, per_page: 20 }).success).toBe(false);
  });

  it('the company list: its status defaults to alta and its filters parse', () => {
    expect(v.parse(EmpresasQuery, {})).toMatchObject({ estado_id: 'alta', page: 1, order_by: 'org_nombre asc' });
    expect(
      v.parse(EmpresasQuery, { estado_id: 'todos', integracion_api: 'si', estado_pago: 'pendiente', comisionista_id: '4', filter_cif: ' b08 ' }),
    ).toMatchObject({ estado_id: 'todos', integracion_api: true, estado_pago: 'pendiente', comisionista_id: 4, filter_cif: 'b08' });
    expect(issueOf(EmpresasQuery, { estado_pago: 'pagada' })).toBe(MSG.valorNoValido);
  });
});

describe('datePrefixedName', () => {
  it('prefixes the day as YYYY-MM-DD', () => {
    expect(datePrefixedName('Empresas.xlsx', new Date('2026-11-23T10:00:00Z'))).toBe('2026-11-23_Empresas.xlsx');
    expect(datePrefixedName('Empresas.xlsx', new Date('2026-01-05T10:00:00Z'))).toBe('2026-01-05_Empresas.xlsx');
  });

  it("takes the day in Madrid, whatever the machine's zone", () => {
    // 23:30 UTC on the 22nd is 00:30 on the 23rd in Madrid (UTC+1 in November).
    expect(datePrefixedName('Empresas.xlsx', new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23_Empresas.xlsx');
    // 22:30 UTC on 30 June is 00:30 on 1 July in Madrid (UTC+2 in summer).
    expect(datePrefixedName('E.xlsx', new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01_E.xlsx');
    expect(datePrefixedName('E.xlsx', new Date('2026-06-30T22:30:00Z'), 'UTC')).toBe('2026-06-30_E.xlsx');
  });
});
