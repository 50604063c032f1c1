import { FormField, FormSection, SimpleGrid, Stack, Text, TextInput, useFormControl } from '@dapcon/shared-ui';
import { casillasATexto, casillasDeTexto, CASILLA_MAX_LENGTH, type VerificadorCasilla } from '@dapcon/contract/consultores';
import { idiomas } from '@dapcon/contract/referencia';
import { isLang, localizeMessage, useTranslation } from '@dapcon/shared-sdk';
import { useApiQuery } from '@dapcon/shared-sdk/query';
import '../../i18n';

/** The form's field of the boxes: JSON text, as the contract sends it. */
export const CASILLAS_FIELD = 'verificador_casillas';

const EMPTY: Omit<VerificadorCasilla, 'idioma_id'> = { casilla_pagina_firma: '', casilla_ultima_pagina: '' };

/**
 * A verifier's boxes per declaration language (spec part 1 §3, part 2 §2.11): for each language the
 * programme has, the signature page's and the last page's cell texts, kept in the form's
 * `verificador_casillas` as the JSON text the API takes ('' when every box is empty). The contract's
 * refusal (not valid, a language the programme does not have) shows under the section.
 *
 * @example
 * {esVerificador ? <VerificadorCasillas /> : null}
 */
export function VerificadorCasillas() {
  const { t, i18n } = useTranslation('consultores');
  const { field, error } = useFormControl(CASILLAS_FIELD);
  const text: unknown = field.value;
  const { data: languages = [] } = useApiQuery(idiomas);
  const casillas = casillasDeTexto(typeof text === 'string' ? text : '') ?? [];
  const of = (id: number) => casillas.find((c) => c.idioma_id === id) ?? { idioma_id: id, ...EMPTY };

  const change = (id: number, key: keyof typeof EMPTY, value: string) => {
    const next = [...casillas.filter((c) => c.idioma_id !== id), { ...of(id), [key]: value }];
    field.onChange(casillasATexto(next));
  };

  return (
    <FormSection legend={t('datos.casillas.titulo')}>
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          {t('datos.casillas.ayuda')}
        </Text>
        {languages.map((language) => (
          <Stack key={language.id} gap="2" role="group" aria-label={t('datos.casillas.idioma', { idioma: language.idioma_nombre })}>
            <Text fontWeight="medium">{language.idioma_nombre}</Text>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormField label={t('datos.casillas.paginaFirma')}>
                <TextInput
                  value={of(language.id).casilla_pagina_firma}
                  maxLength={CASILLA_MAX_LENGTH}
                  onChange={(event) => change(language.id, 'casilla_pagina_firma', event.target.value)}
                />
              </FormField>
              <FormField label={t('datos.casillas.ultimaPagina')}>
                <TextInput
                  value={of(language.id).casilla_ultima_pagina}
                  maxLength={CASILLA_MAX_LENGTH}
                  onChange={(event) => change(language.id, 'casilla_ultima_pagina', event.target.value)}
                />
              </FormField>
            </SimpleGrid>
          </Stack>
        ))}
        {error ? (
          <Text color="fg.error" fontSize="sm" role="alert">
            {localizeMessage(error, isLang(i18n.language) ? i18n.language : 'es')}
          </Text>
        ) : null}
      </Stack>
    </FormSection>
  );
}
