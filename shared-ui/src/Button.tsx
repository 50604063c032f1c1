import { Button as ChakraButton, Spinner, VisuallyHidden, type ButtonProps } from '@chakra-ui/react';
import { forwardRef } from 'react';

/**
 * Chakra's Button, which keeps its name while it is `loading`. Chakra draws the spinner over the label
 * and hides the label (`visibility: hidden`), which leaves a screen reader a nameless button (axe's
 * `button-name`, WCAG 4.1.2): here the spinner carries the label as visually hidden text, so the button
 * looks the same and keeps its width, and is still read 'Guardar' while it saves. A `loadingText` or a
 * spinner of one's own is Chakra's as before.
 *
 * @example
 * <Button type="submit" colorPalette="brand" loading={form.formState.isSubmitting}>Guardar</Button>
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button({ loading, loadingText, spinner, children, ...rest }, ref) {
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
    <ChakraButton ref={ref} loading={loading} loadingText={loadingText} spinner={named} {...rest}>
      {children}
    </ChakraButton>
  );
});
