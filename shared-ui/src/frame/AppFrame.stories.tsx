import { useState, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Card, SimpleGrid, Text } from '@chakra-ui/react';
import { fn } from 'storybook/test';
import { AppFrame } from './AppFrame';
import { TopBar } from './TopBar';
import { SideMenu } from './SideMenu';
import { LanguageSwitch, type PortalLanguage } from './LanguageSwitch';
import { UserMenu } from './UserMenu';
import { PageHeader } from './PageHeader';
import { RemoteErrorFallback } from './RemoteErrorFallback';
import { NotAvailable } from './NotAvailable';
import { adminMenu, companyMenu, companyMenuCa } from './SideMenu.fixtures';
import { inLanguage } from '../storybook/inLanguage';

const meta = {
  tags: ['autodocs'],
  title: 'Frame/AppFrame',
  component: AppFrame,
  parameters: { layout: 'fullscreen' },
  args: { topBar: null, children: null },
} satisfies Meta<typeof AppFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

function DemoPortal({ menu, area, children, initialLang = 'es' }: { menu: typeof adminMenu; area: string; children: ReactNode; initialLang?: PortalLanguage }) {
  const [path, setPath] = useState('/');
  const [lang, setLang] = useState<PortalLanguage>(initialLang);
  return (
    <AppFrame
      topBar={
        <TopBar brand={`DAPcon · ${area}`}>
          <LanguageSwitch value={lang} onChange={setLang} />
          <UserMenu name="Ana Puig Serra" onChangePassword={fn()} onLogout={fn()} />
        </TopBar>
      }
      sideMenu={<SideMenu items={menu} activePath={path} onNavigate={setPath} />}
    >
      {children}
    </AppFrame>
  );
}

const cards = ['Empresas pendientes de pago', 'Pendientes de transferencia', 'Renovaciones', 'DAPcon caducados', 'DAPcon por transferencia', 'Mensajes de tickets'];

export const WithContent: Story = {
  render: () => (
    <DemoPortal menu={adminMenu} area="Área de administración">
      <PageHeader title="Inicio" breadcrumb={[{ label: 'Inicio' }]} actions={<Button size="sm">Actualizar</Button>} />
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
        {cards.map((c, i) => (
          <Card.Root key={c}>
            <Card.Header><Card.Title>{c}</Card.Title></Card.Header>
            <Card.Body><Text color="fg.muted">{i * 3 + 1} elementos</Text></Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </DemoPortal>
  ),
};

export const CompanyArea: Story = {
  render: () => (
    <DemoPortal menu={companyMenu} area="Área de empresa">
      <PageHeader title="Inicio" />
      <Text>Comunicados y documentos destacados.</Text>
    </DemoPortal>
  ),
};

export const WithRemoteError: Story = {
  render: () => (
    <DemoPortal menu={adminMenu} area="Área de administración">
      <PageHeader title="Empresas" />
      <RemoteErrorFallback message="No se pudo cargar el módulo de empresas." onRetry={fn()} />
    </DemoPortal>
  ),
};

export const WithNotAvailable: Story = {
  render: () => (
    <DemoPortal menu={adminMenu} area="Área de administración">
      <NotAvailable title="Foro" message="Esta sección aún no está disponible." />
    </DemoPortal>
  ),
};

/** Catalan interface: the frame's own texts (skip link, user menu, menu button) in Catalan. */
export const Catalan: Story = {
  render: () => (
    <DemoPortal menu={companyMenuCa} area="Àrea Empresa" initialLang="ca">
      <PageHeader title="Inici" />
      <Text>Comunicats i documents destacats.</Text>
    </DemoPortal>
  ),
  decorators: [inLanguage('ca')],
};
