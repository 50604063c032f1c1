import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Heading, Text } from '@chakra-ui/react';
import { RemoteErrorFallback } from './RemoteErrorFallback';
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
