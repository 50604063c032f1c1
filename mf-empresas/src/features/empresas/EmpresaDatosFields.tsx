import type { ReactNode } from 'react';
import { FormSection, SimpleGrid, Stack, TextControl } from '@dapcon/shared-ui';
import { CompanyFields } from '@dapcon/shared-ui/reference';
import type { EmpresaPerfil } from '@dapcon/contract/empresas';
import { useTranslation } from '@dapcon/shared-sdk';
import { DocumentosSgm } from './DocumentosSgm';
import { LogoField } from './LogoField';
import { ReadOnlyField } from './ReadOnlyField';

interface Props {
  empresa: EmpresaPerfil;
  /**
   * The administration's form: it edits the legal name (spec part 2 §6) and the type and size (they
   * set the fee, issue 33 item 6); the company only sees them.
   */
  administration?: boolean;
  /** A stored document was removed: read the company again, keeping what was typed. */
  onDocumentRemoved: () => void;
  /** Sections of the administration's own (agreement, fees, API access, registration date). */
  children?: ReactNode;
}

/**
 * The body of a company's data form, the same on the company's own page (/mis-datos) and on the
 * administration's (/empresas/{cif}): the company (its CIF read-only; its legal name, or a person's
 * name and surnames, read-only for the company), the address, contact, contact person, billing contact and billing data
 * (shared-ui's CompanyFields, as the registration shows them; the type and size read-only for the
 * company), the environmental management
 * systems, the logo, then what the page adds.
 */
export function EmpresaDatosFields({ empresa, administration = false, onDocumentRemoved, children }: Props) {
  const { t } = useTranslation('empresas');
  const persona = empresa.es_persona;
  return (
    <Stack gap="8">
      <FormSection legend={t('datos.sections.empresa')}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <ReadOnlyField label={t(persona ? 'datos.fields.nif' : 'datos.fields.cif')} value={empresa.org_cif} />
          {!administration ? (
            <ReadOnlyField label={t(persona ? 'datos.fields.nombre' : 'datos.fields.razonSocial')} value={empresa.org_nombre} />
          ) : persona ? (
            <>
              <TextControl name="org_persona_nombre" label={t('datos.fields.nombre')} required />
              <TextControl name="org_persona_apellido" label={t('datos.fields.apellidos')} required />
            </>
          ) : (
            <TextControl name="org_nombre" label={t('datos.fields.razonSocial')} autoComplete="organization" required />
          )}
        </SimpleGrid>
      </FormSection>
      <CompanyFields readOnlyBilling={administration ? undefined : { tipo: empresa.org_tipo, tamanio: empresa.org_tamanio }} />
      <FormSection legend={t('datos.sections.sgm')}>
        <DocumentosSgm empresa={empresa} onRemoved={onDocumentRemoved} />
      </FormSection>
      <FormSection legend={t('datos.sections.logo')}>
        <LogoField empresa={empresa} />
      </FormSection>
      {children}
    </Stack>
  );
}
