// The design system's Button keeps its name while it loads (Chakra's hides the label under the spinner).
import { screen } from '@testing-library/react';
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
});
