// Public surface of @dapcon/shared-ui, the portal's design system on Chakra UI v3: what every page,
// the sign-in page first, needs. What only some screens need is in lazy entry points, each shared
// through Module Federation on its own and loaded with the first screen that imports it:
// `@dapcon/shared-ui/frame` (the signed-in frame), `/data` (tables), `/image` (image field and cropper),
// `/wizard` (multi-step forms), `/reference` (address fields and the reference-data hooks), `/tree`, `/chart`,
// `/editor` (the rich-text editor and its form control). See docs/performance.md.
export { system, PortalProvider, registerRecipes, type PortalProviderProps, type LazyRecipes } from './theme';

export { FormField, type FormFieldProps } from './form/FormField';
export { TextInput, type TextInputProps } from './form/TextInput';
export { PasswordInput, type PasswordInputProps } from './form/PasswordInput';
export { CheckboxField, type CheckboxFieldProps } from './form/CheckboxField';
export { SelectField, type SelectFieldProps, type SelectOption } from './form/SelectField';
export { applyServerErrors, reportSubmitError } from './form/serverErrors';
export { FileField, type FileFieldProps } from './form/FileField';
export { FormSection, type FormSectionProps } from './form/FormSection';
export { formatBytes, acceptAttribute, useUploadCheck } from './form/fileChecks';
// The parts of the file field, for a file control of one's own (the image field builds on them).
export { FilePickButton, type FilePickButtonProps } from './form/FilePickButton';
export { RemoveFileButton } from './form/RemoveFileButton';
export { ChosenFile, useFileField } from './form/useFileField';
export * from './form/kit';

export { Modal, type ModalProps } from './modal/Modal';
export { ErrorModal, type ErrorModalProps, type ModalError } from './modal/ErrorModal';
export { SuccessModal, type SuccessModalProps } from './modal/SuccessModal';
export { ConfirmModal, type ConfirmModalProps } from './modal/ConfirmModal';

export { LanguageSwitch, type LanguageSwitchProps, type PortalLanguage } from './frame/LanguageSwitch';
export { RemoteErrorFallback, type RemoteErrorFallbackProps } from './frame/RemoteErrorFallback';
export { NotAvailable, type NotAvailableProps } from './frame/NotAvailable';
export { StatusBadge, type StatusBadgeProps, type StatusPalette } from './frame/StatusBadge';
export { PageHeader, type PageHeaderProps, type BreadcrumbEntry } from './frame/PageHeader';
export { LoadingState, type LoadingStateProps } from './frame/LoadingState';
export { AuthLayout, type AuthLayoutProps } from './frame/AuthLayout';
export { SkipLink } from './frame/SkipLink';
export { AreaComingSoon, type AreaComingSoonProps } from './frame/AreaComingSoon';
export { AreaRoutes, type AreaRoute } from './frame/AreaRoutes';
export { listPrefetch } from './frame/listPrefetch';
export { useScreenTitleOf } from './frame/screenTitle';
export { PageNotFound } from './frame/PageNotFound';

export { isLazyComponent, lazyComponent, retryFailedLoads, useLoaded, type LazyComponent, type LazyOptions, type LoadStatus } from './lazy/lazyComponent';

// A small hook the image entry also re-exports: here so a screen that only shows an image (the homes) need not load the cropper.
export { useObjectUrl } from './image/useObjectUrl';

export * from './primitives';
export * from './router';
