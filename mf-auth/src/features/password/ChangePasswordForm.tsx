import { Controller, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useTranslation } from 'react-i18next';
import { Button, HStack, Stack } from '@chakra-ui/react';
import { FormField, PasswordInput, reportSubmitError } from '@dapcon/shared-ui';
import { CambiarPasswordBody, feedback, patchCambiarPassword, type ChangePasswordProps } from '@dapcon/shared-sdk';
import '../../i18n';

type Field = keyof CambiarPasswordBody;
const FIELDS: Field[] = ['old_password', 'new_password', 'new_password_confirmation'];

/**
 * Change password (spec part 2 §5, §7.11), exposed as `mf_auth/ChangePassword` and opened by
 * the shell from the user menu. The server ends the user's other sessions.
 */
export default function ChangePasswordForm({ onDone, onCancel }: ChangePasswordProps) {
  const { t } = useTranslation('auth');
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CambiarPasswordBody>({
    resolver: valibotResolver(CambiarPasswordBody),
    criteriaMode: 'all',
    defaultValues: { old_password: '', new_password: '', new_password_confirmation: '' },
  });

  async function onSubmit(body: CambiarPasswordBody) {
    try {
      const res = await patchCambiarPassword(body);
      feedback.success(res.message);
      onDone();
    } catch (e) {
      reportSubmitError(e, setError, FIELDS);
    }
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label={t('changePassword.title')}>
      <Stack gap="4">
        {FIELDS.map((name) => (
          <FormField key={name} label={t(`changePassword.${name}`)} error={errors[name]?.message} required>
            <Controller
              control={control}
              name={name}
              render={({ field }) => (
                <PasswordInput autoComplete={name === 'old_password' ? 'current-password' : 'new-password'} {...field} />
              )}
            />
          </FormField>
        ))}
        <HStack justify="flex-end">
          <Button variant="outline" onClick={onCancel}>
            {t('cancel')}
          </Button>
          <Button type="submit" colorPalette="brand" loading={isSubmitting}>
            {t('changePassword.submit')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
