import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
// Storybook's spies, so that stories' arg types (which use them) accept them.
import { fn } from 'storybook/test';
import { useForm } from 'react-hook-form';
import userEvent from '@testing-library/user-event';
import { PortalProvider } from '../theme';
import { FormField } from './FormField';
import { TextInput } from './TextInput';
import { PasswordInput } from './PasswordInput';
import { CheckboxField } from './CheckboxField';
import * as fieldStories from './FormField.stories';
import * as checkboxStories from './CheckboxField.stories';
import * as selectStories from './SelectField.stories';

const { Default, WithError, WithServerErrors, WithHelperText } = composeStories(fieldStories);
const { WithError: CheckboxWithError, Interactive: CheckboxInteractive } = composeStories(checkboxStories);
const { WithPlaceholder, InsideInvalidField: SelectInvalid } = composeStories(selectStories);

describe('FormField', () => {
  it('shows the error text under the field, linked by aria-describedby', () => {
    render(<WithError />);
    const input = screen.getByRole('textbox', { name: /Documento/ });
    const error = screen.getByText('El documento es obligatorio.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby') ?? '').toContain(error.id);
    expect(input).toHaveAccessibleDescription('El documento es obligatorio.');
  });

  it('joins a list of server errors', () => {
    render(<WithServerErrors />);
    expect(screen.getByText('El correo es obligatorio. El formato no es válido.')).toBeInTheDocument();
  });

  it('has no error text and a valid control without an error', () => {
    render(<Default />);
    const input = screen.getByRole('textbox', { name: 'CIF' });
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/obligatorio/)).not.toBeInTheDocument();
  });

  it('shows the helper text when valid', () => {
    render(<WithHelperText />);
    expect(screen.getByRole('textbox', { name: 'Web' })).toHaveAccessibleDescription(/Opcional/);
  });

  it('works with react-hook-form register and validation', async () => {
    const onValid = fn();
    function SignIn() {
      const { register, handleSubmit, formState } = useForm<{ usuario: string; password: string }>({ defaultValues: { usuario: '', password: '' } });
      return (
        <form noValidate onSubmit={handleSubmit(onValid)}>
          <FormField label="CIF" required error={formState.errors.usuario?.message}>
            <TextInput {...register('usuario', { required: 'El documento es obligatorio.' })} />
          </FormField>
          <FormField label="Contraseña" required error={formState.errors.password?.message}>
            <PasswordInput {...register('password', { required: 'La contraseña es obligatoria.' })} />
          </FormField>
          <button type="submit">Entrar</button>
        </form>
      );
    }
    render(<SignIn />, { wrapper: PortalProvider });
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('El documento es obligatorio.')).toBeInTheDocument();
    expect(screen.getByText('La contraseña es obligatoria.')).toBeInTheDocument();
    expect(onValid).not.toHaveBeenCalled();

    fireEvent.change(screen.getByRole('textbox', { name: /CIF/ }), { target: { value: 'B12345678' } });
    fireEvent.change(screen.getByLabelText(/Contraseña/, { selector: 'input' }), { target: { value: 'secreto' } });
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await vi.waitFor(() => expect(onValid).toHaveBeenCalled());
    expect(onValid.mock.calls[0]?.[0]).toEqual({ usuario: 'B12345678', password: 'secreto' });
  });
});

describe('PasswordInput', () => {
  it('toggles between hidden and visible', () => {
    render(<PasswordInput aria-label="Contraseña" defaultValue="x" />, { wrapper: PortalProvider });
    const input = screen.getByLabelText('Contraseña', { selector: 'input' });
    expect(input).toHaveAttribute('type', 'password');
    fireEvent.click(screen.getByRole('button', { name: 'Mostrar contraseña' }));
    expect(input).toHaveAttribute('type', 'text');
    fireEvent.click(screen.getByRole('button', { name: 'Ocultar contraseña' }));
    expect(input).toHaveAttribute('type', 'password');
  });
});

describe('CheckboxField', () => {
  it('shows its error, linked to the checkbox, and reports changes', async () => {
    const onCheckedChange = fn();
    render(<CheckboxWithError />);
    expect(screen.getByRole('checkbox', { name: 'Acepto la protección de datos' })).toHaveAccessibleDescription(
      'Ha de aceptar la protección de datos',
    );
    render(<CheckboxInteractive onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole('checkbox', { name: 'Guardar Contraseña' });
    // user-event, not fireEvent: Ark's hidden input needs the full pointer sequence.
    await userEvent.click(box);
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    expect(box).toBeChecked();
  });
});

describe('SelectField', () => {
  it('renders the placeholder first and the options', () => {
    render(<WithPlaceholder />);
    const select = screen.getByRole('combobox');
    expect(Array.from((select as HTMLSelectElement).options).map((o) => o.text)).toEqual(['Seleccione un tipo de empresa', 'Empresa', 'Asociación']);
  });

  it('is invalid inside an invalid field', () => {
    render(<SelectInvalid />);
    expect(screen.getByRole('combobox', { name: /Tipo de empresa/ })).toHaveAccessibleDescription('Seleccione un tipo de empresa');
  });
});

describe('CheckboxField, controlled', () => {
  it('stays unticked when its owner refuses the change, and asks again on the next click', async () => {
    const onCheckedChange = vi.fn();
    render(
      <PortalProvider>
        <CheckboxField label="Guardar Contraseña" checked={false} onCheckedChange={onCheckedChange} />
      </PortalProvider>,
    );
    const box = screen.getByRole('checkbox', { name: 'Guardar Contraseña' });
    await userEvent.click(box);
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    await vi.waitFor(() => expect(box).not.toBeChecked());
    await userEvent.click(box);
    expect(onCheckedChange).toHaveBeenCalledTimes(2);
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
  });
});
