import { useEffect, useState } from 'react';
import { Controller, useFormContext, useWatch, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SimpleGrid } from '@chakra-ui/react';
import { FormField, SelectField, TextInput } from '@dapcon/shared-ui';
import { ApiError, getPoblacion, PAIS_ESPANA, type Poblacion } from '@dapcon/shared-sdk';
import { SelectControl } from './FormParts';
import { useCountryOptions } from './useReferenceData';

/** The form's names of the address fields (company `org_*`, consultant `consultor_*`). */
export interface AddressNames {
  direccion: string;
  pais: string;
  codigoPostal: string;
  poblacion: string;
  provincia: string;
}

/** Length of a Spanish postal code: the lookup runs at exactly this many characters. */
const CP_LENGTH = 5;

/**
 * Towns of a Spanish postal code (spec part 1 §4): looked up when the code has exactly
 * 5 characters; a single town is chosen at once, several are offered; the province comes
 * with them. Another length, or a failed lookup, clears town and province. Each code is
 * asked for once per form, whatever is typed in between (a code with no towns included).
 */
function useTownLookup(active: boolean, cp: string, fill: (poblacion: string, provincia: string) => void): Poblacion[] {
  const [towns, setTowns] = useState<Poblacion[]>([]);
  const [asked] = useState(() => new Map<string, Promise<Poblacion[]>>());
  useEffect(() => {
    if (!active) {
      setTowns([]);
      return;
    }
    const clear = () => {
      setTowns([]);
      fill('', '');
    };
    if (cp.length !== CP_LENGTH) {
      clear();
      return;
    }
    let live = true;
    let lookup = asked.get(cp);
    if (!lookup) {
      lookup = getPoblacion(cp).then(
        ({ data }) => data,
        (error: unknown) => {
          // 'No such code' is an answer worth keeping; a lost connection is asked again next time.
          if (!(error instanceof ApiError && error.status === 404)) asked.delete(cp);
          throw error;
        },
      );
      asked.set(cp, lookup);
    }
    lookup.then(
      (data) => {
        if (!live) return;
        const [first] = data;
        if (!first) return clear();
        setTowns(data);
        fill(data.length === 1 ? first.poblacion : '', first.provincia);
      },
      () => {
        if (live) clear();
      },
    );
    return () => {
      live = false;
    };
  }, [active, cp, fill, asked]);
  return towns;
}

/**
 * The address block of a registration form, inside its `FormProvider`: address, country
 * (Spain by default), and for Spain the postal code with the town select and the province
 * filled from the lookup; for other countries free-text region and city.
 */
export function AddressFields({ names }: { names: AddressNames }) {
  const { t } = useTranslation('auth');
  const { control, register, setValue, clearErrors, formState } = useFormContext<FieldValues>();
  const countries = useCountryOptions();
  const pais: unknown = useWatch({ control, name: names.pais });
  const cp = String(useWatch({ control, name: names.codigoPostal }) ?? '').trim();
  const spain = Number(pais) === PAIS_ESPANA;
  const { poblacion, provincia } = names;
  const [fill] = useState(() => (town: string, province: string) => {
    setValue(poblacion, town, { shouldDirty: true });
    setValue(provincia, province, { shouldDirty: true });
    if (town) clearErrors(poblacion);
    if (province) clearErrors(provincia);
  });
  const towns = useTownLookup(spain, cp, fill);
  const error = (name: string) => formState.errors[name]?.message as string | undefined;

  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <FormField label={t('registro.fields.direccion')} error={error(names.direccion)} required>
        <TextInput autoComplete="street-address" {...register(names.direccion)} />
      </FormField>
      <FormField label={t('registro.fields.pais')} error={error(names.pais)} required>
        {/* Spanish towns make no sense abroad, nor foreign ones in Spain. */}
        <SelectControl name={names.pais} options={countries} onPicked={() => fill('', '')} />
      </FormField>
      <FormField label={t('registro.fields.codigoPostal')} error={error(names.codigoPostal)} required={spain}>
        <TextInput autoComplete="postal-code" inputMode={spain ? 'numeric' : undefined} {...register(names.codigoPostal)} />
      </FormField>
      {spain ? (
        <>
          <FormField label={t('registro.fields.poblacion')} error={error(names.poblacion)} required disabled={cp.length !== CP_LENGTH || towns.length === 0}>
            <Controller
              control={control}
              name={names.poblacion}
              render={({ field }) => (
                <SelectField
                  placeholder={t('registro.selectTown')}
                  options={towns.map((town) => ({ value: town.poblacion, label: town.poblacion }))}
                  name={field.name}
                  ref={field.ref}
                  onBlur={field.onBlur}
                  value={String(field.value ?? '')}
                  onChange={(e) => {
                    const town = towns.find((candidate) => candidate.poblacion === e.target.value);
                    fill(town?.poblacion ?? '', town?.provincia ?? '');
                  }}
                />
              )}
            />
          </FormField>
          <FormField label={t('registro.fields.provincia')} error={error(names.provincia)} required readOnly>
            <TextInput readOnly {...register(names.provincia)} />
          </FormField>
        </>
      ) : (
        <>
          <FormField label={t('registro.fields.region')} error={error(names.provincia)}>
            <TextInput autoComplete="address-level1" {...register(names.provincia)} />
          </FormField>
          <FormField label={t('registro.fields.ciudad')} error={error(names.poblacion)}>
            <TextInput autoComplete="address-level2" {...register(names.poblacion)} />
          </FormField>
        </>
      )}
    </SimpleGrid>
  );
}
