import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Container, Link } from '@chakra-ui/react';
import { NotAvailable } from '@dapcon/shared-ui';

/** Placeholder for the legal pages; their Catalan texts arrive with the account flows. */
export function LegalPage({ title }: { title: string }) {
  const { t } = useTranslation('auth');
  return (
    <Container maxW="3xl" py="10">
      <NotAvailable title={title} message={t('soon')} />
      <Link asChild colorPalette="brand">
        <RouterLink to="/login">{t('submit')}</RouterLink>
      </Link>
    </Container>
  );
}
