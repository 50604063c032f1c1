CREATE TABLE "intentos_acceso" (
	"clave" text PRIMARY KEY NOT NULL,
	"intentos" integer NOT NULL,
	"desde" timestamp with time zone NOT NULL,
	"bloqueado_hasta" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "intentos_acceso_desde_idx" ON "intentos_acceso" USING btree ("desde");