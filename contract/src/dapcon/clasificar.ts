/**
 * The route that files a declaration under an ECO Platform class (clasificacion.ts has the rule of
 * who may, and the body). Apart from clasificacion.ts because it answers the record, which holds
 * the classification.
 */
import { defineEndpoint } from '../core/endpoint';
import { ClasificarDapconBody } from './clasificacion';
import { DapconDetalle } from './dapcon';
import { DapconIdParams } from './permisos';

/**
 * Sets or removes a declaration's ECO Platform class (200, the record as it is now; a history row
 * 'clasificar' with the class, or without a comment when it is removed).
 *
 * @example
 * await mutateAsync({ params: { id: '12' }, body: { clasificacion_id: 'eco_ABC123XYZ' } });
 */
export const clasificarDapcon = defineEndpoint({
  method: 'PATCH',
  path: '/dapcon/:id/clasificacion',
  params: DapconIdParams,
  body: ClasificarDapconBody,
  response: DapconDetalle,
  stale: ['GET /dapcon/:id'],
  access: { modulos: ['administrador', 'organizacion', 'consultor'] },
  summary: "Set or remove a declaration's ECO Platform class (company and consultant in borrador; the administration in any state)",
  tags: ['dapcon'],
});
