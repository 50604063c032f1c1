/**
 * The web contents of the demo programme (size 'demo' only; the test seed has none): news items,
 * announcements and events in both states, for every profile and some company types, whose
 * publication days lie before, around and after the seed's reference date (2026-11-01). With a
 * storage, the news items get their image and two contents an image inserted with the editor (stored
 * in `contenidos/`, recorded in `editor_imagenes`, named in the HTML), made by `seed/files.ts`. Draws
 * nothing: the same contents on every machine, whatever ran before.
 */
import { asc, eq } from 'drizzle-orm';
import { EDITOR_IMAGENES_PATH, type EstadoContenido, type PerfilContenido } from '@dapcon/contract';
import type { Database } from '../../db/database';
import { sanitizeRichText } from '../../lib/html';
import type { Storage } from '../../plugins/app/storage';
import { demoLogo } from '../../seed/files';
import { usuarios } from '../../auth/tables';
import { contenidosWeb, editorImagenes } from './tables';

/** Where the API serves editor images (the seed writes the URL the editor would have). */
const EDITOR_IMAGENES_URL = `/api${EDITOR_IMAGENES_PATH}`;

interface SeedContenido {
  titulo: string;
  corta: string;
  /** HTML paragraphs; `{{imagen}}` marks where an editor image goes (dropped without a storage). */
  larga: string;
  tipo: 'noticia' | 'comunicado' | 'evento';
  clasificacion: 'clas_programa' | 'clas_normativa' | 'clas_formacion' | 'clas_sector';
  estado: EstadoContenido;
  perfiles: PerfilContenido[];
  tipos_empresa?: string[];
  publicacion: string;
  fin?: string;
}

/** Every type in both states; windows past (ended before 2026-11-01), current and future. */
export const SEED_CONTENIDOS: readonly SeedContenido[] = [
  {
    titulo: 'El programa DAPcon supera las 100 declaraciones publicadas',
    corta: 'Fabricantes de morteros, cerámica y áridos ya comunican el impacto ambiental de sus productos con una DAP verificada.',
    larga:
      '<h2>Un año de crecimiento</h2><p>El programa ha publicado este año su <strong>declaración número 100</strong>. Gracias a todas las empresas, consultores y verificadores que lo han hecho posible.</p>{{imagen}}<ul><li>42 empresas con al menos una DAP</li><li>9 idiomas de publicación</li></ul>',
    tipo: 'noticia',
    clasificacion: 'clas_programa',
    estado: 'Publicado',
    perfiles: [3, 4, 5],
    publicacion: '2026-10-15',
  },
  {
    titulo: 'Nueva guía para calcular la huella de los morteros',
    corta: 'La guía sectorial explica cómo aplicar la RCP de morteros paso a paso.',
    larga: '<p>Disponible la nueva guía sectorial. Incluye ejemplos resueltos y una plantilla de inventario.</p><p><a href="https://www.dapcon.example/guias" target="_blank">Descargar la guía</a></p>',
    tipo: 'noticia',
    clasificacion: 'clas_sector',
    estado: 'Publicado',
    perfiles: [5],
    tipos_empresa: ['empresa'],
    publicacion: '2026-10-20',
    fin: '2026-12-31',
  },
  {
    titulo: 'Borrador: resumen de la reunión del comité técnico',
    corta: 'Acuerdos de la reunión de noviembre (pendiente de revisión).',
    larga: '<p>Se acordó revisar el procedimiento de renovación de las declaraciones caducadas.</p>',
    tipo: 'noticia',
    clasificacion: 'clas_programa',
    estado: 'Despublicado',
    perfiles: [3, 4],
    publicacion: '2026-11-20',
  },
  {
    titulo: 'Actualización de la norma EN 15804+A2',
    corta: 'Las declaraciones nuevas deben seguir la versión A2 de la norma.',
    larga: '<p>Desde el <em>1 de julio</em> las declaraciones nuevas siguen la EN 15804+A2. Las vigentes mantienen su validez hasta que caduquen.</p>',
    tipo: 'noticia',
    clasificacion: 'clas_normativa',
    estado: 'Publicado',
    perfiles: [3, 4, 5],
    publicacion: '2026-06-01',
    fin: '2026-09-30',
  },
  {
    titulo: 'Recordatorio: cuota anual 2027',
    corta: 'La cuota anual se cargará en enero a las empresas con domiciliación.',
    larga: '<p>Las empresas que pagan por transferencia recibirán la factura en diciembre. Revise sus datos de facturación en <strong>Mis datos</strong>.</p>',
    tipo: 'comunicado',
    clasificacion: 'clas_programa',
    estado: 'Publicado',
    perfiles: [5],
    publicacion: '2026-10-01',
  },
  {
    titulo: 'Cambios en el procedimiento de verificación',
    corta: 'El informe de verificación se sube ahora desde la ficha de la DAPcon.',
    larga: '<p>Los verificadores adjuntan el informe al aceptar la declaración. Los consultores reciben un aviso por correo.</p>',
    tipo: 'comunicado',
    clasificacion: 'clas_programa',
    estado: 'Publicado',
    perfiles: [3, 4],
    publicacion: '2026-09-15',
    fin: '2026-12-15',
  },
  {
    titulo: 'Convocatoria de la asamblea de asociaciones',
    corta: 'Orden del día de la próxima asamblea (borrador).',
    larga: '<ol><li>Aprobación del acta anterior</li><li>Presupuesto 2027</li><li>Ruegos y preguntas</li></ol>',
    tipo: 'comunicado',
    clasificacion: 'clas_programa',
    estado: 'Despublicado',
    perfiles: [5],
    tipos_empresa: ['asociacion'],
    publicacion: '2026-10-05',
  },
  {
    titulo: 'Calendario de verificaciones 2027',
    corta: 'Las fechas de cierre de cada trimestre para las verificaciones.',
    larga: '<p>Se publicará el calendario con las fechas límite de entrega de cada trimestre.</p>',
    tipo: 'comunicado',
    clasificacion: 'clas_normativa',
    estado: 'Publicado',
    perfiles: [4],
    publicacion: '2026-12-01',
  },
  {
    titulo: 'Jornada técnica: DAP y contratación pública',
    corta: 'Cómo valoran las administraciones las declaraciones ambientales en sus licitaciones.',
    larga:
      '<p>Jornada presencial en Barcelona, con retransmisión en directo.</p>{{imagen}}<p><strong>Inscripción gratuita</strong> hasta completar el aforo.</p>',
    tipo: 'evento',
    clasificacion: 'clas_formacion',
    estado: 'Publicado',
    perfiles: [3, 4, 5],
    publicacion: '2026-10-25',
    fin: '2026-11-30',
  },
  {
    titulo: 'Curso de ACV para consultores',
    corta: 'Formación de 20 horas sobre análisis de ciclo de vida aplicado a la construcción.',
    larga: '<p>El curso se celebró en marzo y abril. Las grabaciones están disponibles para los inscritos.</p>',
    tipo: 'evento',
    clasificacion: 'clas_formacion',
    estado: 'Publicado',
    perfiles: [3],
    publicacion: '2026-03-01',
    fin: '2026-04-15',
  },
  {
    titulo: 'Taller para empresas y asociaciones',
    corta: 'Taller práctico sobre cómo preparar los datos de una primera DAP.',
    larga: '<p>Fechas por confirmar.</p>',
    tipo: 'evento',
    clasificacion: 'clas_formacion',
    estado: 'Despublicado',
    perfiles: [5],
    tipos_empresa: ['empresa', 'asociacion'],
    publicacion: '2026-11-15',
  },
  {
    titulo: 'Webinar: novedades del programa',
    corta: 'Una hora para repasar los cambios del portal y del reglamento.',
    larga: '<p>Conéctese el día 10 a las 10:00. El enlace llegará por correo a los inscritos.</p>',
    tipo: 'evento',
    clasificacion: 'clas_sector',
    estado: 'Publicado',
    perfiles: [3, 4, 5],
    publicacion: '2026-11-10',
    fin: '2026-11-10',
  },
];

