/**
 * The finance area's contract (mf-finanzas, api/src/areas/finanzas; docs/finanzas.md): tariffs and
 * the programme's bank data, the companies' annual fees, the declarations' payments, the agents' commissions.
 */
// The IBAN field lives in core (any form may use it) but is exported here: ibantools stays out of the
// bundles that only need the core (the sign-in page).
export * from '../core/iban';
export * from './messages';
export * from './tarifas';
export * from './cuotas';
export * from './pagos-dapcon';
export * from './comisiones';
export * from './pago-organizacion';
export * from './remesas';
