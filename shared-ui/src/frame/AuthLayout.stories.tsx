import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, HStack, Heading, Link, Stack, Tabs, Text } from '@chakra-ui/react';
import { AuthLayout } from './AuthLayout';
import { FormField } from '../form/FormField';
import { TextInput } from '../form/TextInput';
import { PasswordInput } from '../form/PasswordInput';
import { componentDocs } from '../storybook/componentDocs';
import { inLanguage } from '../storybook/inLanguage';

const panel = (
  <Stack gap="4">
    <Heading size="2xl">DAPcon</Heading>
    <Text>
      Programa de declaraciones ambientales de productos de la construcción. Las empresas y los consultores gestionan aquí
      sus declaraciones, y el programa verifica, publica y renueva cada DAPcon.
    </Text>
    <Text fontSize="sm">
      Más información: <Link href="#es">ES</Link> · <Link href="#ca">CA</Link> · <Link href="#en">EN</Link>
    </Text>
    <Text fontSize="sm">Contacto: <Link href="mailto:info@example.org">info@example.org</Link></Text>
  </Stack>
);

const footer = (
  <HStack gap="4" justify="center" wrap="wrap">
    <Link href="#aviso">Aviso legal</Link>
    <Link href="#privacidad">Política de privacidad</Link>
    <Link href="#cookies">Cookies</Link>
    <Link href="#admin">Área de administración</Link>
  </HStack>
);

const meta = {
  tags: ['autodocs'],
  title: 'Frame/AuthLayout',
  component: AuthLayout,
  parameters: {
    layout: 'fullscreen',
    ...componentDocs({
      use: 'The public pages before signing in (sign-in, registration, password recovery): a centred card with a brand-coloured panel describing the programme beside the form, the legal links under it. The panel stacks on top on narrow screens.',
      do: [
        'Keep the panel short: what the programme is, where to read more, a contact.',
        "Put the legal notice, privacy, cookies and the administration's sign-in in `footer`.",
      ],
      dont: [
        'Use it inside the signed-in frame.',
        'Put the form in the panel.',
      ],
      accessibility: [
        'The page is the `main` landmark; the panel an `aside`, the links a `footer`.',
        "With a panel, a skip link ('Saltar al contenido', shown on the first Tab) jumps past its links to the form, which takes the focus.",
        "The panel's links are underlined on the brand colour.",
      ],
      states: {
        empty: 'WithoutPanel',
        loading: { none: 'the form in the card shows its own wait.' },
        error: { none: "errors are the form's (SignIn shows one under its field)." },
        disabled: { none: 'a layout is not a control.' },
        longText: { none: "its texts are the owner's; the card grows with them." },
      },
      texts: ['frame.skip'],
      textsNote: 'Its own text, unless the owner gives `skipLabel`; the panel, form and footer are the owner\'s.',
    }),
  },
  args: { panel, footer, children: null },
} satisfies Meta<typeof AuthLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignIn: Story = {
  args: {
    children: (
      <Tabs.Root defaultValue="empresa" variant="line">
        <Tabs.List>
          <Tabs.Trigger value="empresa">Empresa</Tabs.Trigger>
          <Tabs.Trigger value="consultor">Consultor</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="empresa">
          <Stack gap="4">
            <FormField label="CIF" required error="El documento es obligatorio.">
              <TextInput name="usuario" />
            </FormField>
            <FormField label="Contraseña" required>
              <PasswordInput name="password" />
            </FormField>
            <HStack justify="space-between">
              <Button variant="outline">Registrarme</Button>
              <Button>Entrar</Button>
            </HStack>
          </Stack>
        </Tabs.Content>
        <Tabs.Content value="consultor">
          <Stack gap="4">
            <FormField label="NIF" required>
              <TextInput name="usuario" />
            </FormField>
            <FormField label="Contraseña" required>
              <PasswordInput name="password" />
            </FormField>
          </Stack>
        </Tabs.Content>
      </Tabs.Root>
    ),
  },
};

export const WithoutPanel: Story = {
  args: { panel: undefined, children: <Text>Formulario de acceso del área de administración.</Text> },
};

/** Catalan interface: the skip link and the contract's message under the field in Catalan. */
export const Catalan: Story = {
  args: {
    panel: (
      <Stack gap="4">
        <Heading size="2xl">DAPcon</Heading>
        <Text>Programa de declaracions ambientals de producte per a productes de construcció.</Text>
        <Text fontSize="sm">
          Més informació: <Link href="#es">Castellano</Link> · <Link href="#ca">Català</Link>
        </Text>
      </Stack>
    ),
    footer: (
      <HStack gap="4" justify="center" wrap="wrap">
        <Link href="#aviso">Avís legal</Link>
        <Link href="#privacidad">Política de privacitat</Link>
      </HStack>
    ),
    children: (
      <Stack gap="4">
        <FormField label="CIF" required error="El documento es obligatorio.">
          <TextInput name="usuario" />
        </FormField>
        <FormField label="Contrasenya" required>
          <PasswordInput name="password" />
        </FormField>
        <Button>Iniciar sessió</Button>
      </Stack>
    ),
  },
  decorators: [inLanguage('ca')],
};
