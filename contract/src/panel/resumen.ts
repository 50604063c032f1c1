/**
 * 'Resumen de DAPcon' (spec part 1 §1; issue 16 step 2, docs/home.md): the programme's declarations
 * counted from the data, for the administrator's home. What each figure counts is written once, here
 * and in docs/decisions.md 'Resumen de DAPcon':
 *
 * - `total`: every declaration in the portal, in any state; `nuevas` those that renew none
 *   (`id_padre` null), `renovaciones` those that renew an earlier one (`id_padre` set), so
 *   `nuevas + renovaciones = total`; `caducadas` those in state `caducada`;
 * - `publicadas`: in state `publicada`; `publicadas_es` / `publicadas_en` those of them published in
 *   Spanish / English (a language row of code `es` / `en` in state `publicada`: the per-language
 *   states table, `dapcon_idiomas`);
 * - `en_proceso`: `borrador`, `en_verificacion` and `verificada` (not yet published).
 */
import * as v from 'valibot';
import { ACCESS, defineEndpoint } from '../core/endpoint';

/** The states counted as 'in process' (created, not yet published). */
export const ESTADOS_EN_PROCESO = ['borrador', 'en_verificacion', 'verificada'] as const;

/** A count (the API's own answer: its type is checked, not re-validated). */
const Cuenta = v.number();

/** The counts of the summary. */
export const ResumenDapcon = v.object({
  total: Cuenta,
  nuevas: Cuenta,
  renovaciones: Cuenta,
  caducadas: Cuenta,
  publicadas: Cuenta,
  publicadas_es: Cuenta,
  publicadas_en: Cuenta,
  en_proceso: Cuenta,
});
export type ResumenDapcon = v.InferOutput<typeof ResumenDapcon>;

/**
 * GET /panel/resumen-dapcon: the programme's counts (one statement over the declarations). The
 * administration only: the sign-in page does not show it (docs/decisions.md 'Resumen de DAPcon').
 *
 * @example
 * const { data } = useApiQuery(resumenDapcon); // data.publicadas_es
 */
export const resumenDapcon = defineEndpoint({
  method: 'GET',
  path: '/panel/resumen-dapcon',
  response: ResumenDapcon,
  access: ACCESS.admin,
  summary: "The 'Resumen de DAPcon' counts: total (new, renewals, expired), published (ES, EN), in process",
  tags: ['panel'],
});
