import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, HStack, Heading, Link, Stack, Tabs, Text } from '@chakra-ui/react';
import { AuthLayout } from './AuthLayout';
import { FormField } from '../form/FormField';
import { TextInput } from '../form/TextInput';
import { PasswordInput } from '../form/PasswordInput';
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
  parameters: { layout: 'fullscreen' },
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
