/**
 * The finance area's routes (docs/finanzas.md; spec part 2 §7.4, §7.5, §7.9, §7.11 and part 1 §7
 * `/parametros/tarifa_asignada`), a file per slice.
 */
import type { FastifyPluginAsync } from 'fastify';
import comisiones from './routes-comisiones';
import cuotas from './routes-cuotas';
import pagoOrganizacion from './routes-pago-organizacion';
import pagosDapcon from './routes-pagos-dapcon';
import remesas from './routes-remesas';
import tarifas from './routes-tarifas';

const routes: FastifyPluginAsync = async (app) => {
  await app.register(tarifas);
  await app.register(cuotas);
  await app.register(pagosDapcon);
  await app.register(comisiones);
  await app.register(pagoOrganizacion);
  await app.register(remesas);
};

export default routes;
