import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_SCREEN_ID, holdFirstScreen } from './hold';

/** A page as the API writes it with a drawn screen: the screen, then the shell's root. */
function page() {
  document.body.innerHTML = `<div id="${FIRST_SCREEN_ID}"><form method="dialog" aria-label="CIF"><input name="usuario">
    <div role="tablist"><button type="button" role="tab">Empresa</button><button type="button" role="tab">Consultor</button></div>
    <button type="submit">Iniciar sesión</button></form></div><div id="root"></div>`;
  const root = document.getElementById('root') as HTMLElement;
  holdFirstScreen(root);
  return { root, drawn: () => document.getElementById(FIRST_SCREEN_ID) };
}

/** The mutation observer's turn (a microtask after the change). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.innerHTML = '';
});

describe("the shell's first-screen script", () => {
  it("holds a drawn form's send: not the browser's, marked held, its button disabled while it waits", () => {
    const { drawn } = page();
    const form = drawn()?.querySelector('form') as HTMLFormElement;
    const event = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(event);
    expect(form.dataset.held).toBe('');
    expect(form.getAttribute('aria-busy')).toBe('true');
    expect(form.querySelector<HTMLButtonElement>('button[type=submit]')?.disabled).toBe(true);
    // The tabs are not the send's.
    expect(form.querySelector<HTMLButtonElement>('[role=tab]')?.disabled).toBe(false);
  });

  it('keeps the drawn screen while the app shows only loading states', async () => {
    const { root, drawn } = page();
    root.innerHTML = '<div><div role="status"><svg></svg><p>Cargando el área de acceso…</p></div></div>';
    await settle();
    expect(drawn()).not.toBeNull();
  });

  it('drops the drawn screen as soon as the app shows anything else (a retry message, a screen that took nothing)', async () => {
    const { root, drawn } = page();
    root.innerHTML = '<div role="status">Cargando…</div>';
    await settle();
    root.innerHTML = '<div role="alert"><p>No se ha podido cargar el área de acceso.</p><button>Reintentar</button></div>';
    await settle();
    expect(drawn()).toBeNull();
  });

  it("in the signed-in frame, keeps the drawn screen until the frame's main region shows more than loading states", async () => {
    const { root, drawn } = page();
    root.innerHTML = '<div><header>DAPcon<button>ES</button></header><nav><a href="/empresas">Empresas</a></nav><main><div role="status">Cargando el área de empresas…</div></main></div>';
    await settle();
    expect(drawn()).not.toBeNull();
    (root.querySelector('main') as HTMLElement).innerHTML = '<h1>Empresas</h1><table><tbody><tr><td>B08000001</td></tr></tbody></table>';
    await settle();
    expect(drawn()).toBeNull();
  });

  it("presses the button last pressed on the drawn screen again on the app's, once it has taken over", async () => {
    const { root, drawn } = page();
    (drawn()?.querySelectorAll<HTMLButtonElement>('[role=tab]')[1] as HTMLButtonElement).click();
    // A send is not pressed again: it is held.
    (drawn()?.querySelector<HTMLButtonElement>('button[type=submit]') as HTMLButtonElement).click();
    const pressed = vi.fn();
    root.innerHTML = '<form><button type="button" role="tab">Empresa</button><button type="button" role="tab">Consultor</button><button type="submit">Iniciar sesión</button></form>';
    for (const button of root.querySelectorAll('button')) button.addEventListener('click', () => pressed(button.textContent));
    root.querySelector('form')?.addEventListener('submit', (e) => e.preventDefault());
    drawn()?.remove();
    await settle();
    expect(pressed.mock.calls).toEqual([['Consultor']]);
  });

  it("holds once however often it is called (the page's script and the shell's start both call it)", async () => {
    const { root, drawn } = page();
    holdFirstScreen(root);
    expect(drawn()?.dataset.holding).toBe('');
    (drawn()?.querySelectorAll('[role=tab]')[1] as HTMLButtonElement).click();
    const pressed = vi.fn();
    root.innerHTML = '<main><button type="button" role="tab">Empresa</button><button type="button" role="tab">Consultor</button></main>';
    for (const button of root.querySelectorAll('button')) button.addEventListener('click', () => pressed(button.textContent));
    await settle();
    expect(drawn()).toBeNull();
    // Pressed again once, not once per call.
    expect(pressed.mock.calls).toEqual([['Consultor']]);
  });

  it("drops the drawn screen at once when the app's screen is already up (the script came late)", () => {
    document.body.innerHTML = `<div id="${FIRST_SCREEN_ID}"><form method="dialog"><button type="submit">Iniciar sesión</button></form></div><div id="root"><main><h1>Iniciar sesión</h1></main></div>`;
    holdFirstScreen(document.getElementById('root') as HTMLElement);
    expect(document.getElementById(FIRST_SCREEN_ID)).toBeNull();
  });

  it('does nothing on a page without a drawn screen', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    const root = document.getElementById('root') as HTMLElement;
    holdFirstScreen(root);
    root.innerHTML = '<p>Inicio</p>';
    await settle();
    expect(root.textContent).toBe('Inicio');
  });
});
