import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useTranslation } from 'react-i18next';
import { Button, HStack, Stack } from '@chakra-ui/react';
import { CheckboxField, ConfirmModal, FormField, PasswordInput, TextInput, reportSubmitError } from '@dapcon/shared-ui';
import { LoginBody, postLogin, useSession, type ModuloApp } from '@dapcon/shared-sdk';
import { recall, remember } from './remember';

interface Props {
  modulo: ModuloApp;
  /** 'Registrarme' and password recovery, for the modules that have them. */
  onRegister?: () => void;
  onForgot: () => void;
}

/**
 * The sign-in form of one module (spec part 1 §2, §5). The body is validated
 * with the contract's LoginBody, the same schema the API validates with.
 */
export function LoginForm({ modulo, onRegister, onForgot }: Props) {
  const { t } = useTranslation('auth');
  const saved = recall(modulo);
  const [rememberMe, setRememberMe] = useState(saved !== null);
  const [confirming, setConfirming] = useState(false);
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginBody>({
    resolver: valibotResolver(LoginBody),
    defaultValues: { usuario: saved?.usuario ?? '', password: saved?.password ?? '', modulo_app: modulo },
  });

  async function onSubmit(body: LoginBody) {
    remember(modulo, rememberMe ? { usuario: body.usuario, password: body.password } : null);
    try {
      const res = await postLogin(body);
      // The shell's gate then takes the user where they were heading (or home).
      useSession.getState().signIn(res.data.token);
    } catch (e) {
      reportSubmitError(e, setError, ['usuario', 'password']);
    }
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label={t(`usuario.${modulo}`)}>
      <Stack gap="4">
        <FormField label={t(`usuario.${modulo}`)} error={errors.usuario?.message} required>
          <TextInput autoComplete="username" {...register('usuario')} />
        </FormField>
        <FormField label={t('password')} error={errors.password?.message} required>
          <Controller
            control={control}
            name="password"
            render={({ field }) => <PasswordInput autoComplete="current-password" {...field} />}
          />
        </FormField>
        <CheckboxField
          label={t('remember')}
          checked={rememberMe}
          onCheckedChange={(checked) => {
            // Ticking asks first; unticking forgets at once.
            if (checked) setConfirming(true);
            else {
              setRememberMe(false);
              remember(modulo, null);
            }
          }}
        />
        <Button type="submit" colorPalette="brand" loading={isSubmitting} loadingText={t('submitting')}>
          {t('submit')}
        </Button>
        <HStack justify="space-between" wrap="wrap">
          <Button variant="plain" colorPalette="brand" size="sm" px="0" onClick={onForgot}>
            {t('forgot')}
          </Button>
          {onRegister && (
            <Button variant="outline" colorPalette="brand" size="sm" onClick={onRegister}>
              {t('register')}
            </Button>
          )}
        </HStack>
      </Stack>
      <ConfirmModal
        open={confirming}
        title={t('rememberTitle')}
        message={t('rememberText')}
        confirmLabel={t('accept')}
        cancelLabel={t('cancel')}
        onConfirm={() => {
          setRememberMe(true);
          setConfirming(false);
        }}
        onCancel={() => setConfirming(false)}
      />
    </form>
  );
}
