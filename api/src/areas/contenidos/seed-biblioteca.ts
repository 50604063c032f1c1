/**
 * The demo document library (size 'demo'; docs/contenidos.md step 6): documents of every type and
 * profile, files (PDFs, and a PNG logo) and links, some highlighted, some unpublished (one of them
 * highlighted, which nobody reads). The files are made by `seed/files.ts` and stored in
 * `documentos-biblioteca/`; without a storage only the links are written (a document has its file).
 * Draws nothing: the same library on every machine.
 */
import { asc, eq } from 'drizzle-orm';
import type { EstadoDocumento, PerfilContenido } from '@dapcon/contract';
import type { Database } from '../../db/database';
import type { Storage } from '../../plugins/app/storage';
import { demoAttachment, demoLogo } from '../../seed/files';
import { usuarios } from '../../auth/tables';
import { bibliotecaDocumentos } from './biblioteca-tables';

interface SeedDocumento {
  titulo: string;
  descripcion: string;
  tipo_documento: 'doc_guias' | 'doc_normativa' | 'doc_rcp' | 'doc_formularios' | 'doc_presentaciones' | 'doc_identidad';
  /** A document's file name on the author's computer (a `.png` is an image, anything else a PDF)… */
  archivo?: string;
  /** …or a link's address. */
  link?: string;
  estado: EstadoDocumento;
  perfiles: PerfilContenido[];
  resaltado?: boolean;
  /** The day it was added, 'yyyy-mm-dd' (around the seed's reference date, 2026-11-01). */
  fecha: string;
}

/**
 * Consultants (3) read 1, 2, 4, 5, 6, 8, 11, 13; verifiers (4) 1, 3, 4, 5, 6, 11, 13; companies (5) 1,
 * 2, 5, 7, 9, 11. Highlighted and published: 1, 2, 3, 7, 13.
 */
