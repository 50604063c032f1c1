// /banner-portada (spec part 2 §2.23, §3 'Criteria', §7.10; docs/contenidos.md step 8): the public web's
// front page has three search banners, for companies, verifiers and consultants; here the banner
// editors (the administration, and consultants of profile 3) choose the criteria each one offers.
import { PageHeader, SimpleGrid, Stack, Text } from '@dapcon/shared-ui';
import { TIPOS_CRITERIO } from '@dapcon/contract/contenidos';
import { useTranslation } from '@dapcon/shared-sdk';
import { BannerPanel } from './BannerPanel';
import './i18n';

/** The three panels of checkbox criteria side by side (one under another on narrow screens), each saved on its own. */
export function BannersPage() {
  const { t } = useTranslation(['contenidos', 'common']);
  return (
    <Stack gap="0">
      <PageHeader title={t('route.bannerPortada', { ns: 'common' })} />
      <Stack gap="5">
        <Text color="fg.muted" maxW="4xl">
          {t('banners.intro')}
        </Text>
        <SimpleGrid columns={{ base: 1, lg: 2, xl: 3 }} gap="5">
          {TIPOS_CRITERIO.map((tipo) => (
            <BannerPanel key={tipo} tipo={tipo} />
          ))}
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}
