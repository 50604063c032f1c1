import { useDeferredValue, useId, useState } from 'react';
import { Box, Button, Heading, HStack, Stack, Text, chakra, useWatch } from '@dapcon/shared-ui';
import type { PlantillaIdioma, PlantillaVariable } from '@dapcon/contract/contenidos';
import { useTranslation } from '@dapcon/shared-sdk';
import { conEjemplos, documentoVistaPrevia, variablesDesconocidas } from './preview';
import '../../i18n';

const escrita = (varId: string) => `{{${varId}}}`;

/**
 * The variables of a template: each as it is written in the texts (`{{enlace}}`) with what it holds,
 * and a button that copies it, to paste it into the subject or the body.
 */
export function PlantillaVariables({ variables }: { variables: readonly PlantillaVariable[] }) {
  const { t } = useTranslation('contenidos');
  const titleId = useId();
  const [copiada, setCopiada] = useState<string | null>(null);
  const copiar = async (texto: string) => {
    try {
      await navigator.clipboard.writeText(texto);
      setCopiada(texto);
    } catch {
      // No clipboard (an insecure page, a refused permission): the variable is there to be selected.
      setCopiada(null);
    }
  };
  return (
    <Stack as="section" aria-labelledby={titleId} gap="2">
      <Heading as="h3" size="sm" id={titleId}>
        {t('plantillas.variables.titulo')}
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        {t('plantillas.variables.ayuda')}
      </Text>
      {variables.length === 0 ? (
        <Text fontSize="sm">{t('plantillas.variables.ninguna')}</Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" data-testid="plantilla-variables">
          {variables.map((x) => (
            <HStack as="li" key={x.var_id} align="flex-start" justify="space-between" gap="2" borderBottomWidth="1px" pb="2">
              <Box minW="0">
                <chakra.code fontFamily="mono" fontSize="sm" fontWeight="semibold" bg="bg.muted" px="1" rounded="sm">
                  {escrita(x.var_id)}
                </chakra.code>
                <Text fontSize="sm" color="fg.muted" mt="0.5">
                  {x.var_desc}
                </Text>
              </Box>
              <Button
                type="button"
                size="xs"
                variant="outline"
                flexShrink={0}
                aria-label={t('plantillas.variables.copiarDe', { variable: escrita(x.var_id) })}
                onClick={() => void copiar(escrita(x.var_id))}
              >
                {t('plantillas.variables.copiar')}
              </Button>
            </HStack>
          ))}
        </Stack>
      )}
      <Text role="status" fontSize="sm" color="fg.muted" minH="5">
        {copiada ? t('plantillas.variables.copiada', { variable: copiada }) : ''}
      </Text>
    </Stack>
  );
}

/**
 * The preview of the template as it is being edited: the subject and the body with each variable
 * replaced by its sample value (escaped), the body in a sandboxed frame (no script runs in it, and
 * neither its styles nor the portal's reach the other); the variables the template does not have, if
 * the texts use any (the server refuses them on saving). Inside the template's ContractForm.
 */
export function PlantillaVistaPrevia({ variables, idioma }: { variables: readonly PlantillaVariable[]; idioma: PlantillaIdioma }) {
  const { t } = useTranslation('contenidos');
  const titleId = useId();
  const asunto = useWatch({ name: 'asunto' }) as unknown;
  const html = useWatch({ name: 'html' }) as unknown;
  // The frame loads its document again on each change: it follows the typing when the page is idle.
  const texto = { asunto: useDeferredValue(typeof asunto === 'string' ? asunto : ''), html: useDeferredValue(typeof html === 'string' ? html : '') };
  const desconocidas = variablesDesconocidas([texto.asunto, texto.html], variables);
  return (
    <Stack as="section" aria-labelledby={titleId} gap="2">
      <Heading as="h3" size="sm" id={titleId}>
        {t('plantillas.vista.titulo')}
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        {t('plantillas.vista.ayuda')}
      </Text>
      <Box borderWidth="1px" rounded="l2" overflow="hidden" bg="white">
        <Box px="3" py="2" borderBottomWidth="1px" bg="bg.subtle">
          <Text fontSize="xs" color="fg.muted">
            {t('plantillas.vista.asunto')}
          </Text>
          <Text fontWeight="semibold" fontSize="sm" overflowWrap="anywhere" data-testid="vista-previa-asunto">
            {conEjemplos(texto.asunto, variables)}
          </Text>
        </Box>
        <chakra.iframe
          title={t('plantillas.vista.correo')}
          sandbox=""
          srcDoc={documentoVistaPrevia(texto.html, variables, idioma)}
          display="block"
          w="full"
          h="420px"
          border="0"
          lang={idioma}
        />
      </Box>
      {desconocidas.length > 0 ? (
        <Text fontSize="sm" color="fg.error" data-testid="vista-previa-desconocidas">
          {t('plantillas.vista.desconocidas', { variables: desconocidas.map(escrita).join(', ') })}
        </Text>
      ) : null}
    </Stack>
  );
}
