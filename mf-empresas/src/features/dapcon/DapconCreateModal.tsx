import { useEffect, useState } from 'react';
import {
  Box,
  Button,
  CheckboxField,
  CheckboxControl,
  ContractForm,
  FormField,
  forgettingOnClose,
  HStack,
  Modal,
  SelectControl,
  Stack,
  Text,
  TextControl,
  useContractForm,
  useFormControl,
  useWatch,
  type ClosableProps,
} from '@dapcon/shared-ui';
import { CODIGO_RCP_GENERAL, rcps } from '@dapcon/contract/rcp';
import { CONSULTORES_MSG, consultorPorNif, verificadores, type ConsultorReferencia } from '@dapcon/contract/consultores';
import { crearDapcon, CrearDapconBody, DAPCON_MSG, IDIOMA_PRINCIPAL, type CrearDapconForm } from '@dapcon/contract/dapcon';
import { idiomas as idiomasEndpoint } from '@dapcon/contract/referencia';
import type { EmpresaListItem } from '@dapcon/contract/empresas';
import { ApiError, call, feedback, isLang, localizeMessage, useTranslation } from '@dapcon/shared-sdk';
import { useApiMutation, useApiQuery } from '@dapcon/shared-sdk/query';
import { OrganizacionSearchModal } from '../buscador/OrganizacionSearchModal';
import '../../i18n';

/** Props of {@link DapconCreateModal}. */
export interface DapconCreateModalProps extends ClosableProps {
  /** An administrator picks the company; a company creates for itself. */
  admin: boolean;
  /** Created: the new declaration's id (the modal has closed). */
  onCreated: (id: number) => void;
}

const FORM_ID = 'dapcon-crear';

type Idiomas = NonNullable<CrearDapconForm['idiomas']>;

/** The company an administrator creates for: picked with the 'Buscador de Organizaciones'. */
function EmpresaField() {
  const { t } = useTranslation('empresas');
  const { field, error } = useFormControl('org_id');
  const [picked, setPicked] = useState<EmpresaListItem | null>(null);
  const [searching, setSearching] = useState(false);
  return (
    <FormField label={t('dapcon.crear.empresa')} error={error} required>
      <HStack gap="3" flexWrap="wrap" w="full">
        <Text flex="1" data-testid="empresa-elegida" color={picked ? undefined : 'fg.muted'}>
          {picked ? `${picked.org_nombre} (${picked.org_cif})` : t('dapcon.crear.sinEmpresa')}
        </Text>
        <Button aria-haspopup="dialog" variant="outline" size="sm" onClick={() => setSearching(true)}>
          {t(picked ? 'dapcon.crear.cambiarEmpresa' : 'dapcon.crear.buscarEmpresa')}
        </Button>
      </HStack>
      <OrganizacionSearchModal
        open={searching}
        onClose={() => setSearching(false)}
        onPick={(org) => {
          setPicked(org);
          field.onChange(org.org_id);
        }}
      />
    </FormField>
  );
}

type Check = { nif: string; consultor: ConsultorReferencia | null } | null;

/**
 * The consultant's NIF and 'Comprobar' (GET /consultores/:nif/nif): the spec's answer under the
 * field, with the consultant's name in green when registered. The check informs; it does not block
 * 'Crear' (the server checks the NIF again and answers under the field).
 */
