// The mock API of the finance area's pagos-dapcon slice (docs/finanzas.md 'DAPcon payments'): the
// declarations' payments of dapcon.ts as fixtures (2, 6 and 7 paid; the rest not), with what each would
// be charged written in the fixture, and a company's summary as a fixture (the demo company's). A
// registration answers a fixed success (the declaration's fixture payment with what was sent, for the
// answer only) and keeps nothing: the amount a declaration is charged, the invoice number, who may see
// which declaration's payment and which company's summary, and what a registration changes in the row
// and the summary are the API's (mf-finanzas's FinanzasListas.api.test.tsx). 401 and 403 (a
// consultant; a company registering) come from the contract's `access`.
import * as v from 'valibot';
import { MSG } from '@dapcon/contract/core';
import {
  registrarPagoDapcon,
  RegistroPagoDapconBody,
  resumenPagosDapcon,
  verificarPagoDapcon,
  type DapconResumen,
  type PagoDapcon,
} from '@dapcon/contract/finanzas';
import { mockData } from './data';
import { mockDapcons, type MockDapcon } from './dapcon';
import { mockAnswer, mockEndpoint, mockError, mockRequireAccess } from './handlers';

/** A payment of the fixtures. */
export interface MockPagoDapcon {
  pagado: string | null;
  importe: string;
  num_factura: string | null;
}

/** The fixtures' payments, by declaration. */
const PAGOS: ReadonlyMap<number, MockPagoDapcon> = new Map([
  [2, { pagado: '2021-05-03', importe: '2000.00', num_factura: 'F2021-0004' }],
  [6, { pagado: '2016-03-20', importe: '1500.00', num_factura: 'F2016-0002' }],
  [7, { pagado: '2021-05-20', importe: '900.00', num_factura: 'F2021-0005' }],
]);

/**
 * What each fixture declaration would be charged, as the API answered it on the seeded tariffs (1.500 €,
 * a renewal 900 €, 250 € per language beyond the first); another declaration 1.500 €.
 */
const IMPORTE_PREVISTO: Readonly<Record<number, string>> = { 1: '1750.00', 2: '1750.00', 3: '1150.00', 4: '1750.00', 5: '1750.00', 6: '1500.00', 7: '900.00', 8: '900.00', 9: '1750.00' };

/** Declaration `id`'s payment in the fixtures (undefined when none is registered). */
export function mockPagoDapcon(id: number): MockPagoDapcon | undefined {
  return PAGOS.get(id);
}

/** A declaration's fixture payment as the API answers it. */
function pagoDapconDe(d: MockDapcon): PagoDapcon {
  const pago = mockPagoDapcon(d.id);
  return {
    dapcon_id: d.id,
    org_id: d.org_id,
    dapcon_codigo: d.dapcon_codigo,
    pagado: pago?.pagado ?? null,
    importe: pago?.importe ?? null,
    num_factura: pago?.num_factura ?? null,
    importe_previsto: IMPORTE_PREVISTO[d.id] ?? '1500.00',
    renovacion: d.id_padre !== null,
    idiomas: d.idiomas.length,
  };
}

/** The summary of the fixture (the demo company's declarations and payments), answered for any company. */
const RESUMEN: Omit<DapconResumen, 'org_id'> = {
  declaraciones: 9,
  pagadas: 3,
  importe_pagado: '4400.00',
  categorias: [
    { clave: 'es', declaraciones: 9, pagadas: 3, importe_pagado: '4400.00' },
    { clave: 'en', declaraciones: 3, pagadas: 1, importe_pagado: '2000.00' },
    { clave: 'renovadas', declaraciones: 3, pagadas: 1, importe_pagado: '900.00' },
    { clave: 'publicadas', declaraciones: 3, pagadas: 2, importe_pagado: '2900.00' },
  ],
};

function dapconDe(id: string | number): MockDapcon {
  const d = mockDapcons().find((x) => String(x.id) === String(id));
  if (!d) throw mockError(404, MSG.noEncontrado);
  return d;
}

export const pagosDapconHandlers = [
  mockEndpoint(verificarPagoDapcon, (input) => {
    mockRequireAccess(input, verificarPagoDapcon.access);
    return pagoDapconDe(dapconDe(input.params.id ?? ''));
  }),
  mockEndpoint(resumenPagosDapcon, (input) => {
    mockRequireAccess(input, resumenPagosDapcon.access);
    const orgId = Number(input.params.id);
    if (!mockData.empresas.some((e) => e.org_id === orgId)) throw mockError(404, MSG.noEncontrado);
    return { org_id: orgId, ...RESUMEN };
  }),
  mockEndpoint(registrarPagoDapcon, (input) => {
    mockRequireAccess(input, registrarPagoDapcon.access);
    const body = v.parse(RegistroPagoDapconBody, input.body);
    const fixture = pagoDapconDe(dapconDe(body.dapcon_id));
    return mockAnswer({ ...fixture, pagado: body.pagado, importe: body.importe ?? fixture.importe_previsto, num_factura: fixture.num_factura ?? `F${body.pagado.slice(0, 4)}-0041` }, { message: MSG.operacionCorrecta });
  }),
];
