import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { CheckboxField, Modal } from '@dapcon/shared-ui';
import { NOTICES, type NoticeKind } from './texts';

interface Props {
  notice: NoticeKind;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
}

/**
 * An acceptance checkbox that opens its notice first (spec part 1 §2): ticking shows the
 * 'Términos y condiciones' or 'Protección de datos' text, whose 'Aceptar' sets the flag;
 * 'Cancelar' (or closing) leaves it unticked. Unticking needs no confirmation.
 */
export function NoticeCheckbox({ notice, label, checked, onChange, error }: Props) {
  const { t } = useTranslation('auth');
  const [reading, setReading] = useState(false);
  const close = () => setReading(false);
  return (
    <>
      <CheckboxField
        label={label}
        checked={checked}
        error={error}
        onCheckedChange={(next) => {
          if (next) setReading(true);
          else onChange(false);
        }}
      />
      <Modal
        open={reading}
        onClose={close}
        title={t(`registro.notices.${notice}`)}
        size="lg"
        closeLabel={null}
        footer={
          <HStack gap="3" justify="flex-end" w="full">
            <Button variant="outline" colorPalette="gray" onClick={close}>
              {t('cancel')}
            </Button>
            <Button
              colorPalette="brand"
              onClick={() => {
                onChange(true);
                close();
              }}
            >
              {t('accept')}
            </Button>
          </HStack>
        }
      >
        <Stack gap="3">
          {NOTICES[notice].map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
        </Stack>
      </Modal>
    </>
  );
}
