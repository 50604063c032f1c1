// Public surface of @dapcon/shared-ui, the portal's design system on Chakra UI v3.
export { system, PortalProvider, type PortalProviderProps } from './theme';

export { FormField, type FormFieldProps } from './form/FormField';
export { TextInput, type TextInputProps } from './form/TextInput';
export { PasswordInput, type PasswordInputProps } from './form/PasswordInput';
export { CheckboxField, type CheckboxFieldProps } from './form/CheckboxField';
export { SelectField, type SelectFieldProps, type SelectOption } from './form/SelectField';
export { applyServerErrors, reportSubmitError } from './form/serverErrors';
export { FileField, type FileFieldProps } from './form/FileField';
export { formatBytes, acceptAttribute, useUploadCheck } from './form/fileChecks';
export * from './form/kit';
export { useCountryOptions, useParameterOptions, useTowns, type TownsLookup } from './reference/reference';

export { Wizard, WizardFooter, type WizardProps, type WizardFooterProps, type WizardStep } from './wizard/Wizard';

export { ImageCropper, type ImageCropperProps, type ImageCropperLabels } from './image/ImageCropper';
export { ImagePicker, type ImagePickerProps } from './image/ImagePicker';
export {
  CROP_ZOOM,
  CROP_RATIOS,
  clampZoom,
  baseCropSize,
  cropSize,
  clampCenter,
  cropRect,
  rectCenter,
  screenToImageDelta,
  moveCenter,
  pixelRect,
  croppedType,
  croppedName,
  type CropAspect,
  type CropInput,
  type Size,
  type Point,
  type Rect,
} from './image/cropGeometry';
export { useObjectUrl } from './image/useObjectUrl';

export { Modal, type ModalProps } from './modal/Modal';
export { ErrorModal, type ErrorModalProps, type ModalError } from './modal/ErrorModal';
export { SuccessModal, type SuccessModalProps } from './modal/SuccessModal';
export { ConfirmModal, type ConfirmModalProps } from './modal/ConfirmModal';

export {
  DataTable,
  parseSort,
  nextSort,
  type DataTableProps,
  type DataTableColumn,
  type SortState,
} from './data/DataTable';
export { Pagination, type PaginationProps, type PaginationLabels } from './data/Pagination';
export { paginationItems, PAGINATION_WINDOW, type PaginationItem } from './data/paginationItems';

export { AppFrame, type AppFrameProps } from './frame/AppFrame';
export { TopBar, type TopBarProps } from './frame/TopBar';
export {
  SideMenu,
  activeLinkFor,
  type SideMenuProps,
  type SideMenuItem,
  type SideMenuLink,
  type SideMenuGroup,
} from './frame/SideMenu';
export { UserMenu, type UserMenuProps, type UserMenuLabels } from './frame/UserMenu';
export { LanguageSwitch, type LanguageSwitchProps, type PortalLanguage } from './frame/LanguageSwitch';
export { RemoteErrorFallback, type RemoteErrorFallbackProps } from './frame/RemoteErrorFallback';
export { NotAvailable, type NotAvailableProps } from './frame/NotAvailable';
export { PageHeader, type PageHeaderProps, type BreadcrumbEntry } from './frame/PageHeader';
export { LoadingState, type LoadingStateProps } from './frame/LoadingState';
export { AuthLayout, type AuthLayoutProps } from './frame/AuthLayout';
export { AreaComingSoon, type AreaComingSoonProps } from './frame/AreaComingSoon';
export { AreaRoutes, type AreaRoute } from './frame/AreaRoutes';
export { useScreenTitleOf } from './frame/screenTitle';
export { PageNotFound } from './frame/PageNotFound';

export * from './primitives';
export * from './router';