export const SEED_BIBLIOTECA: readonly SeedDocumento[] = [
  {
    titulo: 'Reglamento del programa DAPcon',
    descripcion: 'Reglas generales del programa: participantes, procedimiento, registro y uso de las declaraciones.',
    tipo_documento: 'doc_normativa',
    archivo: 'Reglamento DAPcon v4.pdf',
    estado: 'Publicado',
    perfiles: [3, 4, 5],
    resaltado: true,
    fecha: '2026-01-15',
  },
  {
    titulo: 'Guía para redactar una DAP con la RCP 100',
    descripcion: 'Paso a paso: inventario, cálculo de los indicadores y redacción de la declaración.',
    tipo_documento: 'doc_guias',
    archivo: 'guia-redaccion-dap-rcp100.pdf',
    estado: 'Publicado',
    perfiles: [3, 5],
    resaltado: true,
    fecha: '2026-09-10',
  },
  {
    titulo: 'Manual del verificador',
    descripcion: 'Criterios de revisión, lista de comprobación y modelo de informe de verificación.',
    tipo_documento: 'doc_guias',
    archivo: 'manual-verificador-2026.pdf',
    estado: 'Publicado',
    perfiles: [4],
    resaltado: true,
    fecha: '2026-03-02',
  },
  {
    titulo: 'Procedimiento de verificación de declaraciones',
    descripcion: 'Plazos, documentación y comunicación entre el consultor y el verificador.',
    tipo_documento: 'doc_normativa',
    archivo: 'procedimiento-verificacion.pdf',
    estado: 'Publicado',
    perfiles: [3, 4],
    fecha: '2026-05-20',
  },
  {
    titulo: 'RCP 100: productos de construcción en general',
    descripcion: 'Regla de categoría de producto básica del programa, en la web de DAPcon.',
    tipo_documento: 'doc_rcp',
    link: 'https://www.dapcon.example/rcp/100',
    estado: 'Publicado',
    perfiles: [3, 4, 5],
    fecha: '2026-02-01',
  },
  {
    titulo: 'Norma UNE-EN 15804+A2',
    descripcion: 'Reglas de categoría de producto básicas para los productos de construcción (AENOR).',
    tipo_documento: 'doc_normativa',
    link: 'https://www.une.org/',
    estado: 'Publicado',
    perfiles: [3, 4],
    fecha: '2026-02-01',
  },
  {
    titulo: 'Formulario de solicitud de DAPcon',
    descripcion: 'Datos de la empresa y del producto que acompañan la solicitud de una declaración.',
    tipo_documento: 'doc_formularios',
    archivo: 'solicitud-dapcon.pdf',
    estado: 'Publicado',
    perfiles: [5],
    resaltado: true,
    fecha: '2026-10-05',
  },
  {
    titulo: 'Plantilla de inventario de ciclo de vida',
    descripcion: 'Estructura recomendada para recoger los datos de materias primas, energía y transporte.',
    tipo_documento: 'doc_formularios',
    archivo: 'plantilla-inventario-acv.pdf',
    estado: 'Publicado',
    perfiles: [3],
    fecha: '2026-06-12',
  },
  {
    titulo: 'Logotipo DAPcon para empresas',
    descripcion: 'El logotipo que las empresas con una declaración publicada pueden usar en sus productos.',
    tipo_documento: 'doc_identidad',
    archivo: 'logotipo-dapcon.png',
    estado: 'Publicado',
    perfiles: [5],
    fecha: '2026-04-18',
  },
  {
    titulo: 'Manual de uso del logotipo',
    descripcion: 'Tamaños, colores y usos permitidos del logotipo (en revisión).',
    tipo_documento: 'doc_identidad',
    archivo: 'manual-logotipo.pdf',
    estado: 'Despublicado',
    perfiles: [5],
    fecha: '2026-10-28',
  },
  {
    titulo: 'Presentación de la jornada técnica 2026',
    descripcion: 'Las diapositivas de la jornada sobre DAP y contratación pública.',
    tipo_documento: 'doc_presentaciones',
    archivo: 'jornada-tecnica-2026.pdf',
    estado: 'Publicado',
    perfiles: [3, 4, 5],
    fecha: '2026-10-26',
  },
  {
    titulo: 'Borrador: guía de renovación de declaraciones',
    descripcion: 'Cómo renovar una declaración caducada (pendiente de aprobación).',
    tipo_documento: 'doc_guias',
    archivo: 'renovacion-borrador.pdf',
    estado: 'Despublicado',
    perfiles: [3, 4, 5],
    resaltado: true,
    fecha: '2026-10-30',
  },
  {
    titulo: 'ECO Platform: declaraciones verificadas',
    descripcion: 'El registro europeo donde se publican las declaraciones de los programas asociados.',
    tipo_documento: 'doc_guias',
    link: 'https://www.eco-platform.org/',
    estado: 'Publicado',
    perfiles: [3, 4],
    resaltado: true,
    fecha: '2026-07-01',
  },
  {
    titulo: 'Calendario de verificaciones 2027',
    descripcion: 'Fechas de cierre de cada trimestre (pendiente de publicar).',
    tipo_documento: 'doc_formularios',
    link: 'https://www.dapcon.example/calendario-2027',
    estado: 'Despublicado',
    perfiles: [4],
    fecha: '2026-11-20',
  },
];

/** Seeds the demo library (written by the first administrator); answers the files stored. */
export async function seedBiblioteca(db: Database, storage?: Storage): Promise<number> {
  const [autor] = await db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.modulo_app, 'administrador')).orderBy(asc(usuarios.id)).limit(1);
  let archivos = 0;
  for (const [n, d] of SEED_BIBLIOTECA.entries()) {
    let ruta: string | null = null;
    if (d.archivo !== undefined) {
      if (!storage) continue;
      const image = d.archivo.endsWith('.png');
      ruta = await storage.put('documentos-biblioteca', image ? 'png' : 'pdf', image ? demoLogo(n) : demoAttachment(d.titulo, d.descripcion));
      archivos++;
    }
    const at = new Date(`${d.fecha}T09:00:00Z`);
    await db.insert(bibliotecaDocumentos).values({
      titulo: d.titulo,
      descripcion: d.descripcion,
      tipo_documento: d.tipo_documento,
      tipo: d.archivo === undefined ? 'enlace' : 'documento',
      archivo: d.archivo ?? null,
      ruta,
      link: d.link ?? null,
      estado: d.estado,
      perfiles: d.perfiles,
      es_resaltado: d.resaltado ?? false,
      usuario_id: autor?.id ?? null,
      created_at: at,
      updated_at: at,
    });
  }
  return archivos;
}
