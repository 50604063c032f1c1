// The record page's refusals on the real API (issue 34, item 4: one back end; config/real-api.ts): the
// 'test' seed's draft (declaration 1, of the company A08612343, RCP 100, Spanish and Catalan) has no
// document yet, and the API refuses its submission with a 422 naming each missing document in the
// caller's language; the page shows it and the declaration stays a draft.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { enviarDapcon } from '@dapcon/contract/dapcon';
import { feedback, type FeedbackEvent } from '@dapcon/shared-sdk';
import { AreaRoutes } from '@dapcon/shared-ui';
import { RemotePanelHost, type RemotePanelMount } from '@dapcon/shared-ui/frame';
import { withRealApi } from '../../../../config/real-api';
import { renderWithPortal } from '../../../../config/test-utils';
import '../../i18n';
import { DapconDetail } from './DapconDetail';

const api = withRealApi();
const EMPRESA = 'A08612343';
const BORRADOR = 1;
const user = userEvent.setup();
const mount: RemotePanelMount = ({ remote, module }) => <output aria-label="panel">{`${remote}/${module}`}</output>;

let reported: FeedbackEvent[];
beforeEach(() => {
  reported = [];
  return feedback.subscribe((event) => reported.push(event));
});

async function open(id: number, lang: 'es' | 'ca') {
  await api.signIn(EMPRESA);
  renderWithPortal(
    <RemotePanelHost mount={mount}>
      <AreaRoutes routes={[{ path: '/dapcon/:id/:languageId', title: 'Ficha DAPcon', element: <DapconDetail /> }]} />
    </RemotePanelHost>,
    { route: `/dapcon/${id}/1`, lang },
  );
  await screen.findByTestId('dapcon-cabecera');
}

const estado = () => within(screen.getByTestId('dapcon-cabecera')).getByTestId('estado');

describe('submitting a declaration on the real API', () => {
  it.each([
    {
      lang: 'es',
      boton: 'Enviar a verificación',
      mensaje: 'Los datos enviados no son válidos.',
      errors: {
        'documentos.dap.1': ['Falta el documento DAPcon (Español).'],
        'documentos.dap.2': ['Falta el documento DAPcon (Catalán).'],
        'documentos.ficha_producto': ['Falta la ficha de producto (obligatoria con el RCP 100).'],
      },
      borrador: 'Borrador',
    },
    {
      lang: 'ca',
      boton: 'Enviar a verificació',
      mensaje: 'Les dades enviades no són vàlides.',
      errors: {
        'documentos.dap.1': ['Falta el document DAPcon (Espanyol).'],
        'documentos.dap.2': ['Falta el document DAPcon (Català).'],
        'documentos.ficha_producto': ["Falta la fitxa de producte (obligatòria amb l'RCP 100)."],
      },
      borrador: 'Esborrany',
    },
  ] as const)("shows the API's 422 naming each missing document ($lang), and the declaration stays a draft", async ({ lang, boton, mensaje, errors, borrador }) => {
    await open(BORRADOR, lang);
    expect(estado()).toHaveTextContent(borrador);
    await user.click(screen.getByRole('button', { name: boton }));
    await user.click(within(await screen.findByRole('alertdialog', { name: boton })).getByRole('button', { name: boton }));
    await waitFor(() => expect(reported).toEqual([{ kind: 'error', status: 422, message: mensaje, errors }]));
    expect(api.requests().filter((r) => r.endpoint === enviarDapcon.id).map((r) => r.path)).toEqual([`/api/dapcon/${BORRADOR}/enviar`]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(estado()).toHaveTextContent(borrador);
  });
});
