import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import * as stories from './ImpersonationBanner.stories';

const { Spanish, Catalan, Returning, InTheFrame } = composeStories(stories);

describe('ImpersonationBanner', () => {
  it('says whose portal this is in a region named by it, with the way back', async () => {
    const onReturn = Spanish.args.onReturn;
    render(<Spanish />);
    const region = screen.getByRole('region', {
      name: 'Está usando el portal como Cementos del Llobregat, S.A. (sesión iniciada por Montserrat Puig Ferrer).',
    });
    await userEvent.click(within(region).getByRole('button', { name: 'Volver a mi sesión' }));
    expect(onReturn).toHaveBeenCalledOnce();
  });

  it('speaks the language of its texts', () => {
    render(<Catalan />);
    expect(screen.getByRole('region', { name: /^Esteu fent servir el portal com a Cementos del Llobregat/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tornar a la meva sessió' })).toBeInTheDocument();
  });

  it('cannot be pressed again while the way back is under way', () => {
    render(<Returning />);
    expect(screen.getByRole('button', { name: /Volver a mi sesión/ })).toBeDisabled();
  });

  it('sits in the frame between the top bar and the page', () => {
    render(<InTheFrame />);
    const banner = screen.getByTestId('impersonation-banner');
    const header = screen.getByRole('banner');
    const main = screen.getByRole('main');
    expect(header.compareDocumentPosition(banner) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(banner.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(main).not.toContainElement(banner);
  });
});
