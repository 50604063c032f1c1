// Pieces both registration forms use, inside their ContractForm: the account block (password
// twice and the logo) and what only the server can say about a new account.
import { PasswordControl, SimpleGrid, type FieldValues, type Path, type UseFormSetError } from '@dapcon/shared-ui';
import { ImageControl } from '@dapcon/shared-ui/image';
import { AUTH_MSG } from '@dapcon/contract/auth';
import { ApiError, useTranslation } from '@dapcon/shared-sdk';
import './i18n';

/** What only the server can say about a new account, and where it goes. */
const ACCOUNT_CONFLICTS: ReadonlyArray<[field: 'usuario' | 'email', message: string]> = [
  ['usuario', AUTH_MSG.documentoYaRegistrado],
  ['email', AUTH_MSG.correoYaRegistrado],
];

/**
 * A registration the browser refused is also sent as it is (`validate: false`), which the server
 * refuses too, storing nothing; its answer says whether the CIF/NIF or the e-mail belongs to an
 * account already, so that shows beside the other errors on the first submit. Nothing else of its
 * answer is used, and a failure to ask is no error of the form.
 *
 * @example
 * onInvalid: (values) => void showAccountConflicts(() => call(registroConsultor, { body: { ...values, logo: null } }, { validate: false }), form.setError)
 */
export async function showAccountConflicts<T extends FieldValues>(send: () => Promise<unknown>, setError: UseFormSetError<T>): Promise<void> {
  try {
    await send();
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 422) return;
    for (const [field, message] of ACCOUNT_CONFLICTS) {
      if (error.fieldError(field) === message) setError(field as Path<T>, { type: 'server', message });
    }
  }
}

/** The account block: `password`, `password_confirmation` and the `logo` (picked and cropped). */
export function AccountFields() {
  const { t } = useTranslation('auth');
  return (
    <>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <PasswordControl name="password" label={t('registro.fields.password')} autoComplete="new-password" required />
        <PasswordControl name="password_confirmation" label={t('registro.fields.passwordConfirmation')} autoComplete="new-password" required />
      </SimpleGrid>
      <ImageControl name="logo" label={t('registro.fields.logo')} />
    </>
  );
}
