import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PortalProvider } from '../theme';
import { Wizard, WizardFooter } from './Wizard';
import * as stories from './Wizard.stories';

const { FirstStep, SecondStep, LoadingNext, InModal } = composeStories(stories);

const steps = [
  { id: 'a', title: 'Datos generales' },
  { id: 'b', title: 'Acreditación' },
];

function stepItems() {
  return within(screen.getByRole('list', { name: 'Pasos' })).getAllByRole('listitem');
}

describe('Wizard', () => {
  it("shows the steps as a numbered list, the first as current, and the first step's content", () => {
    render(<FirstStep />);
    const [first, second] = stepItems();
    expect(first).toHaveAttribute('aria-current', 'step');
    expect(first).toHaveTextContent('1');
    expect(first).toHaveTextContent('Datos generales');
    expect(second).not.toHaveAttribute('aria-current');
    expect(second).toHaveTextContent('2');
    expect(screen.getByRole('textbox', { name: /CIF/ })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'ISO 14001' })).not.toBeInTheDocument();
  });

  it('marks the earlier step completed at step 1 and shows the second content only', () => {
    render(<SecondStep />);
    const [first, second] = stepItems();
    expect(second).toHaveAttribute('aria-current', 'step');
    expect(first).not.toHaveAttribute('aria-current');
    expect(first).toHaveTextContent('Datos generales (completado)');
    expect(first?.querySelector('[data-part=indicator]')).toHaveAttribute('data-complete');
    expect(second?.querySelector('[data-part=indicator]')).toHaveAttribute('data-current');
    expect(screen.getByRole('checkbox', { name: 'ISO 14001' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /CIF/ })).not.toBeInTheDocument();
  });

  it('takes a render function and keeps an out-of-range index inside the steps', () => {
    const content = vi.fn((index: number) => <p>contenido {index}</p>);
    const { rerender } = render(<Wizard steps={steps} current={5}>{content}</Wizard>, { wrapper: PortalProvider });
    expect(screen.getByText('contenido 1')).toBeInTheDocument();
    expect(content).toHaveBeenLastCalledWith(1, steps[1]);
    rerender(<Wizard steps={steps} current={-1} completedLabel="fet" stepsLabel="Passos">{content}</Wizard>);
    expect(screen.getByText('contenido 0')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Passos' })).getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'step');
  });
});

describe('Wizard and the focus', () => {
  /** A choice whose button goes away with it, opening the wizard; each step has a button to the next. */
  function Choice() {
    const [step, setStep] = useState<number | null>(null);
    if (step === null) return <button onClick={() => setStep(0)}>Transferencia</button>;
    return (
      <Wizard steps={steps} current={step}>
        {(index) => (index === 0 ? <button onClick={() => setStep(1)}>Continuar</button> : <input aria-label="IBAN" />)}
      </Wizard>
    );
  }

  it('gives the focus to the step shown when the button pressed went away, and takes it from nobody', () => {
    render(<Choice />, { wrapper: PortalProvider });
    const choice = screen.getByRole('button', { name: 'Transferencia' });
    choice.focus();
    fireEvent.click(choice);
    expect(screen.getByRole('group', { name: 'Datos generales' })).toHaveFocus();

    // The next step, the focus lost with the button that was in the step before.
    const next = screen.getByRole('button', { name: 'Continuar' });
    next.focus();
    fireEvent.click(next);
    expect(screen.getByRole('group', { name: 'Acreditación' })).toHaveFocus();
  });

  it('leaves the focus where it is when it is somewhere', () => {
    function Outside() {
      const [step, setStep] = useState(0);
      return (
        <>
          <button onClick={() => setStep(1)}>Siguiente</button>
          <Wizard steps={steps} current={step}>
            {(index) => <p>contenido {index}</p>}
          </Wizard>
        </>
      );
    }
    render(<Outside />, { wrapper: PortalProvider });
    const next = screen.getByRole('button', { name: 'Siguiente' });
    next.focus();
    fireEvent.click(next);
    expect(screen.getByText('contenido 1')).toBeInTheDocument();
    expect(next).toHaveFocus();
  });
});

describe('WizardFooter', () => {
  it('shows only the next button without onBack, and calls onNext', () => {
    const onNext = fn();
    render(<WizardFooter onNext={onNext} />, { wrapper: PortalProvider });
    expect(screen.queryByRole('button', { name: 'Atrás' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(onNext).toHaveBeenCalledTimes(1);
  });

  it('calls onBack and onNext, with translated labels', () => {
    const onBack = fn();
    const onNext = fn();
    render(<WizardFooter onBack={onBack} onNext={onNext} backLabel="Enrere" nextLabel="Finalitzar" />, { wrapper: PortalProvider });
    fireEvent.click(screen.getByRole('button', { name: 'Enrere' }));
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(onNext).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Finalitzar' }));
    expect(onNext).toHaveBeenCalledTimes(1);
  });

  it('shows back and Finalizar at the last step of the story', () => {
    render(<SecondStep />);
    expect(screen.getByRole('button', { name: 'Atrás' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Finalizar' })).toBeEnabled();
  });

  it('spins the next button and disables back while loading', () => {
    render(<LoadingNext />);
    const next = screen.getByRole('button', { name: 'Siguiente' });
    expect(next).toBeDisabled();
    expect(next).toHaveAttribute('data-loading');
    expect(screen.getByRole('button', { name: 'Atrás' })).toBeDisabled();
  });

  it('disables next on request and submits a form by id', () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <PortalProvider>
        <form id="registro" onSubmit={onSubmit} />
        <WizardFooter form="registro" nextLabel="Guardar" />
        <WizardFooter onNext={() => {}} nextLabel="Bloqueado" nextDisabled />
      </PortalProvider>,
    );
    const save = screen.getByRole('button', { name: 'Guardar' });
    expect(save).toHaveAttribute('type', 'submit');
    expect(save).toHaveAttribute('form', 'registro');
    fireEvent.click(save);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Bloqueado' })).toBeDisabled();
  });

  it('advances in the registration modal when the simulated call answers', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      render(<InModal />);
      const dialog = await screen.findByRole('dialog', { name: 'Registro de empresa' });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Siguiente' }));
      await vi.advanceTimersByTimeAsync(800);
      expect(await within(dialog).findByRole('checkbox', { name: 'ISO 14001' })).toBeInTheDocument();
      expect(within(dialog).getAllByRole('listitem')[1]).toHaveAttribute('aria-current', 'step');
    } finally {
      vi.useRealTimers();
    }
  });
});
