// Long texts for the stories' LongText state (issue 37): what a real name, label or address can be,
// so a story shows whether the component wraps, truncates or overflows.

/** A label of some 120 characters, as a long legal wording of a field or a state. */
export const LONG_LABEL = 'Declaro que los datos de la empresa, de su persona de contacto y de facturación son ciertos y están actualizados a día de hoy';

/** The same in Catalan. */
export const LONG_LABEL_CA = "Declaro que les dades de l'empresa, de la persona de contacte i de facturació són certes i estan actualitzades a dia d'avui";

/** A company's long legal name. */
export const LONG_NAME = 'Cerámicas, Pavimentos y Revestimientos Sostenibles del Mediterráneo Occidental y del Valle del Ebro, Sociedad Limitada';

/** A long e-mail address: one unbroken word of 80 characters and more. */
export const LONG_EMAIL = 'departamento.calidad.ambiental.y.sostenibilidad@ceramicasypavimentosdelmediterraneooccidental.example.org';
