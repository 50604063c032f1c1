// @dapcon/shared-ui/wizard: the steps of a multi-step form (Chakra's steps).
export { Wizard, WizardFooter, type WizardProps, type WizardFooterProps, type WizardStep } from '../wizard/Wizard';
