// Reference lists as select options, read through the SDK's cache: every form that shows the
// countries or a parameter list shares one request, asked again when the interface language switches.
import { IDIOMA_ID, isSpanishPostalCode, PAIS_ESPANA, paises, parametrosGenerales, poblacion, type ParametroGeneral, type Poblacion } from '@dapcon/contract/core';
import { useSession } from '@dapcon/shared-sdk';
import { useApiQuery } from '@dapcon/shared-sdk/query';
import { useUiText } from '../i18n';
import type { SelectOption } from '../form/SelectField';

/** Reference lists change rarely: read once a session (a language switch asks again). */
const ONCE = { staleTime: Number.POSITIVE_INFINITY } as const;

/**
 * The countries for a select (GET /paises), Spain first as the API sorts them, named in the
 * interface language. Until the list arrives (or if it cannot), Spain alone, so the default
 * country shows and a form can still go on (the server checks the country anyway).
 *
 * @example
 * <SelectControl name="org_pais" label={t('pais')} options={useCountryOptions()} />
 */
export function useCountryOptions(): SelectOption[] {
  const { t } = useUiText();
  const { data } = useApiQuery(paises, undefined, ONCE);
  if (!data?.length) return [{ value: String(PAIS_ESPANA), label: t('address.spain') }];
  return data.map((p) => ({ value: String(p.id), label: p.pais_nombre }));
}

/**
 * Parameter lists (POST /parametros_generales) as select options, each in the interface language;
 * a list is empty until it arrives.
 *
 * @example
 * const { tipo_empresa = [] } = useParameterOptions(['tipo_empresa', 'tamanio_empresa']);
 */
export function useParameterOptions(params: readonly ParametroGeneral[]): Partial<Record<ParametroGeneral, SelectOption[]>> {
  const locale = IDIOMA_ID[useSession((s) => s.lang)];
  const { data } = useApiQuery(parametrosGenerales, { body: params.map((param) => ({ param, locale })) }, ONCE);
  const out: Partial<Record<ParametroGeneral, SelectOption[]>> = {};
  for (const param of params) out[param] = (data?.[param] ?? []).map((o) => ({ value: o.param_id, label: o.pt_texto }));
  return out;
}

/** The towns of a postal code, and whether they are known yet. */
export interface TownsLookup {
  /** Towns of the code, with their province; empty for a code with none. */
  towns: Poblacion[];
  /** The lookup answered for this code (a failed or pending one has not). */
  answered: boolean;
  /** The lookup of a complete code is under way (neither answered nor failed yet). */
  pending: boolean;
}

/**
 * The towns of a Spanish postal code (GET /poblacion), looked up when `active` and the code is
 * complete (5 digits). Each code is asked for once: its answer, 'no towns' included, is kept; a
 * lookup lost to the network is asked again next time.
 *
 * @example
 * const { towns, answered } = useTowns(spain, cp);
 */
export function useTowns(active: boolean, cp: string): TownsLookup {
  const complete = active && isSpanishPostalCode(cp);
  const { data, isSuccess, isError } = useApiQuery(poblacion, { query: { cp } }, { ...ONCE, enabled: complete, whenNotFound: () => [] });
  if (complete && isSuccess) return { towns: data, answered: true, pending: false };
  return { towns: [], answered: false, pending: complete && !isError };
}
