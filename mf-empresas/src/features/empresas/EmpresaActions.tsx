import { useState } from 'react';
import { Button, ConfirmModal, HStack, useNavigate } from '@dapcon/shared-ui';
import { eliminarEmpresa, EMPRESAS_MSG, type EmpresaDetalle } from '@dapcon/contract/empresas';
import { feedback, isLang, localizeMessage, reportApiError, startImpersonation, useTranslation } from '@dapcon/shared-sdk';
import { useApiMutation } from '@dapcon/shared-sdk/query';
import { BajaAltaModal } from './BajaAltaModal';

interface Props {
  empresa: EmpresaDetalle;
  /** After a baja or an alta: read the company again (the form too: the alta changes its date). */
  onChanged: () => Promise<void>;
}

/**
 * The company's actions on its page (spec part 2 §2.5): 'Dar de baja' (or 'Dar de alta' when it
 * left), 'Iniciar Sesión' as the company, and 'Eliminar' after 'Realmente desea borrar esta empresa',
 * back to the list. A refusal (a company with DAPcons or payments: 409) shows in the shell's error
 * modal.
 */
export function EmpresaActions({ empresa, onChanged }: Props) {
  const { t, i18n } = useTranslation('empresas');
  const navigate = useNavigate();
  const [bajaAlta, setBajaAlta] = useState(false);
  const [deleting, setDeleting] = useState<'asking' | 'sending' | null>(null);
  const [impersonating, setImpersonating] = useState(false);
  const deBaja = empresa.org_fecha_baja !== null;

  // The list (without it) and the panel read again: eliminarEmpresa's `stale`.
  const eliminar = useApiMutation(eliminarEmpresa);
  const remove = async () => {
    setDeleting('sending');
    const res = await eliminar.run({ params: { id: String(empresa.org_id) } });
    if (!res) {
      setDeleting(null);
      return;
    }
    navigate('/empresas');
    feedback.success(res.message);
  };

  const impersonate = async () => {
    setImpersonating(true);
    try {
      await startImpersonation(empresa.usuario);
    } catch (error) {
      reportApiError(error);
    } finally {
      setImpersonating(false);
    }
  };

  return (
    <HStack gap="2" wrap="wrap" role="group" aria-label={t('ficha.actions.label')}>
      <Button aria-haspopup="dialog" variant="outline" colorPalette={deBaja ? 'brand' : 'orange'} onClick={() => setBajaAlta(true)}>
        {t(deBaja ? 'ficha.actions.darDeAlta' : 'ficha.actions.darDeBaja')}
      </Button>
      {/* A company that left cannot sign in, so neither can an administrator as it. */}
      <Button variant="outline" onClick={() => void impersonate()} loading={impersonating} disabled={deBaja}>
        {t('ficha.actions.iniciarSesion')}
      </Button>
      <Button variant="outline" colorPalette="red" onClick={() => setDeleting('asking')}>
        {t('ficha.actions.eliminar')}
      </Button>
      <BajaAltaModal
        open={bajaAlta}
        onClose={() => setBajaAlta(false)}
        empresa={empresa}
        onDone={(message) => {
          void onChanged().then(() => feedback.success(message));
        }}
      />
      <ConfirmModal
        open={deleting !== null}
        title={t('ficha.eliminar.title')}
        // 'Realmente desea borrar esta empresa' (spec part 2 §5): the contract's text, in the interface language.
        message={localizeMessage(EMPRESAS_MSG.confirmarBorrado, isLang(i18n.language) ? i18n.language : 'es')}
        confirmLabel={t('ficha.eliminar.confirm')}
        destructive
        loading={deleting === 'sending'}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
      />
    </HStack>
  );
}

