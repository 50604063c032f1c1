ALTER TABLE "usuarios" ADD COLUMN "idioma" text DEFAULT 'es' NOT NULL;--> statement-breakpoint
ALTER TABLE "incidencias_respuestas" ADD COLUMN "documento_tipo" text;--> statement-breakpoint
ALTER TABLE "incidencias_respuestas" ADD COLUMN "documento_nombre" text;--> statement-breakpoint
ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_idioma_check" CHECK ("usuarios"."idioma" in ('es', 'ca'));--> statement-breakpoint
ALTER TABLE "incidencias_respuestas" ADD CONSTRAINT "incidencias_respuestas_documento_check" CHECK ("incidencias_respuestas"."documento_tipo" is null or ("incidencias_respuestas"."documento_tipo" in ('dap', 'ficha_producto', 'informe_verificacion') and "incidencias_respuestas"."documento_nombre" is not null));