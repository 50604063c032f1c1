/**
 * Chakra UI's layout, text and simple widgets, for the apps. The shell and the remotes take Chakra
 * only through the design system (ESLint refuses `@chakra-ui/react` elsewhere): Chakra is then built
 * once, inside shared-ui, tree-shaken to what the portal uses, with one theme; shared whole through
 * Module Federation it was 300 KiB gzip on the sign-in page.
 *
 * @example
 * import { Box, Stack, Text } from '@dapcon/shared-ui';
 */
export { Alert, Box, Button, Container, Fieldset, Flex, Heading, HStack, IconButton, Link, SimpleGrid, Spinner, Stack, Table, Tabs, Text, VStack, chakra } from '@chakra-ui/react';
