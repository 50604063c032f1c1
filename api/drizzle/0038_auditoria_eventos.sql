DROP INDEX "auditoria_usuario_idx";--> statement-breakpoint
DROP INDEX "auditoria_suplantador_idx";--> statement-breakpoint
ALTER TABLE "auditoria" ADD COLUMN "accion" varchar(30) DEFAULT 'escritura' NOT NULL;--> statement-breakpoint
ALTER TABLE "auditoria" ADD COLUMN "entidad" varchar(60);--> statement-breakpoint
ALTER TABLE "auditoria" ADD COLUMN "entidad_id" text;--> statement-breakpoint
ALTER TABLE "auditoria" ADD COLUMN "ip" text;--> statement-breakpoint
ALTER TABLE "auditoria" ADD COLUMN "detalle" jsonb;--> statement-breakpoint
CREATE INDEX "auditoria_created_at_idx" ON "auditoria" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "auditoria_accion_idx" ON "auditoria" USING btree ("accion","created_at","id");--> statement-breakpoint
CREATE INDEX "auditoria_entidad_idx" ON "auditoria" USING btree ("entidad","entidad_id","created_at","id");--> statement-breakpoint
CREATE INDEX "auditoria_usuario_idx" ON "auditoria" USING btree ("usuario_id","created_at","id");--> statement-breakpoint
CREATE INDEX "auditoria_suplantador_idx" ON "auditoria" USING btree ("suplantador_id","created_at","id");