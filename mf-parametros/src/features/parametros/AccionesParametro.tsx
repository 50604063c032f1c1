// The foot of a parameter's form (the tree's and the classification's, whose nodes are parameters too):
// 'Eliminar' when the caller may, which deactivates it (`PATCH /parametros/{id}/cambiar-estado-activo`,
// `activo` false) after the confirmation; 'Cancelar'; 'Guardar' unless the form is read-only. A failed
// deactivation goes to the shell's error modal (a session error is the shell's: it signs out).
import { useState } from 'react';
import { Button, ConfirmModal, HStack } from '@dapcon/shared-ui';
import { cambiarEstadoParametro } from '@dapcon/contract/parametros';
import { useApiMutation } from '@dapcon/shared-sdk/query';

/** Props of {@link AccionesParametro}. */
export interface AccionesParametroProps {
  /** The parameter 'Eliminar' deactivates; null hides it (a new one, or one the caller may not delete). */
  borrable: string | null;
  soloLectura: boolean;
  enviando: boolean;
  textos: { eliminar: string; cancelar: string; guardar: string; confirmarEliminar: string };
  onCancel: () => void;
  /** Deactivated: the API's message. */
  onDeleted: (message: string) => void;
}

/** The form's buttons and the delete confirmation; to be placed inside the form (Guardar submits it). */
export function AccionesParametro({ borrable, soloLectura, enviando, textos, onCancel, onDeleted }: AccionesParametroProps) {
  const [borrando, setBorrando] = useState(false);
  // The tree, the parameter and the option lists read again: cambiarEstadoParametro's `stale`.
  const baja = useApiMutation(cambiarEstadoParametro);

  const eliminar = async () => {
    if (borrable === null) return;
    const res = await baja.run({ params: { id: borrable }, body: { activo: false } });
    setBorrando(false);
    if (res) onDeleted(res.message);
  };

  return (
    <>
      <HStack gap="3" mt="5" justify="flex-end" wrap="wrap">
        {borrable !== null ? (
          <Button aria-haspopup="dialog" variant="outline" colorPalette="red" me="auto" onClick={() => setBorrando(true)}>
            {textos.eliminar}
          </Button>
        ) : null}
        <Button variant="outline" colorPalette="gray" onClick={onCancel} disabled={enviando}>
          {textos.cancelar}
        </Button>
        {soloLectura ? null : (
          <Button type="submit" loading={enviando}>
            {textos.guardar}
          </Button>
        )}
      </HStack>
      <ConfirmModal open={borrando} message={textos.confirmarEliminar} onConfirm={() => void eliminar()} onCancel={() => setBorrando(false)} loading={baja.isPending} destructive />
    </>
  );
}
