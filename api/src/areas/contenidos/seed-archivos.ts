/**
 * The files of the demo contents (size 'demo' with a storage; docs/contenidos.md step 4): PDFs and
 * images attached to some of the contents `seed.ts` writes (found by their titles), made by
 * `seed/files.ts` and stored in `contenidos/`. Draws nothing: the same files on every machine.
 */
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { Storage } from '../../plugins/app/storage';
import { demoAttachment, demoLogo } from '../../seed/files';
import { contenidoArchivos } from './archivos-tables';
import { SEED_CONTENIDOS } from './seed';
import { contenidosWeb } from './tables';

interface SeedArchivo {
  titulo: string;
  /** The name it had on the author's computer. */
  archivo: string;
}

/** The files, by the title of their content (every title is one of SEED_CONTENIDOS). */
export const SEED_ARCHIVOS: Readonly<Record<string, readonly SeedArchivo[]>> = {
  'El programa DAPcon supera las 100 declaraciones publicadas': [
    { titulo: 'Informe anual del programa', archivo: 'informe-anual-2026.pdf' },
    { titulo: 'Infografía de las declaraciones', archivo: 'infografia.png' },
  ],
  'Nueva guía para calcular la huella de los morteros': [{ titulo: 'Guía sectorial de morteros', archivo: 'Guia morteros v1.pdf' }],
  'Actualización de la norma EN 15804+A2': [{ titulo: 'Resumen de los cambios de la norma', archivo: 'resumen-en15804-a2.pdf' }],
  'Jornada técnica: DAP y contratación pública': [
    { titulo: 'Programa de la jornada', archivo: 'programa-jornada.pdf' },
    { titulo: 'Cartel', archivo: 'cartel-jornada.png' },
  ],
};

/** Attaches the demo files to their contents (already seeded); answers the files stored. */
export async function seedArchivosContenido(db: Database, storage: Storage): Promise<number> {
  const titulos = Object.keys(SEED_ARCHIVOS);
  const contenidos = await db.select({ id: contenidosWeb.id, titulo: contenidosWeb.titulo, created_at: contenidosWeb.created_at }).from(contenidosWeb).where(inArray(contenidosWeb.titulo, titulos));
  let stored = 0;
  for (const [n, contenido] of contenidos.sort((a, b) => a.id - b.id).entries()) {
    for (const [i, file] of (SEED_ARCHIVOS[contenido.titulo] ?? []).entries()) {
      const image = file.archivo.endsWith('.png');
      const ruta = await storage.put('contenidos', image ? 'png' : 'pdf', image ? demoLogo(3 * n + i) : demoAttachment(file.titulo, contenido.titulo));
      stored++;
      // Attached a minute apart, in the order written here.
      const at = new Date(contenido.created_at.getTime() + (i + 1) * 60_000);
      await db.insert(contenidoArchivos).values({ contenido_web_id: contenido.id, titulo: file.titulo, archivo: file.archivo, ruta, created_at: at, updated_at: at });
    }
  }
  return stored;
}

/** Every title SEED_ARCHIVOS names is a seeded content's (checked by the tests). */
export const SEED_ARCHIVOS_CONTENIDOS = SEED_CONTENIDOS.filter((c) => c.titulo in SEED_ARCHIVOS).map((c) => c.titulo);
