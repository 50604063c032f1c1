import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG, requiredText } from '@dapcon/contract/core';
import { renderWithPortal } from '../../../config/test-utils';
import { ContractForm, PasswordControl, TextControl, useContractForm } from '../form/kit';
import { Button } from '@chakra-ui/react';
import { FIRST_SCREEN_ID, takeFirstScreen } from './firstScreen';

/** A screen as the server draws it: a form the browser never sends itself. */
function drawScreen({ usuario = '', password = '', held = false, focus = null as string | null } = {}) {
  const drawn = document.createElement('div');
  drawn.id = FIRST_SCREEN_ID;
  drawn.innerHTML = `<form method="dialog" aria-label="CIF"${held ? ' data-held=""' : ''}>
    <input name="usuario" value="${usuario}"><input name="password" type="password" value="${password}">
    <input name="recordar" type="checkbox" value="on" checked><button type="submit">Iniciar sesión</button></form>`;
  document.body.prepend(drawn);
  if (focus) {
    const input = drawn.querySelector<HTMLInputElement>(`[name=${focus}]`);
    input?.focus();
    input?.setSelectionRange(1, 3);
  }
  return drawn;
}

afterEach(() => document.getElementById(FIRST_SCREEN_ID)?.remove());

describe('takeFirstScreen', () => {
  it("takes the drawn form's typed values, the focused field with its caret and whether it was sent, and removes the drawn screen", () => {
    const drawn = drawScreen({ usuario: 'B12345678', password: 'secreta', held: true, focus: 'usuario' });
    expect(takeFirstScreen()).toEqual({ values: { usuario: 'B12345678', password: 'secreta' }, focus: { name: 'usuario', start: 1, end: 3 }, held: true });
    expect(drawn.isConnected).toBe(false);
    // Once: the screen is gone.
    expect(takeFirstScreen()).toBeNull();
  });

  it('leaves out empty fields and check boxes, and says nothing was sent when nothing was', () => {
    drawScreen({ usuario: 'B1' });
    expect(takeFirstScreen()).toEqual({ values: { usuario: 'B1' }, focus: null, held: false });
  });

  it('is null on a page without a drawn screen', () => {
    expect(takeFirstScreen()).toBeNull();
  });
});

const Login = v.object({ usuario: requiredText(MSG.documentoObligatorio), password: requiredText(MSG.passwordObligatoria) });

function LoginForm({ submit, takes = true }: { submit: (body: v.InferOutput<typeof Login>) => Promise<void>; takes?: boolean }) {
  const form = useContractForm(Login, { defaultValues: { usuario: '', password: '' }, submit });
  return (
    <ContractForm form={form} aria-label="CIF" takesFirstScreen={takes}>
      <TextControl name="usuario" label="CIF" />
      <PasswordControl name="password" label="Contraseña" />
      <Button type="submit">Iniciar sesión</Button>
    </ContractForm>
  );
}

describe('a ContractForm that takes the drawn screen over', () => {
  it('shows what was typed there, with the focus and caret where they were', async () => {
    drawScreen({ usuario: 'B12345678', password: 'secreta', focus: 'usuario' });
    const submit = vi.fn(async () => {});
    renderWithPortal(<LoginForm submit={submit} />);
    const cif = screen.getByRole('textbox', { name: 'CIF' });
    expect(cif).toHaveValue('B12345678');
    expect(screen.getByLabelText('Contraseña')).toHaveValue('secreta');
    expect(cif).toHaveFocus();
    expect([(cif as HTMLInputElement).selectionStart, (cif as HTMLInputElement).selectionEnd]).toEqual([1, 3]);
    expect(document.getElementById(FIRST_SCREEN_ID)).toBeNull();
    expect(submit).not.toHaveBeenCalled();
  });

  it('sends, once, what was sent there before the code came', async () => {
    drawScreen({ usuario: 'B12345678', password: 'secreta', held: true });
    const submit = vi.fn(async () => {});
    renderWithPortal(<LoginForm submit={submit} />);
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit).toHaveBeenCalledWith({ usuario: 'B12345678', password: 'secreta' });
  });

  it("checks a send held with a field left empty as its own send would: the message under the field, nothing sent", async () => {
    drawScreen({ usuario: 'B12345678', held: true });
    const submit = vi.fn(async () => {});
    renderWithPortal(<LoginForm submit={submit} />);
    expect(await screen.findByText('La contraseña es obligatoria.')).toBeVisible();
    expect(submit).not.toHaveBeenCalled();
    // The app's own form from then on.
    await userEvent.type(screen.getByLabelText('Contraseña'), 'secreta');
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() => expect(submit).toHaveBeenCalledWith({ usuario: 'B12345678', password: 'secreta' }));
  });

  it('a form that does not take it leaves the drawn screen alone', () => {
    const drawn = drawScreen({ usuario: 'B12345678' });
    renderWithPortal(<LoginForm submit={vi.fn(async () => {})} takes={false} />);
    expect(drawn.isConnected).toBe(true);
    expect(screen.getByRole('textbox', { name: 'CIF' })).toHaveValue('');
  });
});
