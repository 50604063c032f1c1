import { Box, HStack, Stack, Text } from '@dapcon/shared-ui';
import { useUiText } from '../i18n';
import { ImageControl } from './ImageControl';
import { useObjectUrl } from './useObjectUrl';

export interface LogoControlProps {
  /** The stored logo's bytes, or null while they come or without one. */
  stored: Blob | null;
  /** Whether a logo is stored (while its bytes come, the box stays empty rather than saying there is none). */
  hasStored: boolean;
  /** The stored logo's text alternative ('Logo de …'). */
  alt: string;
  /** What the box says when nothing is stored ('La empresa aún no tiene logo.'). */
  emptyText: string;
  /** The form's field the new, cropped logo goes in. */
  name?: string;
}

/**
 * The logo section of a form (spec part 1 §2, part 2 §2.5, §2.11): the stored logo, and a new one
 * picked and cropped (square 1:1 or rectangle 4:2) into the form's `logo` field, sent with the form.
 * In `@dapcon/shared-ui/image`; the owner reads the stored bytes (they ask for the session's token).
 *
 * @example
 * <LogoControl stored={blob} hasStored={empresa.tiene_logo} alt={t('logo.alt', { nombre })} emptyText={t('logo.ninguno')} />
 */
export function LogoControl({ stored, hasStored, alt, emptyText, name = 'logo' }: LogoControlProps) {
  const { t } = useUiText();
  const url = useObjectUrl(stored);
  return (
    <HStack gap="6" align="flex-start" wrap="wrap">
      <Stack gap="2">
        <Text fontWeight="medium" fontSize="sm">
          {t('logo.actual')}
        </Text>
        <Box w="240px" h="120px" borderWidth="1px" rounded="l2" bg="bg.muted" display="flex" alignItems="center" justifyContent="center" overflow="hidden" p="2">
          {url ? (
            <img src={url} alt={alt} style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} />
          ) : (
            <Text fontSize="sm" color="fg.muted" textAlign="center">
              {hasStored ? '' : emptyText}
            </Text>
          )}
        </Box>
      </Stack>
      <Box flex="1" minW="16rem">
        <ImageControl name={name} label={t('logo.nuevo')} helperText={t('logo.help')} />
      </Box>
    </HStack>
  );
}
