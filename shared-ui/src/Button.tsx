import { Button as ChakraButton, Spinner, VisuallyHidden, type ButtonProps } from '@chakra-ui/react';
import { forwardRef, useCallback, useEffect, useRef, type MouseEvent } from 'react';

/**
 * Chakra's Button, which keeps its name while it is `loading`. Chakra draws the spinner over the label
 * and hides the label (`visibility: hidden`), which leaves a screen reader a nameless button (axe's
 * `button-name`, WCAG 4.1.2): here the spinner carries the label as visually hidden text, so the button
 * looks the same and keeps its width, and is still read 'Guardar' while it saves. A `loadingText` or a
 * spinner of one's own is Chakra's as before.
 *
 * It also keeps a keyboard user's place: a loading button is disabled, and the browser drops the focus
 * of a disabled button to the page's body, so after 'Comprobar' the next Tab started over at the top.
 * A button that had the focus when it was pressed gets it back when it stops loading, unless the focus
 * went somewhere else meanwhile (WCAG 2.4.3).
 *
 * @example
 * <Button type="submit" colorPalette="brand" loading={form.formState.isSubmitting}>Guardar</Button>
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button({ loading, loadingText, spinner, children, onClick, ...rest }, ref) {
  const own = useRef<HTMLButtonElement | null>(null);
  const setRef = useCallback(
    (node: HTMLButtonElement | null) => {
      own.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );
  // Whether the last press came with the focus on the button, and whether the loading under way did.
  const pressedFocused = useRef(false);
  const refocus = useRef(false);
  useEffect(() => {
    if (loading) {
      refocus.current = pressedFocused.current;
      pressedFocused.current = false;
      return;
    }
    const button = own.current;
    if (!refocus.current || !button) return;
    refocus.current = false;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (lost && button.isConnected && !button.disabled) button.focus();
  }, [loading]);
  const named =
    loading && loadingText === undefined && spinner === undefined && !rest.asChild ? (
      <>
        <Spinner size="inherit" borderWidth="0.125em" color="inherit" />
        <VisuallyHidden>{children}</VisuallyHidden>
      </>
    ) : (
      spinner
    );
  return (
    <ChakraButton
      ref={setRef}
      loading={loading}
      loadingText={loadingText}
      spinner={named}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        pressedFocused.current = document.activeElement === event.currentTarget;
        onClick?.(event);
      }}
      {...rest}
    >
      {children}
    </ChakraButton>
  );
});
