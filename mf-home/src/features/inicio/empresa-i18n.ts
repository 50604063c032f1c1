import { addBundle } from '@dapcon/shared-sdk';

/** A company's part of its home (namespace 'home-inicio', loaded with InicioEmpresa): the fee owed and its declarations. */
addBundle('home-inicio', {
  es: {
    pago: {
      titulo: 'Cuota anual pendiente de pago',
      pendiente:
        'La cuota anual de su empresa está pendiente de pago. Cierre la sesión y vuelva a iniciarla: se abrirá la ventana de pago para elegir domiciliación bancaria o transferencia.',
      en_tramite:
        'El pago de la cuota anual está en trámite. Si eligió transferencia, hágala a la cuenta del programa indicando su CIF; si eligió domiciliación, la asociación cobrará el recibo en su cuenta. Este aviso desaparecerá cuando la asociación registre el pago.',
    },
    dapcons: { titulo: 'Sus DAPcon', verTodas: 'Ver todas sus DAPcon', vacio: 'Aún no tiene ninguna DAPcon.', enlace: '{{estado}}: {{count}}' },
  },
  ca: {
    pago: {
      titulo: 'Quota anual pendent de pagament',
      pendiente:
        "La quota anual de la vostra empresa està pendent de pagament. Tanqueu la sessió i torneu-la a iniciar: s'obrirà la finestra de pagament per triar domiciliació bancària o transferència.",
      en_tramite:
        "El pagament de la quota anual està en tràmit. Si vau triar transferència, feu-la al compte del programa indicant el vostre CIF; si vau triar domiciliació, l'associació cobrarà el rebut al vostre compte. Aquest avís desapareixerà quan l'associació registri el pagament.",
    },
    dapcons: { titulo: 'Les vostres DAPcon', verTodas: 'Veure totes les vostres DAPcon', vacio: 'Encara no teniu cap DAPcon.', enlace: '{{estado}}: {{count}}' },
  },
});
