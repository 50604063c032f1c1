import { addBundle } from '@dapcon/shared-sdk';

/** A company's part of its home (namespace 'home-inicio', loaded with InicioEmpresa): the fee owed and its declarations. */
addBundle('home-inicio', {
  es: {
    pago: {
      titulo: 'Cuota anual pendiente de pago',
      pendiente:
        'La cuota anual de su empresa está pendiente de pago. Cierre la sesión y vuelva a iniciarla: se abrirá la ventana de pago para elegir domiciliación bancaria o transferencia.',
      en_tramite: 'El pago de la cuota anual está en trámite. Este aviso desaparecerá cuando la asociación registre el pago.',
      transferencia: {
        titulo: 'Cuota anual {{year}}: pendiente de su transferencia',
        texto: 'Ha elegido pagar por transferencia bancaria. Hágala a esta cuenta, por este importe y con este concepto; este aviso desaparecerá cuando la asociación confirme el pago.',
        datos: 'Datos de la transferencia',
        entidad: 'Entidad',
        iban: 'IBAN',
        importe: 'Importe (IVA incluido)',
        concepto: 'Concepto',
      },
      domiciliacion: {
        titulo: 'Cuota anual {{year}}: domiciliación bancaria elegida',
        texto: 'Ha elegido pagar por domiciliación bancaria. La asociación cobrará {{importe}} (IVA incluido) en la cuenta terminada en {{final}} en la próxima remesa; no tiene que hacer nada más. Este aviso desaparecerá cuando se haya cobrado.',
        textoSinCuenta:
          'Ha elegido pagar por domiciliación bancaria. La asociación cobrará {{importe}} (IVA incluido) en su cuenta en la próxima remesa; no tiene que hacer nada más. Este aviso desaparecerá cuando se haya cobrado.',
      },
    },
    dapcons: { titulo: 'Sus DAPcon', verTodas: 'Ver todas sus DAPcon', vacio: 'Aún no tiene ninguna DAPcon.', enlace: '{{estado}}: {{count}}' },
  },
  ca: {
    pago: {
      titulo: 'Quota anual pendent de pagament',
      pendiente:
        "La quota anual de la vostra empresa està pendent de pagament. Tanqueu la sessió i torneu-la a iniciar: s'obrirà la finestra de pagament per triar domiciliació bancària o transferència.",
      en_tramite: "El pagament de la quota anual està en tràmit. Aquest avís desapareixerà quan l'associació registri el pagament.",
      transferencia: {
        titulo: 'Quota anual {{year}}: pendent de la vostra transferència',
        texto: "Heu triat pagar per transferència bancària. Feu-la a aquest compte, per aquest import i amb aquest concepte; aquest avís desapareixerà quan l'associació confirmi el pagament.",
        datos: 'Dades de la transferència',
        entidad: 'Entitat',
        iban: 'IBAN',
        importe: 'Import (IVA inclòs)',
        concepto: 'Concepte',
      },
      domiciliacion: {
        titulo: 'Quota anual {{year}}: domiciliació bancària triada',
        texto: "Heu triat pagar per domiciliació bancària. L'associació cobrarà {{importe}} (IVA inclòs) al compte acabat en {{final}} a la propera remesa; no cal que feu res més. Aquest avís desapareixerà quan s'hagi cobrat.",
        textoSinCuenta:
          "Heu triat pagar per domiciliació bancària. L'associació cobrarà {{importe}} (IVA inclòs) al vostre compte a la propera remesa; no cal que feu res més. Aquest avís desapareixerà quan s'hagi cobrat.",
      },
    },
    dapcons: { titulo: 'Les vostres DAPcon', verTodas: 'Veure totes les vostres DAPcon', vacio: 'Encara no teniu cap DAPcon.', enlace: '{{estado}}: {{count}}' },
  },
});
