/**
 * The homes' and the frame's own endpoints (issue 16, docs/home.md): the administrator's dashboard
 * (`/panel/*`), the 'Resumen de DAPcon' counts and the notifications.
 */
export * from './consolidado';
export * from './resumen';
export * from './notificaciones';
export * from './inicio';
export * from './foro';
