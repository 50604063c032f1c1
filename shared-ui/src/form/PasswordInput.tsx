import { forwardRef, useState } from 'react';
import { IconButton, Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { useUiText } from '../i18n';

/** Props of {@link PasswordInput}. */
export interface PasswordInputProps extends Omit<InputProps, 'type'> {
  /** Accessible name of the toggle while the password is hidden. */
  showLabel?: string;
  /** Accessible name of the toggle while the password is visible. */
  hideLabel?: string;
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <path d="M3 3l18 18" /> : null}
    </svg>
  );
}

/**
 * A password input with a show/hide toggle; forwards its ref for react-hook-form.
 *
 * @example
 * <FormField label="Contraseña" required error={errors.password?.message}>
 *   <PasswordInput autoComplete="current-password" {...register('password')} />
 * </FormField>
 */
export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(function PasswordInput(
  { showLabel, hideLabel, ...props },
  ref,
) {
  const { t } = useUiText();
  const [visible, setVisible] = useState(false);
  return (
    <InputGroup
      endElementProps={{ paddingInlineEnd: '1' }}
      endElement={
        <IconButton
          type="button"
          variant="ghost"
          colorPalette="gray"
          size="xs"
          aria-label={visible ? (hideLabel ?? t('password.hide')) : (showLabel ?? t('password.show'))}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
          disabled={props.disabled}
        >
          <EyeIcon crossed={visible} />
        </IconButton>
      }
    >
      <Input ref={ref} {...props} type={visible ? 'text' : 'password'} />
    </InputGroup>
  );
});
