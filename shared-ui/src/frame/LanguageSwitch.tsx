import { Button, Group } from '@chakra-ui/react';
import { useUiText } from '../i18n';

/** The portal's two interface languages. */
export type PortalLanguage = 'es' | 'ca';

/** Props of {@link LanguageSwitch}. */
export interface LanguageSwitchProps {
  value: PortalLanguage;
  onChange: (language: PortalLanguage) => void;
  /** Accessible name of the group. */
  label?: string;
}

const LANGUAGES: ReadonlyArray<{ code: PortalLanguage; short: string; name: string }> = [
  { code: 'es', short: 'ES', name: 'Español' },
  { code: 'ca', short: 'CA', name: 'Català' },
];

/**
 * Two toggle buttons, ES and CA; the current one has `aria-pressed="true"`.
 *
 * @example
 * <LanguageSwitch value={i18n.language as PortalLanguage} onChange={(l) => i18n.changeLanguage(l)} />
 */
export function LanguageSwitch({ value, onChange, label }: LanguageSwitchProps) {
  const { t } = useUiText();
  label ??= t('frame.language');
  return (
    <Group attached role="group" aria-label={label}>
      {LANGUAGES.map((lang) => {
        const pressed = lang.code === value;
        return (
          <Button
            key={lang.code}
            size="xs"
            variant={pressed ? 'solid' : 'outline'}
            aria-pressed={pressed}
            title={lang.name}
            lang={lang.code}
            onClick={() => {
              if (!pressed) onChange(lang.code);
            }}
          >
            {lang.short}
          </Button>
        );
      })}
    </Group>
  );
}
