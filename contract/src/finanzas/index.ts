/**
 * The finance area's contract (mf-finanzas, api/src/areas/finanzas; docs/finanzas.md): tariffs and
 * the programme's bank data, the companies' annual fees, the declarations' payments.
 */
export * from './messages';
export * from './tarifas';
export * from './cuotas';
export * from './pagos-dapcon';
