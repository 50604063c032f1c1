import { Button, ContractForm, Modal, Stack, Text, TextControl, useContractForm } from '@dapcon/shared-ui';
import type { ModuloApp } from '@dapcon/contract/core';
import { reiniciarPassword, ReiniciarPasswordBody } from '@dapcon/contract/auth';
import { call, feedback, useTranslation } from '@dapcon/shared-sdk';
// Its texts, whoever opens it (the sign-in page loads it on first use): a test or a story rendering it alone
// got the keys ('recover.title') when no other file had loaded them first.
import '../../i18n';

/** The identifier field each module's recovery sends (spec part 1 §3). */
const IDENTIFIER = { organizacion: 'org_cif', consultor: 'consultor_nif', administrador: 'usuario' } as const;

interface Props {
  modulo: ModuloApp;
  open: boolean;
  onClose: () => void;
}

/**
 * Password recovery of one module (spec part 1 §2, §4), bound to the contract's
 * ReiniciarPasswordBody: the module and its identifier field. The server answers 200 with the same
 * message whether or not the account exists; the modal then closes and shows it.
 */
export function RecoverPasswordModal({ modulo, open, onClose }: Props) {
  const { t } = useTranslation('auth');
  const field = IDENTIFIER[modulo];
  const form = useContractForm(ReiniciarPasswordBody, {
    defaultValues: { modulo_app: modulo, [field]: '' },
    submit: async (body) => {
      const res = await call(reiniciarPassword, { body });
      close();
      feedback.success(res.message);
    },
  });

  function close() {
    form.reset();
    onClose();
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
          <Button type="submit" form={`recover-${modulo}`} colorPalette="brand" loading={form.formState.isSubmitting}>
            {t('recover.submit')}
          </Button>
        </>
      }
    >
      <ContractForm form={form} id={`recover-${modulo}`}>
        <Stack gap="4">
          <Text color="fg.muted">{t('recover.intro')}</Text>
          <TextControl name={field} label={t(`usuario.${modulo}`)} autoComplete="username" required />
        </Stack>
      </ContractForm>
    </Modal>
  );
}
