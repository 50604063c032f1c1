import type { Meta, StoryObj } from '@storybook/react-vite';
import { MSG } from '@dapcon/contract/core';
import { documentosPublicos, tiposDocumentoPublicos } from '@dapcon/contract/contenidos';
import { delay, mockEndpoint, mockError } from '@dapcon/mocks';
import type { Role } from '@dapcon/shared-sdk';
import { AreaRoutes } from '@dapcon/shared-ui';
import { screen, type ScreenOptions } from '../../../../config/story-utils';
import { PublicDocumentos } from './PublicDocumentos';

/** The page under its route, as the area mounts it (the type, the search and the page live in the URL). */
function Page() {
  return <AreaRoutes routes={[{ path: '/public-documentos', title: 'Documentos', element: <PublicDocumentos /> }]} />;
}

const meta: Meta<typeof Page> = {
  title: 'Screens/mf-contenidos/PublicDocumentos',
  component: Page,
};
export default meta;

type Story = StoryObj<typeof Page>;

const at = (role: Role, search = '', { lang = 'es', api = [] }: Pick<ScreenOptions, 'lang' | 'api'> = {}) => screen({ route: `/public-documentos${search}`, role, lang, api });

/** A company: the types with the counts of its own documents, the first with documents chosen. */
export const Empresa: Story = { ...at('organizacion') };

/** A company reading the product category rules: a link that opens in a new tab. */
export const Enlaces: Story = { ...at('organizacion', '?tipo=doc_rcp') };

/** A verifier: its own guides (a document and a link), none of the consultants'. */
export const Verificador: Story = { ...at('verificador', '?tipo=doc_guias') };

/** A consultant's search that finds nothing. */
export const SinResultados: Story = { ...at('consultor', '?tipo=doc_guias&magic=inexistente') };

/** A type with none of the reader's documents. */
export const TipoVacio: Story = { ...at('organizacion', '?tipo=doc_identidad') };

/** Nothing published for the reader yet. */
export const SinDocumentos: Story = { ...at('consultor', '', { api: [mockEndpoint(tiposDocumentoPublicos, () => [])] }) };

/** The documents on their way. */
export const Cargando: Story = {
  ...at('organizacion', '', {
    api: [
      mockEndpoint(documentosPublicos, async () => {
        await delay('infinite');
        throw new Error('never answers');
      }),
    ],
  }),
};

/** The chosen type's documents could not be read: the table says so (the shell's modal tells the error). */
export const ErrorDelServidor: Story = {
  ...at('organizacion', '', {
    api: [
      mockEndpoint(documentosPublicos, () => {
        throw mockError(500, MSG.errorServidor);
      }),
    ],
  }),
};

/** In Catalan. */
export const Catalan: Story = { ...at('consultor', '', { lang: 'ca' }) };
