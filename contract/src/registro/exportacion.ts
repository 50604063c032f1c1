/**
 * A published declaration's machine-readable exports (issue 35, docs/registry-exports.md): the same
 * record as `GET /public/dapcon/{code}` in two formats LCA tools and data hubs load, for anyone.
 * **openEPD** (JSON, Building Transparency / EC3) and **ILCD+EPD v1.2** (XML, ÖKOBAUDAT and the ECO
 * Platform data hub). Each is a download (`Content-Disposition: attachment`); a code that is not a
 * published or expired declaration's is 404.
 */
import * as v from 'valibot';
import { ACCESS, defineEndpoint } from '../core/endpoint';
import { CodigoParams } from './paginas';

/** The API's path of a declaration's openEPD export. */
export function urlOpenEpd(codigo: string): string {
  return `/api/public/dapcon/${encodeURIComponent(codigo)}/openepd`;
}

/** The API's path of a declaration's ILCD+EPD export. */
export function urlIlcd(codigo: string): string {
  return `/api/public/dapcon/${encodeURIComponent(codigo)}/ilcd`;
}

/** GET /public/dapcon/:codigo/openepd: a published or expired declaration as an openEPD document (application/json attachment). */
export const exportacionOpenEpd = defineEndpoint({
  method: 'GET',
  path: '/public/dapcon/:codigo/openepd',
  params: CodigoParams,
  response: v.unknown(),
  envelope: false,
  access: ACCESS.public,
  summary: "The public registry: a published declaration as openEPD JSON (no sign-in)",
  tags: ['registro'],
});

/** GET /public/dapcon/:codigo/ilcd: a published or expired declaration as an ILCD+EPD v1.2 process data set (application/xml attachment). */
export const exportacionIlcd = defineEndpoint({
  method: 'GET',
  path: '/public/dapcon/:codigo/ilcd',
  params: CodigoParams,
  response: v.unknown(),
  envelope: false,
  access: ACCESS.public,
  summary: "The public registry: a published declaration as an ILCD+EPD v1.2 process data set (XML, no sign-in)",
  tags: ['registro'],
});
