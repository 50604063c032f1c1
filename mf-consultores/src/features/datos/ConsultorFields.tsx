import type { ReactNode } from 'react';
import { FormField, FormSection, SimpleGrid, Stack, TextControl, TextInput } from '@dapcon/shared-ui';
import { AddressFields, type AddressNames } from '@dapcon/shared-ui/reference';
import { LogoControl } from '@dapcon/shared-ui/image';
import { logoConsultor, type ConsultorPerfil } from '@dapcon/contract/consultores';
import { useTranslation } from '@dapcon/shared-sdk';
import { useStoredFile } from '@dapcon/shared-sdk/query';
import { VerificadorCasillas } from './VerificadorCasillas';
import '../../i18n';

const ADDRESS: AddressNames = {
  direccion: 'consultor_direccion',
  pais: 'consultor_pais',
  codigoPostal: 'consultor_codigo_postal',
  poblacion: 'consultor_poblacion',
  provincia: 'consultor_provincia',
};

interface Props {
  perfil: ConsultorPerfil;
  /** Name and surnames are the administration's to change (spec part 2 §6); the consultant reads them. */
  editableName: boolean;
  /** Show the verifier's boxes (the form's verifier box is ticked, or the consultant verifies). */
  verifica: boolean;
  /** The administration's own section (verifier, commission earner), after the data. */
  children?: ReactNode;
}

/**
 * A consultant's data sections, as both its forms show them (the administration's page and the
 * consultant's own /mis-datos; spec part 1 §3, §5, part 2 §2.11): personal data (the NIF read-only),
 * company, address (the Spanish rules of registration), the logo with its cropper, and, for a
 * verifier, the boxes per language. Each section is a fieldset named by its title.
 */
export function ConsultorFields({ perfil, editableName, verifica, children }: Props) {
  const { t } = useTranslation('consultores');
  const { data: stored = null } = useStoredFile(logoConsultor, { params: { id: String(perfil.id) } }, perfil.tiene_logo);
  const nombre = `${perfil.consultor_nombre} ${perfil.consultor_apellidos}`;
  return (
    <Stack gap="8">
      <FormSection legend={t('datos.sections.personales')}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label={t('datos.fields.nif')} readOnly>
            <TextInput value={perfil.consultor_nif} readOnly />
          </FormField>
          <TextControl name="consultor_email" label={t('datos.fields.email')} type="email" autoComplete="email" required />
          <TextControl name="consultor_nombre" label={t('datos.fields.nombre')} readOnly={!editableName} required={editableName} />
          <TextControl name="consultor_apellidos" label={t('datos.fields.apellidos')} readOnly={!editableName} required={editableName} />
          <TextControl name="consultor_movil" label={t('datos.fields.movil')} type="tel" autoComplete="tel" required />
          <TextControl name="consultor_web" label={t('datos.fields.web')} type="url" autoComplete="url" />
        </SimpleGrid>
      </FormSection>
      <FormSection legend={t('datos.sections.empresa')}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextControl name="consultor_empresa_nombre" label={t('datos.fields.empresaNombre')} autoComplete="organization" />
          <TextControl name="consultor_empresa_cif" label={t('datos.fields.empresaCif')} />
        </SimpleGrid>
      </FormSection>
      <FormSection legend={t('datos.sections.direccion')}>
        <AddressFields names={ADDRESS} />
      </FormSection>
      <FormSection legend={t('datos.sections.logo')}>
        <LogoControl stored={stored} hasStored={perfil.tiene_logo} alt={t('datos.logo.alt', { nombre })} emptyText={t('datos.logo.ninguno')} />
      </FormSection>
      {children}
      {verifica ? <VerificadorCasillas /> : null}
    </Stack>
  );
}
