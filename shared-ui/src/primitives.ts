/**
 * Chakra UI's layout, text and simple widgets, for the apps. The shell and the remotes take Chakra
 * only through the design system (ESLint refuses `@chakra-ui/react` elsewhere): Chakra is then built
 * once, inside shared-ui, tree-shaken to what the portal uses, with one theme; shared whole through
 * Module Federation it was 300 KiB gzip on the sign-in page.
 *
 * @example
 * import { Box, Stack, Text } from '@dapcon/shared-ui';
 */
export { Alert, Box, Container, Fieldset, Flex, Heading, HStack, IconButton, Link, SimpleGrid, Spinner, Stack, Table, Tabs, Text, VStack, chakra } from '@chakra-ui/react';
/**
 * The surrounding `FormField`'s state (ids, invalid, required, description), for a control of one's
 * own in a lazy entry point: taken from here, it is the core's one context (a copy bundled into the
 * entry point would be another context, and would never see the field).
 *
 * @example
 * const field = useFieldContext(); // undefined outside a field
 * <div role="textbox" aria-labelledby={field?.ids.label} aria-invalid={field?.invalid} />
 */
export { useFieldContext } from '@chakra-ui/react';
/** Chakra's Button, named while it loads (Button.tsx). */
export { Button } from './Button';
