import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getPaises, postParametrosGenerales, PAIS_ESPANA, useSession, type ParametroGeneral, type ParametrosGeneralesData } from '@dapcon/shared-sdk';
import type { SelectOption } from '@dapcon/shared-ui';

/**
 * The countries for a select (GET /paises), Spain first as the API sorts them, named in the
 * interface language (asked again when it switches). Until the list arrives (or if it cannot),
 * Spain alone, so the default country shows.
 */
export function useCountryOptions(): SelectOption[] {
  const { t } = useTranslation('auth');
  const lang = useSession((s) => s.lang);
  const [fetched, setOptions] = useState<SelectOption[] | null>(null);
  const options = fetched ?? [{ value: String(PAIS_ESPANA), label: t('registro.spain') }];
  useEffect(() => {
    let live = true;
    getPaises().then(
      ({ data }) => {
        if (live && data.length) setOptions(data.map((p) => ({ value: String(p.id), label: p.pais_nombre })));
      },
      // A registration can still go on with Spain; the server checks the country anyway.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [lang]);
  return options;
}

/**
 * Parameter lists (POST /parametros_generales) as select options, empty until they arrive; in the
 * interface language (the SDK asks for its `locale`), asked again when it switches.
 */
export function useParameterOptions(params: readonly ParametroGeneral[]): Partial<Record<ParametroGeneral, SelectOption[]>> {
  const lang = useSession((s) => s.lang);
  const [lists, setLists] = useState<ParametrosGeneralesData>({});
  const key = params.join(',');
  useEffect(() => {
    let live = true;
    const list = key.split(',').map((param) => ({ param: param as ParametroGeneral }));
    postParametrosGenerales(list).then(
      ({ data }) => {
        if (live) setLists(data);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [key, lang]);
  const out: Partial<Record<ParametroGeneral, SelectOption[]>> = {};
  for (const [param, options] of Object.entries(lists) as [ParametroGeneral, ParametrosGeneralesData[ParametroGeneral]][]) {
    out[param] = (options ?? []).map((o) => ({ value: o.param_id, label: o.pt_texto }));
  }
  return out;
}
