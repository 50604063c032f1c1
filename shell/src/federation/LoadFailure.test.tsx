import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithPortal } from '../../../config/test-utils';
import { LoadFailure } from './LoadFailure';

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

const chunkLost = Object.assign(new Error('Loading chunk 412 failed.'), { name: 'ChunkLoadError' });

function renderFailure(error: unknown, { lang, retryAtOnce }: { lang?: 'es' | 'ca'; retryAtOnce?: () => void } = {}) {
  const onRetry = vi.fn();
  renderWithPortal(
    <LoadFailure
      error={error}
      message="No se ha podido cargar el área de finanzas."
      offlineMessage="El área de finanzas se cargará con conexión."
      onRetry={onRetry}
      retryAtOnce={retryAtOnce}
    >
      <button type="button">Cerrar sesión</button>
    </LoadFailure>,
    { lang },
  );
  return onRetry;
}

describe('LoadFailure', () => {
  it("says 'Sin conexión' when the browser is offline, as an alert with a labelled retry, and retries when it is back online", async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const onRetry = renderFailure(chunkLost);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sin conexión');
    expect(alert).toHaveTextContent('El área de finanzas se cargará con conexión.');
    expect(alert).not.toHaveTextContent('No se ha podido cargar');
    // What the slot adds under it stays.
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();

    setOnline(true);
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('says it in Catalan, and its button retries', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const onRetry = renderFailure(chunkLost, { lang: 'ca' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sense connexió');
    const button = within(alert).getByRole('button', { name: 'Tornar-ho a provar' });
    button.focus();
    expect(button).toHaveFocus();
    await userEvent.click(button);
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("says 'Sin conexión' for a request that got no answer while the browser says it is online", async () => {
    renderFailure(new TypeError('Failed to fetch'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sin conexión');
    expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it("shows the usual retry message for any other failure, 'Sin conexión' once the browser goes offline, and retries when it is back", async () => {
    const onRetry = renderFailure(chunkLost);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se ha podido cargar el área de finanzas.');
    expect(alert).not.toHaveTextContent('Sin conexión');

    setOnline(false);
    expect(screen.getByRole('alert')).toHaveTextContent('Sin conexión');
    expect(onRetry).not.toHaveBeenCalled();
    setOnline(true);
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("retries at once, by itself, a load that met the network's return (its 'online' event came before the failure), once", async () => {
    const retryAtOnce = vi.fn();
    const onRetry = renderFailure(new TypeError('Failed to fetch'), { retryAtOnce });
    expect(await screen.findByRole('alert')).toHaveTextContent('Sin conexión');
    expect(retryAtOnce).toHaveBeenCalledTimes(1);
    expect(onRetry).not.toHaveBeenCalled();
  });

  it('waits for the network when the browser is offline again by then: the online event retries', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const retryAtOnce = vi.fn();
    const onRetry = renderFailure(new TypeError('Failed to fetch'), { retryAtOnce });
    expect(await screen.findByRole('alert')).toHaveTextContent('Sin conexión');
    expect(retryAtOnce).not.toHaveBeenCalled();
    setOnline(true);
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(retryAtOnce).not.toHaveBeenCalled();
  });
});
