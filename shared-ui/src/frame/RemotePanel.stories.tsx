import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Heading, Text } from '@chakra-ui/react';
import { RemoteErrorFallback } from './RemoteErrorFallback';
import { componentDocs } from '../storybook/componentDocs';
import { inLanguage } from '../storybook/inLanguage';
import { RemotePanel, RemotePanelHost, type RemotePanelMount } from './RemotePanel';

/** Stands in for the shell's slot: shows which module it would load. */
const loaded: RemotePanelMount = ({ remote, module, props }) => (
  <Box borderWidth="1px" borderRadius="l2" p="4">
    <Heading size="md">Pagos cuotas</Heading>
    <Text>
      {remote}/{module} {JSON.stringify(props)}
    </Text>
  </Box>
);

/** The shell's slot when the remote cannot be loaded. */
const failed: RemotePanelMount = () => <RemoteErrorFallback message="No se ha podido cargar el área de finanzas." onRetry={() => undefined} />;

const meta = {
  tags: ['autodocs'],
  title: 'Frame/RemotePanel',
  component: RemotePanel,
  args: { remote: 'mf_finanzas', module: 'EmpresaPagosCuotas', props: { cif: 'B12345678' } },
  parameters: componentDocs({
    use: "A panel of another area inside this area's page (a company's fee payments, which mf-finanzas owns, on mf-empresas's company page). The shell mounts the other area's module at run time; when it cannot, the panel alone shows its retry message.",
    do: ["Type its props with the panel's type in shared-sdk (`remotes.ts`)."],
    dont: ["Import another area's code: it is loaded at run time, never bundled.", "Pass it what the panel can read itself (pass the id, not the record)."],
    accessibility: [
      "A `section` holding the other area's panel, which brings its own headings and landmarks.",
      "When it fails, its message is RemoteErrorFallback's (`role=\"alert\"`, a retry button).",
    ],
    states: {
      empty: { none: "what it shows is the other area's." },
      loading: { none: "the shell's slot shows the loading while the other area's code comes." },
      error: 'Unavailable',
      disabled: { none: 'it is not a control.' },
      longText: { none: "what it shows is the other area's." },
    },
    texts: ['frame.panelOutside'],
    textsNote: "Its one text shows outside the portal (a remote's standalone page); inside, the shell's slot speaks.",
  }),
} satisfies Meta<typeof RemotePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Inside the portal: the shell mounts the other area's module. */
export const Loaded: Story = {
  decorators: [(Story) => <RemotePanelHost mount={loaded}>{Story()}</RemotePanelHost>],
};

/** The other area is down: the panel alone shows its retry message. */
export const Unavailable: Story = {
  decorators: [(Story) => <RemotePanelHost mount={failed}>{Story()}</RemotePanelHost>],
};

/** On a remote's standalone development page, where there is no shell. */
export const OutsideThePortal: Story = {};

/** Outside the portal, in Catalan. */
export const OutsideThePortalCatalan: Story = { decorators: [inLanguage('ca')] };