function ConsultorField() {
  const { t, i18n } = useTranslation('empresas');
  const lang = isLang(i18n.language) ? i18n.language : 'es';
  const nif = String(useWatch({ name: 'nif' }) ?? '').trim();
  const [check, setCheck] = useState<Check>(null);
  const [checking, setChecking] = useState(false);
  const shown = check && check.nif === nif ? check : null;
  const comprobar = async () => {
    if (nif === '') return;
    setChecking(true);
    try {
      const { data } = await call(consultorPorNif, { params: { nif } });
      setCheck({ nif, consultor: data });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.status === 404) setCheck({ nif, consultor: null });
      else if (!error.isSessionError) feedback.error(error);
    } finally {
      setChecking(false);
    }
  };
  return (
    <Stack gap="1">
      <HStack gap="3" alignItems="flex-start">
        <Box flex="1">
          <TextControl name="nif" label={t('dapcon.crear.nif')} required autoComplete="off" />
        </Box>
        <Button mt="7" variant="outline" onClick={() => void comprobar()} loading={checking} disabled={nif === ''}>
          {t('dapcon.crear.comprobar')}
        </Button>
      </HStack>
      {shown ? (
        <Text role="status" fontSize="sm" color={shown.consultor ? 'green.700' : 'red.600'} data-testid="consultor-comprobado">
          {shown.consultor
            ? `${localizeMessage(CONSULTORES_MSG.consultorValido, lang)}: ${shown.consultor.consultor_nombre} ${shown.consultor.consultor_apellidos}`
            : localizeMessage(CONSULTORES_MSG.consultorNoRegistrado, lang)}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The publication languages: a checkbox each (language 1 ticked and fixed) and its ECO Platform flag. */
function IdiomasField() {
  const { t } = useTranslation('empresas');
  const { field, error } = useFormControl('idiomas');
  const { data: lista = [] } = useApiQuery(idiomasEndpoint);
  const value = (field.value ?? []) as Idiomas;
  const entry = (id: number) => value.find((i) => Number(i.id) === id);
  const set = (id: number, next: { id: number; ecoplatform: boolean } | null) => {
    const others = value.filter((i) => Number(i.id) !== id);
    field.onChange(next ? [...others, next].sort((a, b) => Number(a.id) - Number(b.id)) : others);
  };
  return (
    <FormField label={t('dapcon.crear.idiomas')} error={error} required>
      <Stack gap="2" role="group" aria-label={t('dapcon.crear.idiomas')} w="full">
        {lista.map((idioma) => {
          const chosen = entry(idioma.id);
          const fixed = idioma.id === IDIOMA_PRINCIPAL;
          return (
            <HStack key={idioma.id} gap="6" data-testid={`idioma-${idioma.id}`}>
              <Box minW="10rem">
                <CheckboxField
                  label={idioma.idioma_nombre}
                  checked={chosen !== undefined}
                  disabled={fixed}
                  onCheckedChange={(checked) => set(idioma.id, checked ? { id: idioma.id, ecoplatform: false } : null)}
                />
              </Box>
              <CheckboxField
                label={<span aria-label={t('dapcon.crear.ecoplatformDe', { idioma: idioma.idioma_nombre })}>{t('dapcon.crear.ecoplatform')}</span>}
                checked={chosen?.ecoplatform === true}
                disabled={chosen === undefined}
                onCheckedChange={(checked) => set(idioma.id, { id: idioma.id, ecoplatform: checked })}
              />
            </HStack>
          );
        })}
      </Stack>
    </FormField>
  );
}

/** The note of the general RCP (coding code 100): the product sheet becomes mandatory (spec §2.9). */
function Nota100({ rcpId }: { rcpId: string }) {
  const { t } = useTranslation('empresas');
  const { data: lista = [] } = useApiQuery(rcps, { query: {} });
  const rcp = lista.find((r) => String(r.rcp_id) === rcpId);
  if (rcp?.codigo_para_codificacion_dapcon !== CODIGO_RCP_GENERAL) return null;
  return (
    <Text role="note" fontSize="sm" bg="blue.50" color="blue.800" px="3" py="2" borderRadius="md">
      {t('dapcon.crear.nota100')}
    </Text>
  );
}

function CrearForm({ admin, onBusy, onCreated }: { admin: boolean; onBusy: (busy: boolean) => void; onCreated: (id: number) => void }) {
  const { t } = useTranslation('empresas');
  const crear = useApiMutation(crearDapcon);
  const { data: rcpList = [] } = useApiQuery(rcps, { query: {} });
  const { data: verifList = [] } = useApiQuery(verificadores);
  const form = useContractForm(CrearDapconBody, {
    defaultValues: {
      org_id: null,
      Organizaciones_rcp_id: '',
      dv_nombre_producto: '',
      nif: '',
      verificador_nif: '',
      Organizaciones_confrm_veracidad_datos: false,
      idiomas: [{ id: IDIOMA_PRINCIPAL, ecoplatform: false }],
    },
    submit: async (body) => {
      // The schema lets a company leave the company out; an administrator must name it.
      if (admin && !body.org_id) {
        form.setError('org_id', { message: DAPCON_MSG.empresaObligatoria });
        return;
      }
      const { data } = await crear.mutateAsync({ body: admin ? body : { ...body, org_id: undefined } });
      onCreated(data.id);
    },
    onInvalid: (values) => {
      if (admin && !values.org_id) form.setError('org_id', { message: DAPCON_MSG.empresaObligatoria });
    },
  });
  const busy = form.formState.isSubmitting;
  useEffect(() => onBusy(busy), [busy, onBusy]);
  const rcpId = String(useWatch({ control: form.control, name: 'Organizaciones_rcp_id' }) ?? '');
  return (
    <ContractForm form={form} id={FORM_ID} aria-label={t('dapcon.crear.title')}>
      <Stack gap="4">
        {admin ? <EmpresaField /> : null}
        <SelectControl
          name="Organizaciones_rcp_id"
          label={t('dapcon.crear.rcp')}
          placeholder={t('dapcon.crear.rcpPlaceholder')}
          options={rcpList.filter((r) => r.vigente).map((r) => ({ value: String(r.rcp_id), label: `${r.rcp_equivalencia} · ${r.rcp_nombre}` }))}
          required
        />
        <Nota100 rcpId={rcpId} />
        <TextControl name="dv_nombre_producto" label={t('dapcon.crear.producto')} required />
        <ConsultorField />
        <SelectControl
          name="verificador_nif"
          label={t('dapcon.crear.verificador')}
          placeholder={t('dapcon.crear.verificadorPlaceholder')}
          options={verifList.map((v) => ({ value: v.consultor_nif, label: `${v.consultor_apellidos}, ${v.consultor_nombre}` }))}
          required
        />
        <IdiomasField />
        <CheckboxControl name="Organizaciones_confrm_veracidad_datos" label={t('dapcon.crear.veracidad')} required />
      </Stack>
    </ContractForm>
  );
}

function DapconCreate({ open, onClose, admin, onCreated }: DapconCreateModalProps) {
  const { t } = useTranslation('empresas');
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('dapcon.crear.title')}
      size="lg"
      closeOnInteractOutside={false}
      footer={
        <>
          <Button variant="outline" colorPalette="gray" onClick={onClose} disabled={busy}>
            {t('dapcon.crear.cancelar')}
          </Button>
          <Button type="submit" form={FORM_ID} colorPalette="brand" loading={busy}>
            {t('dapcon.crear.crear')}
          </Button>
        </>
      }
    >
      <CrearForm
        admin={admin}
        onBusy={setBusy}
        onCreated={(id) => {
          onClose();
          onCreated(id);
        }}
      />
    </Modal>
  );
}

/**
 * The 'Ficha de creación' of a DAPcon (spec part 2 §2.9, POST /Organizaciones/alta): for an
 * administrator the company first (the 'Buscador de Organizaciones'), then the RCP (in force), the
 * product, the LCA consultant's NIF with 'Comprobar', the verifier, the publication languages (1 fixed)
 * with their ECO Platform flag and the truthfulness box. Emptied every time it closes.
 *
 * @example
 * <DapconCreateModal open={open} onClose={close} admin={false} onCreated={(id) => navigate(`/dapcon/${id}/1`)} />
 */
export const DapconCreateModal = forgettingOnClose(DapconCreate);
