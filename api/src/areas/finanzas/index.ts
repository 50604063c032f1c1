/**
 * The finanzas area: fees, payments, remittances, commissions. What others use: the fees' and tariffs'
 * tables, the current year and a company's fee (the panel), registering payments, the payment a
 * company chose, the payment state after a change of its fee exemption (handed to the companies'
 * routes by areas/index.ts), the keys of the stored SEPA mandates; routes and seed.
 */
export { sincronizarEmpresa } from './comisiones';
export { anyoActual, estadoPagoTrasExencion, findCuota, lockEmpresas, registrarPagoEnTransaccion } from './cuotas';
export { mandatoStorageKeys, pagoElegido } from './pago-organizacion';
export { registrarPago } from './pagos-dapcon';
export { default as routes } from './routes';
export { seedFinanzas } from './seed';
export { cuotas, tarifas } from './tables';
export { RECORDATORIOS_FINANZAS } from './recordatorios';

// For the authorization matrix's test.
export { finanzasMatrix } from './matrix';
