/**
 * The notices a registration asks to accept (spec part 1 §2): terms and conditions and data
 * protection. The programme publishes them in Spanish only, so they are not translated.
 */
export type NoticeKind = 'terminos' | 'proteccion';

export const NOTICES: Record<NoticeKind, readonly string[]> = {
  terminos: [
    'El portal DAPcon es la herramienta de gestión del programa DAPconstrucción®, programa de declaraciones ambientales de producto (DAP) para productos de construcción cuyo titular es el Col·legi de l’Arquitectura Tècnica de Barcelona (CAATEEB).',
    'Al registrarse, la organización o el consultor se compromete a facilitar datos veraces y a mantenerlos actualizados, a custodiar sus credenciales de acceso y a utilizar el portal únicamente para tramitar declaraciones y gestiones propias del programa.',
    'La inscripción en el portal no supone la concesión de ninguna declaración. Cada declaración sigue el procedimiento de verificación del programa y sus reglas generales, y puede conllevar las cuotas que el programa tenga establecidas en cada momento.',
    'La documentación que se aporte (certificados, informes de análisis de ciclo de vida y demás) debe ser auténtica y estar vigente. El CAATEEB puede suspender o dar de baja las cuentas que incumplan estas condiciones o hagan un uso indebido del portal.',
    'El CAATEEB puede modificar estas condiciones para adaptarlas a cambios normativos o del programa; las modificaciones se comunicarán a través del propio portal.',
  ],
  proteccion: [
    'Responsable del tratamiento: Col·legi de l’Arquitectura Tècnica de Barcelona (CAATEEB), titular del programa DAPconstrucción®.',
    'Finalidad: gestionar su registro en el portal DAPcon, la tramitación y publicación de las declaraciones ambientales de producto, la facturación de los servicios del programa y las comunicaciones relacionadas con ellos.',
    'Legitimación: la ejecución de la relación que se establece al registrarse y el cumplimiento de las obligaciones legales del responsable. Los datos de las declaraciones verificadas (organización titular, producto) se publican en el catálogo del programa.',
    'Conservación: los datos se conservan mientras la cuenta esté activa y, después, durante los plazos que exija la normativa aplicable.',
    'Derechos: puede ejercer los derechos de acceso, rectificación, supresión, oposición, limitación del tratamiento y portabilidad dirigiéndose al CAATEEB, así como presentar una reclamación ante la autoridad de control competente.',
  ],
};
