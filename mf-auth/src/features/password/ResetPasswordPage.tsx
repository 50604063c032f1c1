import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Alert, Button, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { AuthLayout, FormField, LanguageSwitch, PasswordInput, reportSubmitError } from '@dapcon/shared-ui';
import { ApiError, localizeMessage, RestablecerPasswordBody, postRestablecerPassword, useSession } from '@dapcon/shared-sdk';
import '../../i18n';

type Field = 'password' | 'password_confirmation';

/**
 * /restablecer-password?token=…: the page of the e-mailed link. Sets the new password once;
 * the server ends every session of the user, so this browser's session ends too.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const lang = useSession((s) => s.lang);
  const setLang = useSession((s) => s.setLang);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [done, setDone] = useState(false);
  const [tokenError, setTokenError] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RestablecerPasswordBody>({
    resolver: valibotResolver(RestablecerPasswordBody),
    criteriaMode: 'all',
    defaultValues: { token, password: '', password_confirmation: '' },
  });

  async function onSubmit(body: RestablecerPasswordBody) {
    try {
      await postRestablecerPassword(body);
      useSession.getState().signOut();
      setDone(true);
    } catch (e) {
      // A used or expired link is said above the form; the rest as any form does.
      const linkProblem = e instanceof ApiError && e.status === 422 ? e.fieldError('token') : undefined;
      if (linkProblem) setTokenError(linkProblem);
      else reportSubmitError<RestablecerPasswordBody>(e, setError, ['password', 'password_confirmation']);
    }
  }

  // The link's problem is the server's (a contract text): shown in the interface language.
  const linkProblem = tokenError ?? errors.token?.message;
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
          <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label={t('reset.title')}>
            <Stack gap="4">
              {problem && (
                <Alert.Root status="error" role="alert">
                  <Alert.Indicator />
                  <Alert.Title>{problem}</Alert.Title>
                </Alert.Root>
              )}
              <Text color="fg.muted">{t('reset.intro')}</Text>
              {(['password', 'password_confirmation'] satisfies Field[]).map((name) => (
                <FormField key={name} label={t(`reset.${name}`)} error={errors[name]?.message} required>
                  <Controller
                    control={control}
                    name={name}
                    render={({ field }) => <PasswordInput autoComplete="new-password" {...field} />}
                  />
                </FormField>
              ))}
              <Button type="submit" colorPalette="brand" loading={isSubmitting} disabled={!token}>
                {t('reset.submit')}
              </Button>
            </Stack>
          </form>
        )}
        <Link asChild colorPalette="brand">
          <RouterLink to="/login">{t('reset.toLogin')}</RouterLink>
        </Link>
      </Stack>
    </AuthLayout>
  );
}
