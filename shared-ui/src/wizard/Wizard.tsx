import { Children, useEffect, useRef, type ReactNode } from 'react';
import { Steps, VisuallyHidden, useStepsStyles } from '@chakra-ui/react';
import { useUiText } from '../i18n';
import { Box, Button, chakra, HStack, registerRecipes } from '@dapcon/shared-ui';
import { stepsSlotRecipe } from '@chakra-ui/react/theme';

// Its recipes come with it: the pages that never load it do not download them (theme.ts).
registerRecipes({ slotRecipes: { steps: stepsSlotRecipe } });

/** One step of a {@link Wizard}. */
export interface WizardStep {
  id: string;
  title: string;
}

/** Props of {@link Wizard}. */
export interface WizardProps {
  steps: readonly WizardStep[];
  /** Index of the step shown (0-based). The owner moves it: the wizard never advances by itself. */
  current: number;
  /**
   * The steps' contents: one child per step, in order (only the current one is rendered), or a
   * function of the current index and step.
   */
  children: ReactNode | ((current: number, step: WizardStep | undefined) => ReactNode);
  /** Read out after the title of a completed step. Default 'completado'. */
  completedLabel?: string;
  /** Accessible name of the step list. Default 'Pasos'. */
  stepsLabel?: string;
}

/** The list of steps, as an ordered list (Ark's own list is a tablist without tabs). */
function StepList({ steps, current, completedLabel, stepsLabel }: { steps: readonly WizardStep[]; current: number; completedLabel: string; stepsLabel: string }) {
  const styles = useStepsStyles();
  return (
    <chakra.ol css={styles.list} listStyle="none" p="0" m="0" aria-label={stepsLabel}>
      {steps.map((step, index) => (
        <Steps.Item key={step.id} index={index} asChild>
          <li>
            <Steps.Indicator />
            <Steps.Title>
              {step.title}
              {index < current ? <VisuallyHidden>{` (${completedLabel})`}</VisuallyHidden> : null}
            </Steps.Title>
            <Steps.Separator />
          </li>
        </Steps.Item>
      ))}
    </chakra.ol>
  );
}

/**
 * A controlled multi-step form: a numbered progress header (completed steps show a tick, the
 * current one has `aria-current="step"`) and the current step's content, a group named after its step.
 * When a step shows with the focus lost (the button pressed went away with the content it was in: a
 * choice that opens the wizard, a step's own button), the step's content takes it, so that a keyboard
 * user goes on from there and a screen reader says where they are (WCAG 2.4.3). Put a
 * {@link WizardFooter} in the modal's footer, and move `current` when the server answers.
 *
 * @example
 * <Modal open={open} onClose={close} title="Registro de empresa" size="xl"
 *   footer={<WizardFooter form="registro" nextLoading={saving} />}>
 *   <Wizard steps={[{ id: 'datos', title: 'Datos generales' }, { id: 'acreditacion', title: 'Acreditación' }]} current={step}>
 *     <CompanyDataForm id="registro" onCreated={() => setStep(1)} />
 *     <AccreditationForm />
 *   </Wizard>
 * </Modal>
 */
export function Wizard({ steps, current, children, completedLabel, stepsLabel }: WizardProps) {
  const { t } = useUiText();
  completedLabel ??= t('wizard.completed');
  stepsLabel ??= t('wizard.steps');
  const index = Math.min(Math.max(Math.trunc(current), 0), Math.max(steps.length - 1, 0));
  const content = typeof children === 'function' ? children(index, steps[index]) : Children.toArray(children)[index];
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (active === null || active === document.body) box.current?.focus();
  }, [index]);
  return (
    <Steps.Root step={index} count={steps.length} linear size="sm" gap="6">
      <StepList steps={steps} current={index} completedLabel={completedLabel} stepsLabel={stepsLabel} />
      <Box ref={box} tabIndex={-1} role="group" aria-label={steps[index]?.title}>
        {content}
      </Box>
    </Steps.Root>
  );
}

/** Props of {@link WizardFooter}. */
export interface WizardFooterProps {
  /** Shows the back button when set. */
  onBack?: () => void;
  /** Called on the next button; not needed when `form` makes it a submit button. */
  onNext?: () => void;
  /** Id of a form the next button submits (a modal's footer is outside the form in its body). */
  form?: string;
  nextLabel?: string;
  backLabel?: string;
  /** Spinner on the next button (and back disabled) while the step is being saved. */
  nextLoading?: boolean;
  nextDisabled?: boolean;
}

/**
 * The wizard's buttons: 'Atrás' (when `onBack` is given) and 'Siguiente'.
 *
 * @example
 * <WizardFooter onBack={() => setStep(0)} onNext={save} nextLabel="Finalizar" nextLoading={saving} />
 */
export function WizardFooter({ onBack, onNext, form, nextLabel, backLabel, nextLoading = false, nextDisabled = false }: WizardFooterProps) {
  const { t } = useUiText();
  nextLabel ??= t('wizard.next');
  backLabel ??= t('wizard.back');
  return (
    <HStack gap="3" justify="flex-end" w="full">
      {onBack ? (
        <Button type="button" variant="outline" colorPalette="gray" onClick={onBack} disabled={nextLoading}>
          {backLabel}
        </Button>
      ) : null}
      <Button type={form ? 'submit' : 'button'} form={form} onClick={onNext} loading={nextLoading} loadingText={nextLabel} disabled={nextDisabled}>
        {nextLabel}
      </Button>
    </HStack>
  );
}
