import { useEffect, useState } from 'react';
import { Box, HStack, Stack, Text } from '@dapcon/shared-ui';
import { ImageControl, useObjectUrl } from '@dapcon/shared-ui/image';
import { logoEmpresa, type EmpresaPerfil } from '@dapcon/contract/empresas';
import { download, useTranslation } from '@dapcon/shared-sdk';

/**
 * The company's stored logo, read with the session's token (GET /org-logo-img/:id/img asks for it,
 * so an `<img src>` of the URL cannot show it): its bytes, or null without one or while they come.
 */
function useStoredLogo(empresa: EmpresaPerfil): Blob | null {
  const [logo, setLogo] = useState<Blob | null>(null);
  const { org_id: id, tiene_logo: stored } = empresa;
  useEffect(() => {
    setLogo(null);
    if (!stored) return undefined;
    const controller = new AbortController();
    download(logoEmpresa, { params: { id: String(id) } }, { signal: controller.signal })
      .then((file) => setLogo(file.blob))
      // A logo that cannot be read is left out: the page is about the data, and the new logo can still be sent.
      .catch(() => undefined);
    return () => controller.abort();
  }, [id, stored]);
  return logo;
}

/**
 * The logo section of a company form: the stored logo, and a new one picked and cropped (square
 * 1:1 or rectangle 4:2, spec part 1 §2) into the form's `logo` field, sent with the form.
 */
export function LogoField({ empresa }: { empresa: EmpresaPerfil }) {
  const { t } = useTranslation('empresas');
  const url = useObjectUrl(useStoredLogo(empresa));
  return (
    <HStack gap="6" align="flex-start" wrap="wrap">
      <Stack gap="2">
        <Text fontWeight="medium" fontSize="sm">
          {t('datos.logo.actual')}
        </Text>
        <Box w="240px" h="120px" borderWidth="1px" rounded="l2" bg="bg.muted" display="flex" alignItems="center" justifyContent="center" overflow="hidden" p="2">
          {url ? (
            <img src={url} alt={t('datos.logo.alt', { nombre: empresa.org_nombre })} style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} />
          ) : (
            <Text fontSize="sm" color="fg.muted" textAlign="center">
              {empresa.tiene_logo ? '' : t('datos.logo.ninguno')}
            </Text>
          )}
        </Box>
      </Stack>
      <Box flex="1" minW="16rem">
        <ImageControl name="logo" label={t('datos.fields.nuevoLogo')} helperText={t('datos.logo.help')} />
      </Box>
    </HStack>
  );
}
