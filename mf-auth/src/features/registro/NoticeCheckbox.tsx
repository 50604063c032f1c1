import { useState } from 'react';
import { Button, CheckboxField, HStack, Modal, Stack, Text, useFormControl } from '@dapcon/shared-ui';
import { NOTICES, type NoticeKind } from './texts';
import { useTranslation } from '@dapcon/shared-sdk';
import './i18n';

interface Props {
  /** The acceptance field of the surrounding form (a boolean). */
  name: string;
  notice: NoticeKind;
  label: string;
}

/**
 * An acceptance checkbox that opens its notice first (spec part 1 §2): ticking shows the
 * 'Términos y condiciones' or 'Protección de datos' text, whose 'Aceptar' sets the flag;
 * 'Cancelar' (or closing) leaves it unticked. Unticking needs no confirmation.
 */
export function NoticeCheckbox({ name, notice, label }: Props) {
  const { t } = useTranslation('auth');
  const { field, error } = useFormControl(name);
  const checked = field.value === true;
  const onChange = (value: boolean) => field.onChange(value);
  const [reading, setReading] = useState(false);
  const close = () => setReading(false);
  return (
    <>
      <CheckboxField
        name={field.name}
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
