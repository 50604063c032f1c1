import { useEffect, useRef } from 'react';
import { useFormContext, useWatch, type FieldValues } from 'react-hook-form';
import { SimpleGrid } from '@chakra-ui/react';
import { PAIS_ESPANA, POSTAL_CODE_LENGTH } from '@dapcon/contract/core';
import { useUiText } from '../../i18n';
import { useCountryOptions, useTowns } from '../../reference/reference';
import { SelectControl, TextControl } from '@dapcon/shared-ui';

/** The form's names of the address fields (company `org_*`, consultant `consultor_*`). */
export interface AddressNames {
  direccion: string;
  pais: string;
  codigoPostal: string;
  poblacion: string;
  provincia: string;
}

/**
 * The address block of a contract form (spec part 1 §4, part 2 §5): address, country (Spain by
 * default), and for Spain the postal code, the town chosen from the postal-code lookup (one town is
 * chosen at once, several are offered) and the province that comes with it; for other countries
 * free-text region and city. Another country, another postal code or a failed lookup clears town
 * and province. The rules it shows are the contract's (`spanishAddressRules`).
 *
 * @example
 * <AddressFields names={{ direccion: 'org_direccion', pais: 'org_pais', codigoPostal: 'org_codigo_postal', poblacion: 'org_poblacion', provincia: 'org_provincia' }} />
 */
export function AddressFields({ names }: { names: AddressNames }) {
  const { t } = useUiText();
  const { control, setValue, clearErrors, getValues } = useFormContext<FieldValues>();
  const countries = useCountryOptions();
  const pais: unknown = useWatch({ control, name: names.pais });
  const cp = String(useWatch({ control, name: names.codigoPostal }) ?? '').trim();
  const spain = Number(pais) === PAIS_ESPANA;
  const { towns, answered, pending } = useTowns(spain, cp);

  const fill = useRef((town: string, province: string) => {
    setValue(names.poblacion, town, { shouldDirty: true });
    setValue(names.provincia, province, { shouldDirty: true });
    if (town) clearErrors(names.poblacion);
    if (province) clearErrors(names.provincia);
  }).current;

  // Whatever the lookup says of the code now typed decides the town and province; without an
  // answer (another length, a failure) they are empty. A town the form holds already (a stored
  // company's, in an edit form) stays while its code's lookup is under way, and after it if the
  // code has that town.
  const [first] = towns;
  // The list itself is a new empty one on each render without an answer: the effect reads it here.
  const latestTowns = useRef(towns);
  latestTowns.current = towns;
  useEffect(() => {
    if (!spain || pending) return;
    const list = latestTowns.current;
    const held = list.find((town) => town.poblacion === String(getValues(names.poblacion) ?? ''));
    if (held) fill(held.poblacion, held.provincia);
    else if (!first) fill('', '');
    else fill(list.length === 1 ? first.poblacion : '', first.provincia);
  }, [spain, pending, answered, cp, first, towns.length, fill, getValues, names.poblacion]);

  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <TextControl name={names.direccion} label={t('address.direccion')} autoComplete="street-address" required />
      {/* Spanish towns make no sense abroad, nor foreign ones in Spain. */}
      <SelectControl name={names.pais} label={t('address.pais')} options={countries} required onPicked={() => fill('', '')} />
      <TextControl name={names.codigoPostal} label={t('address.codigoPostal')} autoComplete="postal-code" inputMode={spain ? 'numeric' : undefined} required={spain} />
      {spain ? (
        <>
          <SelectControl
            name={names.poblacion}
            label={t('address.poblacion')}
            placeholder={t('address.selectTown')}
            options={towns.map((town) => ({ value: town.poblacion, label: town.poblacion }))}
            required
            disabled={cp.length !== POSTAL_CODE_LENGTH || towns.length === 0}
            onPicked={(value) => fill(value, towns.find((town) => town.poblacion === value)?.provincia ?? '')}
          />
          <TextControl name={names.provincia} label={t('address.provincia')} readOnly required />
        </>
      ) : (
        <>
          <TextControl name={names.provincia} label={t('address.region')} autoComplete="address-level1" />
          <TextControl name={names.poblacion} label={t('address.ciudad')} autoComplete="address-level2" />
        </>
      )}
    </SimpleGrid>
  );
}
