// The signing plugin's install modal (spec part 1 §2 'Modals'), loaded the first time it opens: its
// guides weigh more than the rest of the home's texts together.
import { Alert, Button, Link, Stack, Tabs, Text, Modal, chakra } from '@dapcon/shared-ui';
import { useTranslation } from '@dapcon/shared-sdk';
import { GUIAS_FIRMA, guiaDeNavegador, type GuiaFirma } from './navegador';
import './firma-i18n';

/** Where AutoFirma is downloaded (the Spanish administration's electronic signature portal). */
export const DESCARGAS_AUTOFIRMA = 'https://firmaelectronica.gob.es/Home/Descargas.html';

/** The steps of each guide (keys of 'home-firma' `pasos.<guia>`). */
const PASOS: Record<GuiaFirma, readonly string[]> = {
  chrome: ['p1', 'p2', 'p3', 'p4'],
  firefox: ['p1', 'p2', 'p3', 'p4'],
  edge: ['p1', 'p2', 'p3', 'p4'],
  android: ['p1', 'p2', 'p3'],
  ios: ['p1', 'p2', 'p3'],
};

/** Props of {@link PluginFirmaModal}. */
export interface PluginFirmaModalProps {
  open: boolean;
  onClose: () => void;
  /** The browser's user agent (the page's by default). */
  userAgent?: string;
}

/**
 * Per-browser install guides of the signing plugin (Chrome, Firefox, Edge, Android, iOS) as tabs, the
 * guide of the browser in use selected first ({@link guiaDeNavegador}); a browser the plugin does not
 * support gets a notice listing Chrome, Firefox and Edge, and the guides from Chrome's.
 */
export function PluginFirmaModal({ open, onClose, userAgent = navigator.userAgent }: PluginFirmaModalProps) {
  const { t } = useTranslation('home-firma');
  const detectada = guiaDeNavegador(userAgent);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('titulo')}
      size="lg"
      closeLabel={t('cerrar')}
      footer={
        <Button variant="outline" onClick={onClose}>
          {t('cerrar')}
        </Button>
      }
    >
      <Stack gap="4">
        <Text>{t('intro')}</Text>
        {detectada ? (
          <Text fontWeight="semibold">{t('detectado', { navegador: t(`navegador.${detectada}`) })}</Text>
        ) : (
          <Alert.Root status="warning" data-testid="navegador-no-compatible">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('noCompatible')}</Alert.Title>
              <Alert.Description>{t('compatibles')}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <Tabs.Root defaultValue={detectada ?? 'chrome'} variant="enclosed" colorPalette="brand" fitted>
          <Tabs.List aria-label={t('guias')} flexWrap="wrap">
            {GUIAS_FIRMA.map((guia) => (
              <Tabs.Trigger key={guia} value={guia}>
                {t(`navegador.${guia}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {GUIAS_FIRMA.map((guia) => (
            <Tabs.Content key={guia} value={guia} pt="4">
              <chakra.ol ps="5" display="flex" flexDirection="column" gap="2" listStyleType="decimal">
                {PASOS[guia].map((paso) => (
                  <li key={paso}>{t(`pasos.${guia}.${paso}`)}</li>
                ))}
              </chakra.ol>
              {guia === 'android' || guia === 'ios' ? null : (
                <Link href={DESCARGAS_AUTOFIRMA} target="_blank" rel="noopener noreferrer" colorPalette="brand" mt="3" display="inline-block">
                  {t('descargas')}
                </Link>
              )}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </Stack>
    </Modal>
  );
}
