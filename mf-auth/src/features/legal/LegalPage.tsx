import { COOKIES, LEGAL, type LegalKind } from './texts';
import { Box, Container, Heading, Link, RouterLink, Stack, Table, Text } from '@dapcon/shared-ui';

/**
 * A public legal page (/avis-legal, /politica-privacitat, /politica-cookies), in Catalan
 * whatever the interface language, as the spec asks. The cookie policy carries the table of
 * what the portal keeps in the browser.
 */
export function LegalPage({ kind }: { kind: LegalKind }) {
  const { title, sections } = LEGAL[kind];
  return (
    // The page's main landmark: it is shown without the portal's frame.
    <Container as="main" maxW="3xl" py="10" lang="ca">
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        {sections.map((section) => (
          <Stack as="section" key={section.heading} gap="2">
            <Heading as="h2" size="md">
              {section.heading}
            </Heading>
            {section.body.map((paragraph, i) => (
              <Text key={i}>{paragraph}</Text>
            ))}
            {section.cookieTable && <CookieTable />}
          </Stack>
        ))}
        <Box>
          <Link asChild colorPalette="brand">
            <RouterLink to="/login">Tornar a l'inici de sessió</RouterLink>
          </Link>
        </Box>
      </Stack>
    </Container>
  );
}

function CookieTable() {
  // On a narrow screen the table scrolls inside its box, never the page (WCAG 1.4.10).
  return (
    <Box overflowX="auto">
      <Table.Root size="sm" variant="outline" aria-label="Galetes i dades del navegador">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Nom</Table.ColumnHeader>
            <Table.ColumnHeader>Finalitat</Table.ColumnHeader>
            <Table.ColumnHeader>Durada</Table.ColumnHeader>
            <Table.ColumnHeader>Tipus</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {COOKIES.map((c) => (
            <Table.Row key={c.nom}>
              <Table.Cell>{c.nom}</Table.Cell>
              <Table.Cell>{c.finalitat}</Table.Cell>
              <Table.Cell>{c.durada}</Table.Cell>
              <Table.Cell>{c.tipus}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
