/** The mock API of the finance area's pagos-dapcon slice (docs/finanzas.md): the contract's paths and shapes, on mock data. */
import type { HttpHandler } from 'msw';

export const pagosDapconHandlers: HttpHandler[] = [];
