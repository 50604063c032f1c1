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
import { componentDocs } from '../storybook/componentDocs';
import { inLanguage } from '../storybook/inLanguage';

const meta = {
  tags: ['autodocs'],
  title: 'Frame/AppFrame',
  component: AppFrame,
  parameters: {
    layout: 'fullscreen',
    ...componentDocs({
      use: 'The signed-in page around every screen: the top bar across, an optional banner under it (an impersonation), the side menu at the left and the scrollable main area. Below the `md` breakpoint the side menu moves into a drawer behind a menu button. The shell draws it; an area never does.',
      do: [
        'Give it a `TopBar` and a `SideMenu`; the screen goes in as its children.',
        "Start every screen with a `PageHeader`: its `h1` is the page's title.",
      ],
      dont: [
        'Draw a second frame inside an area: the shell frames every area.',
        'Make the document scroll: only the main area (and a long side menu) does.',
      ],
      accessibility: [
        "A skip link ('Saltar al contenido', shown on the first Tab) leads to the `main` landmark, which takes the focus.",
        "The side menu is in an `aside`; on narrow screens the menu button ('Menú', `aria-expanded`) opens it in a drawer, which keeps the focus inside, closes with Escape or 'Cerrar' and closes when a link is followed.",
        'Landmarks: `header` (the top bar), `aside`, `main`.',
      ],
      states: {
        empty: { none: 'a frame always holds a screen; the screens have their own empty states.' },
        loading: { none: "an area's loading shows in the main area (LoadingState)." },
        error: 'WithRemoteError',
        disabled: { none: 'a frame is not a control.' },
        longText: { none: "its texts are short and its own; long names are the top bar's and the user menu's (see their LongText)." },
      },
      texts: ['frame.skip', 'frame.menu', 'frame.close'],
      textsNote: 'Its own texts, unless the owner gives `skipLabel`, `menuLabel` or `closeLabel`.',
    }),
  },
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