/** The instant a content was written: its publication day at 09:00 UTC, or a week before for one yet to be published. */
function escritoEl(c: SeedContenido): Date {
  const day = new Date(`${c.publicacion}T09:00:00Z`);
  return c.publicacion > '2026-11-01' ? new Date(day.getTime() - 7 * 24 * 60 * 60_000) : day;
}

/**
 * Seeds the demo contents (written by the first administrator); with a storage, their images.
 * Answers the files stored.
 */
export async function seedContenidos(db: Database, storage?: Storage): Promise<number> {
  const [autor] = await db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.modulo_app, 'administrador')).orderBy(asc(usuarios.id)).limit(1);
  let archivos = 0;
  for (const [n, c] of SEED_CONTENIDOS.entries()) {
    const escrito = escritoEl(c);
    let figura = '';
    if (storage && c.larga.includes('{{imagen}}')) {
      const key = await storage.put('contenidos', 'png', demoLogo(n + 1));
      archivos++;
      await db.insert(editorImagenes).values({ storage_key: key, usuario_id: autor?.id ?? null, created_at: escrito });
      figura = `<p><img src="${EDITOR_IMAGENES_URL}/${key.slice(key.indexOf('/') + 1)}" alt="${c.titulo}"></p>`;
    }
    let imagen: string | null = null;
    if (storage && c.tipo === 'noticia') {
      imagen = await storage.put('contenidos', 'png', demoLogo(2 * n + 1));
      archivos++;
    }
    await db.insert(contenidosWeb).values({
      titulo: c.titulo,
      descripcion_corta: c.corta,
      descripcion_larga: sanitizeRichText(c.larga.replace('{{imagen}}', figura)),
      tipo: c.tipo,
      clasificacion: c.clasificacion,
      imagen,
      fecha_publicacion: c.publicacion,
      fecha_fin_publicacion: c.fin ?? null,
      estado: c.estado,
      perfiles: c.perfiles,
      tipos_empresa: c.tipos_empresa ?? [],
      usuario_id: autor?.id ?? null,
      created_at: escrito,
      updated_at: escrito,
    });
  }
  return archivos;
}
