import { useState } from 'react';
import { Alert, Box, Button, CheckboxControl, FormSection, SelectControl, SimpleGrid, Stack, Text, TextControl, type ContractFormHandle } from '@dapcon/shared-ui';
import { isPersonTaxId, normalizeTaxId } from '@dapcon/contract/core';
import { perfilesAsignables, verificarUsuarioAdmin, type PerfilAsociacion, type UsuarioAdmin, type UsuarioAdminBody, type UsuarioAdminBodyInput } from '@dapcon/contract/consultores';
import { ApiError, reportApiError, useSession, useTranslation } from '@dapcon/shared-sdk';
import { useApiMutation } from '@dapcon/shared-sdk/query';
import './i18n';

/** The form's values for a user (empty for a new one: profile 2, the one anyone may give). */
export function usuarioValues(usuario: UsuarioAdmin | null): UsuarioAdminBodyInput {
  return {
    usuario: usuario?.usuario ?? '',
    nombre: usuario?.nombre ?? '',
    apellidos: usuario?.apellidos ?? '',
    telefono: usuario?.telefono ?? '',
    email: usuario?.email ?? '',
    perfiles: String(usuario?.perfiles[0] ?? 2),
    recibir_notificacion: usuario?.recibir_notificacion ?? false,
  };
}

/**
 * The profiles the signed-in administrator may pick (part 2 §6): both for profile 1, only profile 2 for
 * anyone else; a user's own profile stays listed so their form shows what they have.
 */
export function usePerfilesAsignables(actual?: PerfilAsociacion): readonly PerfilAsociacion[] {
  const perfil = useSession((s) => s.user?.perfil ?? 0);
  const asignables = perfilesAsignables(perfil);
  return actual !== undefined && !asignables.includes(actual) ? [...asignables, actual] : asignables;
}

/** The signed-in user's id (the token's `sub`), or null. */
export function useMiId(): number | null {
  const sub = useSession((s) => s.user?.sub);
  return sub === undefined ? null : Number(sub);
}

type UsuarioFormHandle = ContractFormHandle<typeof UsuarioAdminBody>;

/**
 * Leaving the NIF field looks the NIF up (part 2 §2.13, `POST /usuario-admin/caateeb/verificar`): an
 * association user who has it is offered (their name and e-mail, and a way to their page); a NIF of
 * another account of the portal gets the server's message under the field; a free one, nothing.
 */
function useNifLookup(form: UsuarioFormHandle, usuarioId: number | null) {
  const [found, setFound] = useState<UsuarioAdmin | null>(null);
  const [checked, setChecked] = useState('');
  // A lookup sent as a POST: it changes nothing, so its endpoint declares nothing stale.
  const verificar = useApiMutation(verificarUsuarioAdmin);
  const check = async () => {
    const nif = normalizeTaxId(String(form.getValues('usuario') ?? ''));
    if (nif === checked) return;
    setChecked(nif);
    setFound(null);
    if (!isPersonTaxId(nif)) return;
    try {
      const res = await verificar.mutateAsync({ body: { nif } });
      setFound(res.data.id === usuarioId ? null : res.data);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return;
      if (error instanceof ApiError && error.status === 409) form.setError('usuario', { type: 'server', message: error.message });
      else reportApiError(error);
    }
  };
  return { found, check };
}

/** The offer of the user found by the lookup: who they are, and 'Abrir su ficha'. */
function Encontrado({ usuario, onOpen }: { usuario: UsuarioAdmin; onOpen: (id: number) => void }) {
  const { t } = useTranslation('consultores');
  return (
    <Alert.Root status="info" data-testid="usuario-encontrado">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('usuarios.encontrado.titulo')}</Alert.Title>
        <Alert.Description>
          <Stack gap="2" align="flex-start">
            <Text>{t('usuarios.encontrado.texto', { nombre: `${usuario.nombre} ${usuario.apellidos}`, email: usuario.email })}</Text>
            <Button size="sm" variant="outline" onClick={() => onOpen(usuario.id)}>
              {t('usuarios.encontrado.abrir')}
            </Button>
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** Props of {@link UsuarioFields}. */
export interface UsuarioFieldsProps {
  form: UsuarioFormHandle;
  /** The user edited, or null for a new one. */
  usuario: UsuarioAdmin | null;
  /** 'Abrir su ficha' of the user the NIF lookup found. */
  onOpenUser: (id: number) => void;
}

/**
 * An association user's fields (part 2 §2.13, §3, §5): NIF, name and surnames; phone and e-mail; the
 * profile (only those the administrator may give) and 'recibir_notificacion'. Inside a ContractForm
 * over `UsuarioAdminBody`; each field shows its error under it.
 */
export function UsuarioFields({ form, usuario, onOpenUser }: UsuarioFieldsProps) {
  const { t } = useTranslation('consultores');
  const { found, check } = useNifLookup(form, usuario?.id ?? null);
  const perfiles = usePerfilesAsignables(usuario?.perfiles[0]).map((p) => ({ value: String(p), label: t(`usuarios.perfiles.${p}`) }));
  return (
    <Stack gap="6">
      <FormSection legend={t('usuarios.form.personales')}>
        <Stack gap="4">
          <Box onBlur={() => void check()}>
            <TextControl name="usuario" label={t('usuarios.form.usuario')} helperText={t('usuarios.form.usuarioAyuda')} autoComplete="off" required />
          </Box>
          {found ? <Encontrado usuario={found} onOpen={onOpenUser} /> : null}
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <TextControl name="nombre" label={t('usuarios.form.nombre')} autoComplete="off" required />
            <TextControl name="apellidos" label={t('usuarios.form.apellidos')} autoComplete="off" required />
          </SimpleGrid>
        </Stack>
      </FormSection>
      <FormSection legend={t('usuarios.form.contacto')}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextControl name="telefono" type="tel" label={t('usuarios.form.telefono')} autoComplete="off" required />
          <TextControl name="email" type="email" label={t('usuarios.form.email')} autoComplete="off" required />
        </SimpleGrid>
      </FormSection>
      <FormSection legend={t('usuarios.form.acceso')}>
        <Stack gap="4">
          <SelectControl name="perfiles" label={t('usuarios.form.perfil')} options={perfiles} placeholder={t('usuarios.form.seleccione')} required />
          <CheckboxControl name="recibir_notificacion" label={t('usuarios.form.recibirNotificacion')} />
        </Stack>
      </FormSection>
      {usuario === null ? <Text color="fg.muted">{t('usuarios.form.nuevoAyuda')}</Text> : null}
    </Stack>
  );
}
