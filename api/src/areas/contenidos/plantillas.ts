/**
 * The e-mail templates (/plantillas-mensajes; spec part 2 §2.15, §7.6; docs/contenidos.md step 2):
 * listed, read with their variables, and saved. A saved body is cleaned (sanitizeTemplateHtml) and
 * may use only its template's variables; the mailer writes the next e-mail from it.
 */
import { asc, desc, eq } from 'drizzle-orm';
import { CONTENIDOS_MSG, type Plantilla, type PlantillaBody, type PlantillaIdioma, type PlantillaResumen } from '@dapcon/contract';
import type { Database } from '../../db/database';
import { FieldErrors, NotFoundError } from '../../errors';
import { sanitizeTemplateHtml } from '../../lib/html';
import { esNombrePlantilla, PLANTILLAS } from '../../mail/catalogo';
import { variablesDesconocidas } from '../../mail/render';
import { plantillasEmail } from '../../mail/tables';

type Row = typeof plantillasEmail.$inferSelect;

function resumen(row: Row): PlantillaResumen {
  return {
    pe_id: row.pe_id,
    pe_nombre: row.pe_nombre,
    idioma: row.idioma,
    pe_descripcion: row.pe_descripcion,
    pe_asunto: row.pe_asunto,
    updated_at: row.updated_at.toISOString(),
  };
}

function completa(row: Row, lang: PlantillaIdioma): Plantilla {
  const variables = esNombrePlantilla(row.pe_nombre) ? PLANTILLAS[row.pe_nombre].variables : [];
  return {
    ...resumen(row),
    pe_remitente: row.pe_remitente,
    pe_remitente_email: row.pe_remitente_email,
    pe_html: row.pe_html,
    created_at: row.created_at.toISOString(),
    variables: variables.map((v) => ({ var_id: v.var_id, var_desc: v.var_desc[lang], ejemplo: v.ejemplo })),
  };
}

/** `GET /plantillas`: every template, by name then language (Spanish first). */
export async function listPlantillas(db: Database): Promise<PlantillaResumen[]> {
  // 'es' after 'ca' in the alphabet: descending puts Spanish first.
  const rows = await db.select().from(plantillasEmail).orderBy(asc(plantillasEmail.pe_nombre), desc(plantillasEmail.idioma));
  return rows.map(resumen);
}

/** `GET /plantillas/{id}`: one template with its variables (described in the reader's language). */
export async function showPlantilla(db: Database, id: number, lang: PlantillaIdioma): Promise<Plantilla> {
  const [row] = await db.select().from(plantillasEmail).where(eq(plantillasEmail.pe_id, id));
  if (!row) throw new NotFoundError();
  return completa(row, lang);
}

/**
 * `PUT /plantillas`: saves the sender, subject, description and body. The name may come in the body
 * but not change (422); a variable the template does not have is a 422 under `asunto` or `html`.
 */
export async function savePlantilla(db: Database, body: PlantillaBody, lang: PlantillaIdioma, now: Date = new Date()): Promise<Plantilla> {
  const [stored] = await db.select().from(plantillasEmail).where(eq(plantillasEmail.pe_id, body.id));
  if (!stored) throw new NotFoundError();
  const html = sanitizeTemplateHtml(body.html);
  const errors = new FieldErrors();
  if (body.nombre !== undefined && body.nombre !== stored.pe_nombre) errors.add('nombre', CONTENIDOS_MSG.plantillaNombreFijo);
  if (esNombrePlantilla(stored.pe_nombre)) {
    if (variablesDesconocidas(stored.pe_nombre, body.asunto).length > 0) errors.add('asunto', CONTENIDOS_MSG.variableDesconocida);
    if (variablesDesconocidas(stored.pe_nombre, html).length > 0) errors.add('html', CONTENIDOS_MSG.variableDesconocida);
  }
  if (html.trim() === '') errors.add('html', CONTENIDOS_MSG.contenidoCorreoObligatorio);
  errors.throwIfAny();
  const [row] = await db
    .update(plantillasEmail)
    .set({
      pe_descripcion: body.descripcion,
      pe_remitente: body.remitente,
      pe_remitente_email: body.remitente_email,
      pe_asunto: body.asunto,
      pe_html: html,
      updated_at: now,
    })
    .where(eq(plantillasEmail.pe_id, body.id))
    .returning();
  if (!row) throw new NotFoundError();
  return completa(row, lang);
}
