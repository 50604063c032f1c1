import { Button, ContractForm, HStack, PasswordControl, Stack, useContractForm } from '@dapcon/shared-ui';
import { cambiarPassword, CambiarPasswordBody } from '@dapcon/contract/auth';
import { feedback, type ChangePasswordProps, useTranslation } from '@dapcon/shared-sdk';
import { useApiMutation } from '@dapcon/shared-sdk/query';
import '../../i18n';
import './i18n';

const FIELDS = ['old_password', 'new_password', 'new_password_confirmation'] as const;

/**
 * Change password (spec part 2 §5, §7.11), exposed as `mf_auth/ChangePassword` and opened by
 * the shell from the user menu. The server ends the user's other sessions.
 */
export default function ChangePasswordForm({ onDone, onCancel }: ChangePasswordProps) {
  const { t } = useTranslation('auth');
  const cambiar = useApiMutation(cambiarPassword);
  const form = useContractForm(CambiarPasswordBody, {
    defaultValues: { old_password: '', new_password: '', new_password_confirmation: '' },
    submit: async (body) => {
      const res = await cambiar.mutateAsync({ body });
      feedback.success(res.message);
      onDone();
    },
  });

  return (
    <ContractForm form={form} aria-label={t('changePassword.title')}>
      <Stack gap="4">
        {FIELDS.map((name) => (
          <PasswordControl
            key={name}
            name={name}
            label={t(`changePassword.${name}`)}
            autoComplete={name === 'old_password' ? 'current-password' : 'new-password'}
            required
          />
        ))}
        <HStack justify="flex-end">
          <Button variant="outline" onClick={onCancel}>
            {t('cancel')}
          </Button>
          <Button type="submit" colorPalette="brand" loading={form.formState.isSubmitting}>
            {t('changePassword.submit')}
          </Button>
        </HStack>
      </Stack>
    </ContractForm>
  );
}
