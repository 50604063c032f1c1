ALTER TABLE "organizaciones" ADD COLUMN "nombre_busqueda" text GENERATED ALWAYS AS (unaccent_lower("organizaciones"."org_nombre" || coalesce(' ' || "organizaciones"."org_persona_apellido", '') || coalesce(' ' || "organizaciones"."org_persona_nombre", ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "organizaciones_nombre_busqueda_trgm_idx" ON "organizaciones" USING gin ("nombre_busqueda" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "organizaciones_cif_trgm_idx" ON "organizaciones" USING gin ("org_cif" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "organizaciones_nombre_busqueda_idx" ON "organizaciones" USING btree ("nombre_busqueda","org_id");--> statement-breakpoint
CREATE INDEX "organizaciones_fecha_alta_idx" ON "organizaciones" USING btree ("org_fecha_alta","org_id");--> statement-breakpoint
CREATE INDEX "organizaciones_fecha_baja_idx" ON "organizaciones" USING btree ("org_fecha_baja");--> statement-breakpoint
CREATE INDEX "organizaciones_comisionista_idx" ON "organizaciones" USING btree ("comisionista_id");