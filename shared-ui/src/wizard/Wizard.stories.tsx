import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Stack, Text } from '@chakra-ui/react';
import { fn } from 'storybook/test';
import { Wizard, WizardFooter, type WizardStep } from './Wizard';
import { FormField } from '../form/FormField';
import { TextInput } from '../form/TextInput';
import { CheckboxField } from '../form/CheckboxField';
import { Modal } from '../modal/Modal';
import { componentDocs } from '../storybook/componentDocs';
import { inLanguage } from '../storybook/inLanguage';
import { LONG_LABEL } from '../storybook/longText';

/** The company registration's steps. */
const registrationSteps: WizardStep[] = [
  { id: 'datos', title: 'Datos generales' },
  { id: 'acreditacion', title: 'Acreditación' },
];

function GeneralData() {
  return (
    <Stack gap="4">
      <FormField label="CIF" required>
        <TextInput name="cif" defaultValue="B12345678" />
      </FormField>
      <FormField label="Razón social" required>
        <TextInput name="nombre" defaultValue="Cementos del Norte S.L." />
      </FormField>
    </Stack>
  );
}

function Accreditation() {
  return (
    <Stack gap="4">
      <Text>Indique si la empresa dispone de un sistema de gestión ambiental acreditado.</Text>
      <CheckboxField label="ISO 14001" checked={false} onCheckedChange={() => {}} />
      <CheckboxField label="EMAS" checked={false} onCheckedChange={() => {}} />
    </Stack>
  );
}

const meta = {
  tags: ['autodocs'],
  title: 'Wizard/Wizard',
  component: Wizard,
  args: {
    steps: registrationSteps,
    current: 0,
    children: [<GeneralData key="datos" />, <Accreditation key="acreditacion" />],
  },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}><Story /></div>],
  parameters: componentDocs({
    use: "A form in steps (the company registration): a numbered header of the steps, completed ones ticked, and the current step's content; `WizardFooter` gives 'Atrás' and 'Siguiente'. Controlled: the owner moves `current`, usually when the server accepts a step.",
    do: [
      'Keep to a few steps, each a whole part (general data, accreditation).',
      "Move to the next step when the server answers; show the wait on 'Siguiente' (`nextLoading`).",
      "Name the last step's button for what it does ('Finalizar').",
    ],
    dont: ['Advance on a click before the step is saved.', 'Hide a step\'s errors on another step: each step shows its own.'],
    accessibility: [
      "The steps are an ordered list named 'Pasos'; the current one has `aria-current=\"step\"`, a completed one is read with 'completado'.",
      "The buttons keep their names while waiting; 'Atrás' is disabled while a step is saved.",
    ],
    states: {
      empty: { none: 'a wizard always shows a step.' },
      loading: 'LoadingNext',
      error: { none: "a step's errors are its form's, under its fields." },
      disabled: 'Disabled',
      longText: 'LongText',
    },
    texts: ['wizard'],
    textsNote: 'Its own texts, unless the owner gives `stepsLabel`, `completedLabel`, `nextLabel` or `backLabel`; the steps\' titles are the owner\'s.',
  }),
} satisfies Meta<typeof Wizard>;

export default meta;
type Story = StoryObj<typeof meta>;

const footerArgs = { onBack: fn(), onNext: fn() };

/** Step 0: 'Datos generales', with only the next button. */
export const FirstStep: Story = {
  render: (args) => (
    <Stack gap="6">
      <Wizard {...args} />
      <WizardFooter onNext={footerArgs.onNext} />
    </Stack>
  ),
};

/** Step 1: 'Acreditación' (the first step completed), with back and 'Finalizar'. */
export const SecondStep: Story = {
  args: { current: 1 },
  render: (args) => (
    <Stack gap="6">
      <Wizard {...args} />
      <WizardFooter onBack={footerArgs.onBack} onNext={footerArgs.onNext} nextLabel="Finalizar" />
    </Stack>
  ),
};

/** Waiting for the server: the next button spins and back is disabled. */
export const LoadingNext: Story = {
  render: (args) => (
    <Stack gap="6">
      <Wizard {...args} />
      <WizardFooter onBack={footerArgs.onBack} onNext={footerArgs.onNext} nextLoading />
    </Stack>
  ),
};

function RegistrationDemo() {
  const [open, setOpen] = useState(true);
  const [step, setStep] = useState(0);
  const [saving, setSaving] = useState(false);
  const close = () => {
    setOpen(false);
    setStep(0);
  };
  // The step advances when the (simulated) registration call answers 201.
  const next = () => {
    if (step === registrationSteps.length - 1) {
      close();
      return;
    }
    setSaving(true);
    setTimeout(() => {
      setSaving(false);
      setStep((s) => s + 1);
    }, 700);
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>Registrarme</Button>
      <Modal
        open={open}
        onClose={close}
        title="Registro de empresa"
        size="lg"
        footer={
          <WizardFooter
            onBack={step > 0 ? () => setStep(step - 1) : undefined}
            onNext={next}
            nextLabel={step === registrationSteps.length - 1 ? 'Finalizar' : 'Siguiente'}
            nextLoading={saving}
          />
        }
      >
        <Wizard steps={registrationSteps} current={step}>
          {(index) => (index === 0 ? <GeneralData /> : <Accreditation />)}
        </Wizard>
      </Modal>
    </>
  );
}

/** The registration modal: 'Siguiente' waits 700 ms for a simulated 201 and moves to 'Acreditación'. */
export const InModal: Story = { render: () => <RegistrationDemo /> };

/** 'Siguiente' disabled until the step can be sent (`nextDisabled`). */
export const Disabled: Story = {
  render: (args) => (
    <Stack gap="6">
      <Wizard {...args} />
      <WizardFooter onNext={footerArgs.onNext} nextDisabled />
    </Stack>
  ),
};

/** A step title of some 120 characters wraps beside its number. */
export const LongText: Story = {
  args: { steps: [{ id: 'datos', title: LONG_LABEL }, { id: 'acreditacion', title: 'Acreditación' }], current: 1 },
  render: (args) => (
    <Stack gap="6">
      <Wizard {...args} />
      <WizardFooter onBack={footerArgs.onBack} onNext={footerArgs.onNext} nextLabel="Finalizar" />
    </Stack>
  ),
};

/** Catalan interface: 'Passos', 'completat', 'Següent' and 'Enrere' from the design system; the steps are the owner's. */
export const Catalan: Story = {
  args: { steps: [{ id: 'datos', title: 'Dades generals' }, { id: 'acreditacion', title: 'Acreditació' }], current: 1 },
  render: (args) => (
    <Stack gap="6">
      <Wizard {...args} />
      <WizardFooter onBack={footerArgs.onBack} onNext={footerArgs.onNext} />
    </Stack>
  ),
  decorators: [inLanguage('ca')],
};
