import { Suspense, useState } from 'react';
import { AuthLayout, Box, Heading, HStack, LanguageSwitch, lazyComponent, Link, RouterLink, Stack, Tabs, Text, useSearchParams } from '@dapcon/shared-ui';
import type { ModuloApp } from '@dapcon/contract/core';
import { useSession, useTranslation } from '@dapcon/shared-sdk';
import { LoginForm } from './LoginForm';
import { PROGRAMME_INFO } from './programme';

// What a visitor may open from the sign-in page loads when it is first opened, not with the page.
const RecoverPasswordModal = lazyComponent(() => import('../password/RecoverPasswordModal'), (m) => m.RecoverPasswordModal);
const CompanyRegistrationModal = lazyComponent(() => import('../registro/CompanyRegistrationModal'), (m) => m.CompanyRegistrationModal);
const ConsultantRegistrationModal = lazyComponent(() => import('../registro/ConsultantRegistrationModal'), (m) => m.ConsultantRegistrationModal);

/**
 * /login: Empresa and Consultor tabs, and with ?role=admin the administration
 * area with its own NIF sign-in (spec part 1 §2).
 */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const [params, setParams] = useSearchParams();
  const lang = useSession((s) => s.lang);
  const setLang = useSession((s) => s.setLang);
  const [registering, setRegistering] = useState<'organizacion' | 'consultor' | null>(null);
  // A registration modal, once opened, stays mounted (closed), so it can close with its animation.
  const [opened, setOpened] = useState<ReadonlySet<'organizacion' | 'consultor'>>(new Set());
  const register = (kind: 'organizacion' | 'consultor') => {
    setOpened((all) => new Set(all).add(kind));
    setRegistering(kind);
  };
  const [recovering, setRecovering] = useState<ModuloApp | null>(null);
  const admin = params.get('role') === 'admin';

  const footer = (
    <Stack gap="2" fontSize="sm" align="center">
      <HStack gap="4" wrap="wrap" justify="center">
        <Link asChild colorPalette="brand">
          <RouterLink to="/avis-legal">{t('legal.avis')}</RouterLink>
        </Link>
        <Link asChild colorPalette="brand">
          <RouterLink to="/politica-privacitat">{t('legal.privacitat')}</RouterLink>
        </Link>
        <Link asChild colorPalette="brand">
          <RouterLink to="/politica-cookies">{t('legal.cookies')}</RouterLink>
        </Link>
      </HStack>
      <Link
        colorPalette="brand"
        fontWeight="medium"
        href={admin ? '/login' : '/login?role=admin'}
        onClick={(e) => {
          e.preventDefault();
          setParams(admin ? {} : { role: 'admin' });
        }}
      >
        {admin ? t('toUsers') : t('toAdmin')}
      </Link>
      <Text color="fg.muted">{t('copyright')}</Text>
    </Stack>
  );

  const panel = (
    <Stack gap="4">
      <Heading as="h2" size="2xl">
        DAPcon
      </Heading>
      <Text>{t('intro')}</Text>
      <Stack gap="1">
        <Text fontWeight="semibold">{t('info')}</Text>
        <HStack gap="3" wrap="wrap">
          {(['es', 'ca', 'en'] as const).map((lng) => (
            <Link key={lng} href={PROGRAMME_INFO.pages[lng]} target="_blank" rel="noopener noreferrer" lang={lng} colorPalette="brand">
              {t(`infoLangs.${lng}`)}
            </Link>
          ))}
        </HStack>
      </Stack>
      <Text>
        {t('contact')}:{' '}
        <Link href={`mailto:${PROGRAMME_INFO.contactEmail}`} colorPalette="brand">
          {PROGRAMME_INFO.contactEmail}
        </Link>
      </Text>
    </Stack>
  );

  return (
    <AuthLayout footer={footer} panel={panel}>
      <Stack gap="5">
        <HStack justify="space-between" align="start">
          <Heading as="h1" size="lg">
            {admin ? t('adminTitle') : t('title')}
          </Heading>
          <LanguageSwitch value={lang} onChange={setLang} />
        </HStack>
        {admin ? (
          <LoginForm key="administrador" modulo="administrador" onForgot={() => setRecovering('administrador')} />
        ) : (
          <Tabs.Root defaultValue="organizacion" variant="line" colorPalette="brand" lazyMount unmountOnExit>
            <Tabs.List>
              <Tabs.Trigger value="organizacion">{t('tabs.organizacion')}</Tabs.Trigger>
              <Tabs.Trigger value="consultor">{t('tabs.consultor')}</Tabs.Trigger>
            </Tabs.List>
            <Box pt="4">
              <Tabs.Content value="organizacion">
                <LoginForm modulo="organizacion" onRegister={() => register('organizacion')} onForgot={() => setRecovering('organizacion')} />
              </Tabs.Content>
              <Tabs.Content value="consultor">
                <LoginForm modulo="consultor" onRegister={() => register('consultor')} onForgot={() => setRecovering('consultor')} />
              </Tabs.Content>
            </Box>
          </Tabs.Root>
        )}
      </Stack>
      <Suspense fallback={null}>
        {recovering && <RecoverPasswordModal modulo={recovering} open onClose={() => setRecovering(null)} />}
        {opened.has('organizacion') && <CompanyRegistrationModal open={registering === 'organizacion'} onClose={() => setRegistering(null)} />}
        {opened.has('consultor') && <ConsultantRegistrationModal open={registering === 'consultor'} onClose={() => setRegistering(null)} />}
      </Suspense>
    </AuthLayout>
  );
}
