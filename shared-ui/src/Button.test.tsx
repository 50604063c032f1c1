// The design system's Button keeps its name while it loads (Chakra's hides the label under the spinner).
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithPortal } from '../../config/test-utils';
import { Button } from './Button';

describe('Button', () => {
  it("is still read by its label while loading, disabled, the spinner shown", () => {
    renderWithPortal(<Button loading>Guardar</Button>);
    const button = screen.getByRole('button', { name: 'Guardar' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('data-loading');
    expect(button.querySelector('.chakra-spinner')).not.toBeNull();
  });

  it("shows a loadingText as Chakra does, and is read by it", () => {
    renderWithPortal(
      <Button loading loadingText="Guardando…">
        Guardar
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Guardando…' })).toBeInTheDocument();
  });

  it('is a plain button when not loading', () => {
    renderWithPortal(<Button>Guardar</Button>);
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeEnabled();
    expect(screen.getByRole('button').querySelector('.chakra-spinner')).toBeNull();
  });

  it('gives the focus back when it stops loading, if it was pressed with it and the focus was dropped meanwhile', async () => {
    let finish = () => {};
    function Comprobar() {
      const [loading, setLoading] = useState(false);
      finish = () => setLoading(false);
      return (
        <>
          <Button
            loading={loading}
            onClick={(event) => {
              setLoading(true);
              // What the browser does to a button it disables: its focus dropped to the body.
              event.currentTarget.blur();
            }}
          >
            Comprobar
          </Button>
          <input aria-label="Otro" />
        </>
      );
    }
    renderWithPortal(<Comprobar />);
    const button = screen.getByRole('button', { name: 'Comprobar' });
    button.focus();
    fireEvent.click(button);
    expect(button).toBeDisabled();
    expect(button).not.toHaveFocus();
    await act(async () => finish());
    expect(button).toHaveFocus();

    // Not when the focus went somewhere else meanwhile.
    fireEvent.click(button);
    screen.getByRole('textbox', { name: 'Otro' }).focus();
    await act(async () => finish());
    expect(screen.getByRole('textbox', { name: 'Otro' })).toHaveFocus();
  });
});
