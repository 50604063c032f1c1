import { addBundle } from '@dapcon/shared-sdk';

/** mf-parametros's texts of the audit trail (/auditoria); namespace 'parametros'. */
addBundle('parametros', {
  es: {
    auditoria: {
      intro: 'Quién hizo qué y cuándo: accesos, accesos fallidos, denegaciones, suplantaciones, exportaciones y escrituras. Ninguna contraseña, token ni cuenta bancaria se guarda.',
      tabla: 'Auditoría',
      sinDatos: 'Ninguna entrada.',
      filtros: {
        persona: 'Persona (nombre o CIF/NIF)',
        accion: 'Acción',
        entidad: 'Registro (tabla)',
        entidadId: 'Registro (ID)',
        desde: 'Desde',
        hasta: 'Hasta',
      },
      columnas: { fecha: 'Fecha', quien: 'Quién', accion: 'Acción', registro: 'Registro', peticion: 'Petición', ip: 'IP', detalle: 'Detalle' },
      por: '{{usuario}} (por {{admin}})',
      sinCuenta: 'sin cuenta',
      acciones: {
        escritura: 'Escritura',
        acceso: 'Acceso',
        acceso_fallido: 'Acceso fallido',
        denegado: 'Acceso denegado',
        suplantacion_inicio: 'Inicio de suplantación',
        suplantacion_fin: 'Fin de suplantación',
        exportacion: 'Exportación',
      },
    },
  },
  ca: {
    auditoria: {
      intro: 'Qui va fer què i quan: accessos, accessos fallits, denegacions, suplantacions, exportacions i escriptures. No es desa cap contrasenya, token ni compte bancari.',
      tabla: 'Auditoria',
      sinDatos: 'Cap entrada.',
      filtros: {
        persona: 'Persona (nom o CIF/NIF)',
        accion: 'Acció',
        entidad: 'Registre (taula)',
        entidadId: 'Registre (ID)',
        desde: 'Des de',
        hasta: 'Fins a',
      },
      columnas: { fecha: 'Data', quien: 'Qui', accion: 'Acció', registro: 'Registre', peticion: 'Petició', ip: 'IP', detalle: 'Detall' },
      por: '{{usuario}} (per {{admin}})',
      sinCuenta: 'sense compte',
      acciones: {
        escritura: 'Escriptura',
        acceso: 'Accés',
        acceso_fallido: 'Accés fallit',
        denegado: 'Accés denegat',
        suplantacion_inicio: 'Inici de suplantació',
        suplantacion_fin: 'Fi de suplantació',
        exportacion: 'Exportació',
      },
    },
  },
});
