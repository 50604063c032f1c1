import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { MSG, optionalText, requiredText } from '@dapcon/contract/core';
import { renderWithPortal } from '../../../../config/test-utils';
import { Button } from '@chakra-ui/react';
import { ContractForm, TextareaControl, useContractForm } from './index';

const Nota = v.object({
  motivo: requiredText(MSG.direccionObligatoria),
  observaciones: optionalText(20),
});
type NotaOut = v.InferOutput<typeof Nota>;

function Form({ submit }: { submit: (values: NotaOut) => Promise<void> }) {
  const form = useContractForm(Nota, { defaultValues: { motivo: '', observaciones: '' }, submit });
  return (
    <ContractForm form={form} aria-label="Nota">
      <TextareaControl name="motivo" label="Motivo" rows={6} required />
      <TextareaControl name="observaciones" label="Observaciones" helperText="Opcional." />
      <Button type="submit">Enviar</Button>
    </ContractForm>
  );
}

const user = userEvent.setup();

describe('TextareaControl', () => {
  it('is a labelled multi-line box of the rows asked (4 unless told), required when the field is', () => {
    renderWithPortal(<Form submit={vi.fn(async () => {})} />);
    const motivo = screen.getByRole('textbox', { name: /^Motivo/ });
    expect(motivo.tagName).toBe('TEXTAREA');
    expect(motivo).toHaveAttribute('rows', '6');
    expect(motivo).toBeRequired();
    const observaciones = screen.getByRole('textbox', { name: /^Observaciones/ });
    expect(observaciones).toHaveAttribute('rows', '4');
    expect(observaciones).not.toBeRequired();
    expect(observaciones).toHaveAccessibleDescription('Opcional.');
  });

  it('submits the lines typed, trimmed by the contract, newlines kept', async () => {
    const submit = vi.fn(async (_values: NotaOut) => {});
    renderWithPortal(<Form submit={submit} />);
    await user.type(screen.getByRole('textbox', { name: /^Motivo/ }), '  Falta la ficha.{enter}Y la versión catalana.  ');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit.mock.calls[0]?.[0]).toEqual({ motivo: 'Falta la ficha.\nY la versión catalana.', observaciones: undefined });
  });

  it("shows the contract's message under the box, linked to it, and sends nothing", async () => {
    const submit = vi.fn(async () => {});
    renderWithPortal(<Form submit={submit} />);
    await user.type(screen.getByRole('textbox', { name: /^Observaciones/ }), 'Más de veinte caracteres aquí.');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    const motivo = screen.getByRole('textbox', { name: /^Motivo/ });
    await waitFor(() => expect(motivo).toHaveAttribute('aria-invalid', 'true'));
    expect(motivo).toHaveAccessibleDescription(MSG.direccionObligatoria);
    expect(screen.getByRole('textbox', { name: /^Observaciones/ })).toHaveAccessibleDescription(MSG.textoDemasiadoLargo);
    expect(submit).not.toHaveBeenCalled();
    // Filled in, the message goes.
    await user.type(motivo, 'Falta la ficha.');
    await waitFor(() => expect(motivo).not.toHaveAttribute('aria-invalid'));
  });

  it('answers in Catalan in a Catalan interface', async () => {
    renderWithPortal(<Form submit={vi.fn(async () => {})} />, { lang: 'ca' });
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText("L'adreça és obligatòria.")).toBeVisible();
  });
});
