import { useLayoutEffect, useState } from 'react';
import { Alert, AuthLayout, Button, ContractForm, Heading, HStack, LanguageSwitch, Link, PasswordControl, RouterLink, Stack, Text, useContractForm, useSearchParams } from '@dapcon/shared-ui';
import { restablecerPassword, RestablecerPasswordBody } from '@dapcon/contract/auth';
import { ApiError, call, isLang, localizeMessage, useSession, useTranslation } from '@dapcon/shared-sdk';
import '../../i18n';
import './i18n';

/**
 * /restablecer-password?token=…&lang=…: the page of the e-mailed link. It opens in the language the
 * e-mail was written in (`lang`), even in a browser that never saw the portal; the switch changes it
 * after. Sets the new password once; the server ends every session of the user, so this browser's
 * session ends too.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const lang = useSession((s) => s.lang);
  const setLang = useSession((s) => s.setLang);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const linkLang = params.get('lang');
  // Before the first paint, so a Catalan e-mail never opens a Spanish page.
  useLayoutEffect(() => {
    if (isLang(linkLang)) setLang(linkLang);
  }, [linkLang, setLang]);
  const [done, setDone] = useState(false);
  const [tokenError, setTokenError] = useState<string | null>(null);
  const form = useContractForm(RestablecerPasswordBody, {
    defaultValues: { token, password: '', password_confirmation: '' },
    submit: async (body) => {
      try {
        await call(restablecerPassword, { body });
        useSession.getState().signOut();
        setDone(true);
      } catch (e) {
        // A used or expired link is said above the form; the rest as any form does.
        const linkProblem = e instanceof ApiError && e.status === 422 ? e.fieldError('token') : undefined;
        if (!linkProblem) throw e;
        setTokenError(linkProblem);
      }
    },
  });

  // The link's problem is the server's (a contract text): shown in the interface language.
  const linkProblem = tokenError ?? form.formState.errors.token?.message;
  const problem = linkProblem ? localizeMessage(linkProblem, lang) : token ? null : t('reset.noToken');
  return (
    <AuthLayout>
      <Stack gap="5">
        <HStack justify="space-between" align="start">
          <Heading as="h1" size="lg">
            {t('reset.title')}
          </Heading>
          <LanguageSwitch value={lang} onChange={setLang} />
        </HStack>
        {done ? (
          <Alert.Root status="success">
            <Alert.Indicator />
            <Alert.Title>{t('reset.done')}</Alert.Title>
          </Alert.Root>
        ) : (
          <ContractForm form={form} aria-label={t('reset.title')}>
            <Stack gap="4">
              {problem && (
                <Alert.Root status="error" role="alert">
                  <Alert.Indicator />
                  <Alert.Title>{problem}</Alert.Title>
                </Alert.Root>
              )}
              <Text color="fg.muted">{t('reset.intro')}</Text>
              {(['password', 'password_confirmation'] as const).map((name) => (
                <PasswordControl key={name} name={name} label={t(`reset.${name}`)} autoComplete="new-password" required />
              ))}
              <Button type="submit" colorPalette="brand" loading={form.formState.isSubmitting} disabled={!token}>
                {t('reset.submit')}
              </Button>
            </Stack>
          </ContractForm>
        )}
        <Link asChild colorPalette="brand">
          <RouterLink to="/login">{t('reset.toLogin')}</RouterLink>
        </Link>
      </Stack>
    </AuthLayout>
  );
}
