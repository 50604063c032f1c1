import type { ReactNode, RefObject } from 'react';
import { Button, Input, useFieldContext } from '@chakra-ui/react';

/** Props of {@link FilePickButton} (internal to the file fields). */
export interface FilePickButtonProps {
  inputRef: RefObject<HTMLInputElement | null>;
  /** The input's `accept` attribute. */
  accept?: string;
  name?: string;
  disabled?: boolean;
  /** Text of the visible button. */
  children: ReactNode;
  onPick: (file: File) => void;
  /** Id of the text naming the chosen file, added to the input's description. */
  chosenId?: string;
}

/**
 * A native file input, visually hidden but focusable, named by the surrounding `Field.Label` and
 * described by its helper or error text; and the visible button that opens it. The button is only
 * for pointer users (hidden from assistive technology and out of the tab order): keyboard and
 * screen-reader users reach the input itself, whose focus ring the button shows.
 * After every pick the input is emptied: the chosen file lives in the owner's state.
 *
 * @example
 * <Field.Root><Field.Label>Documento</Field.Label>
 *   <FilePickButton inputRef={input} onPick={setFile}>Seleccionar archivo</FilePickButton>
 * </Field.Root>
 */
export function FilePickButton({ inputRef, accept, name, disabled, children, onPick, chosenId }: FilePickButtonProps) {
  const field = useFieldContext();
  const fieldDescribedBy = field?.getInputProps()['aria-describedby'];
  const describedBy = [fieldDescribedBy, chosenId].filter(Boolean).join(' ') || undefined;
  return (
    <>
      <Input
        ref={inputRef}
        type="file"
        unstyled
        srOnly
        className="peer"
        name={name}
        accept={accept}
        aria-describedby={describedBy}
        disabled={disabled}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) onPick(file);
        }}
      />
      <Button
        type="button"
        variant="outline"
        size="sm"
        tabIndex={-1}
        aria-hidden
        disabled={disabled}
        onClick={() => inputRef.current?.click()}
        _peerFocusVisible={{ outlineWidth: '2px', outlineStyle: 'solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
      >
        {children}
      </Button>
    </>
  );
}
