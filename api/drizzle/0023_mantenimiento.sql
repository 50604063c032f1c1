CREATE TABLE "mantenimiento" (
	"id" smallint PRIMARY KEY NOT NULL,
	"activo" boolean DEFAULT false NOT NULL,
	"mensaje" text DEFAULT '' NOT NULL,
	"actualizado_at" timestamp with time zone,
	"actualizado_por" text,
	CONSTRAINT "mantenimiento_una_fila" CHECK ("mantenimiento"."id" = 1)
);
