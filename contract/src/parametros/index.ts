/**
 * The programme's configuration (issue 15, spec part 1 §3 'Parameter', §5, §6; part 2 §2.24,
 * §3 'Ecoplatform classification', §7.10): the parameter tree's administration (`/parametros`)
 * and the ECO Platform product classification (`/clasificacion-ecoplatform`). Each file adds its
 * own export line here.
 */
export * from './raices';
export * from './messages';
export * from './parametros';
export * from './clasificacion';
export * from './messages-clasificacion';
