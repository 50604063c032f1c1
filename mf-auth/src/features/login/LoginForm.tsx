import { useState } from 'react';
import { Button, CheckboxField, ConfirmModal, ContractForm, HStack, PasswordControl, Stack, TextControl, useContractForm } from '@dapcon/shared-ui';
import type { ModuloApp } from '@dapcon/contract/core';
import { login, LoginBody } from '@dapcon/contract/auth';
import { call, useSession, useTranslation } from '@dapcon/shared-sdk';
import { recall, remember } from './remember';

interface Props {
  modulo: ModuloApp;
  /** 'Registrarme' and password recovery, for the modules that have them. */
  onRegister?: () => void;
  onForgot: () => void;
}

/**
 * The sign-in form of one module (spec part 1 §2, §5), bound to the contract's LoginBody, the same
 * schema the API validates with.
 */
export function LoginForm({ modulo, onRegister, onForgot }: Props) {
  const { t } = useTranslation('auth');
  const saved = recall(modulo);
  const [rememberMe, setRememberMe] = useState(saved !== null);
  const [confirming, setConfirming] = useState(false);
  const form = useContractForm(LoginBody, {
    defaultValues: { usuario: saved?.usuario ?? '', password: saved?.password ?? '', modulo_app: modulo },
    submit: async (body) => {
      remember(modulo, rememberMe ? { usuario: body.usuario, password: body.password } : null);
      const res = await call(login, { body });
      // The shell's gate then takes the user where they were heading (or home).
      useSession.getState().signIn(res.data.token);
    },
  });

  return (
    // The page /login opens on (the company's tab) may have been drawn by the server: this form takes it over.
    <ContractForm form={form} aria-label={t(`usuario.${modulo}`)} takesFirstScreen={modulo === 'organizacion'}>
      <Stack gap="4">
        <TextControl name="usuario" label={t(`usuario.${modulo}`)} autoComplete="username" required />
        <PasswordControl name="password" label={t('password')} autoComplete="current-password" required />
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
        <Button type="submit" colorPalette="brand" loading={form.formState.isSubmitting} loadingText={t('submitting')}>
          {t('submit')}
        </Button>
        <HStack justify="space-between" wrap="wrap">
          <Button variant="plain" colorPalette="brand" size="sm" px="0" onClick={onForgot} aria-haspopup="dialog">
            {t('forgot')}
          </Button>
          {onRegister && (
            <Button variant="outline" colorPalette="brand" size="sm" onClick={onRegister} aria-haspopup="dialog">
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
    </ContractForm>
  );
}
