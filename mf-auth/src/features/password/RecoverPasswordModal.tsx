import { useForm, type Resolver, type ResolverResult } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, Stack, Text } from '@chakra-ui/react';
import * as v from 'valibot';
import { FormField, Modal, TextInput } from '@dapcon/shared-ui';
import { ApiError, ReiniciarPasswordBody, feedback, postReiniciarPassword, type ModuloApp } from '@dapcon/shared-sdk';

/** The identifier field each module's recovery sends (spec part 1 §3). */
const IDENTIFIER = { organizacion: 'org_cif', consultor: 'consultor_nif', administrador: 'usuario' } as const;

interface Props {
  modulo: ModuloApp;
  open: boolean;
  onClose: () => void;
}

interface FormValues {
  identificador: string;
}

/**
 * Password recovery of one module (spec part 1 §2, §4). The server answers 200 with the same
 * message whether or not the account exists; the modal then closes and shows it.
 */
export function RecoverPasswordModal({ modulo, open, onClose }: Props) {
  const { t } = useTranslation('auth');
  const field = IDENTIFIER[modulo];
  const toBody = (identificador: string) => ({ modulo_app: modulo, [field]: identificador }) as ReiniciarPasswordBody;
  // The contract's schema, with its message shown under the one field of the form.
  const resolver: Resolver<FormValues> = async (values): Promise<ResolverResult<FormValues>> => {
    const parsed = v.safeParse(ReiniciarPasswordBody, toBody(values.identificador));
    if (parsed.success) return { values, errors: {} };
    return { values: {}, errors: { identificador: { type: 'validation', message: parsed.issues[0].message } } };
  };
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({ resolver, defaultValues: { identificador: '' } });

  function close() {
    reset();
    onClose();
  }

  async function onSubmit({ identificador }: FormValues) {
    try {
      const res = await postReiniciarPassword(toBody(identificador));
      close();
      feedback.success(res.message);
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      const message = e.status === 422 ? e.fieldError(field) : undefined;
      if (message) setError('identificador', { message });
      else feedback.error(e);
    }
  }

  return (
    <Modal
      open={open}
      onClose={close}
      title={t('recover.title')}
      footer={
        <>
          <Button variant="outline" onClick={close}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={`recover-${modulo}`} colorPalette="brand" loading={isSubmitting}>
            {t('recover.submit')}
          </Button>
        </>
      }
    >
      <form id={`recover-${modulo}`} onSubmit={handleSubmit(onSubmit)} noValidate>
        <Stack gap="4">
          <Text color="fg.muted">{t('recover.intro')}</Text>
          <FormField label={t(`usuario.${modulo}`)} error={errors.identificador?.message} required>
            <TextInput autoComplete="username" {...register('identificador')} />
          </FormField>
        </Stack>
      </form>
    </Modal>
  );
}
