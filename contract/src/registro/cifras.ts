/**
 * The registry's figures on the administrator's dashboard (issue 35, item 4; docs/registry.md 'The
 * dashboard's figures'): how many declarations the registry lists, how many of them expire within 90
 * days, and how many exports and certificates were downloaded this month (Europe/Madrid). The
 * downloads are counted by the API as they are served (a 200, never a 304, nor what a CDN serves from
 * its cache), per month and kind, with nothing about who downloaded.
 */
import * as v from 'valibot';
import { ACCESS, defineEndpoint } from '../core/endpoint';

/** How many days ahead the figure 'caducan' looks, today included. */
export const DIAS_CADUCAN_REGISTRO = 90;

/** The kinds of download the registry counts: the two exports and the certificate. */
export const TIPOS_DESCARGA_REGISTRO = ['openepd', 'ilcd', 'certificado'] as const;
export type TipoDescargaRegistro = (typeof TIPOS_DESCARGA_REGISTRO)[number];

const Cuenta = v.pipe(v.number(), v.integer(), v.minValue(0));

/** `GET /registro/cifras`'s answer. */
export const CifrasRegistro = v.object({
  /** Declarations the registry lists: state `publicada`. */
  publicadas: Cuenta,
  /** Of those, the ones whose validity ends between today and today + 90 days, both included. */
  caducan_90_dias: Cuenta,
  /** openEPD and ILCD+EPD exports downloaded this month (Madrid), and their sum. */
  exportaciones_mes: v.object({ openepd: Cuenta, ilcd: Cuenta, total: Cuenta }),
  /** Registration certificates downloaded this month (Madrid). */
  certificados_mes: Cuenta,
});
export type CifrasRegistro = v.InferOutput<typeof CifrasRegistro>;

/**
 * GET /registro/cifras: the registry's figures, for the administration (both profiles).
 *
 * @example
 * const { data } = useApiQuery(cifrasRegistro); // data.exportaciones_mes.total
 */
export const cifrasRegistro = defineEndpoint({
  method: 'GET',
  path: '/registro/cifras',
  response: CifrasRegistro,
  access: ACCESS.admin,
  summary: "The public registry's figures: published, expiring within 90 days, exports and certificates downloaded this month",
  tags: ['registro'],
});

/**
 * Props of mf-registro's `./CifrasRegistro`: the registry's figures as a panel of mf-home's
 * administrator's dashboard (mounted with `RemotePanel`). It reads its own data: no props.
 *
 * @example
 * <RemotePanel<CifrasRegistroProps> remote="mf_registro" module="CifrasRegistro" props={{}} />
 */
export type CifrasRegistroProps = Record<string, never>;
