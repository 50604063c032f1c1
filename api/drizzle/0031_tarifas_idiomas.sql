CREATE TABLE "tarifas_idiomas" (
	"tarifa_id" integer NOT NULL,
	"idioma_id" integer NOT NULL,
	"descripcion" text NOT NULL,
	CONSTRAINT "tarifas_idiomas_tarifa_id_idioma_id_pk" PRIMARY KEY("tarifa_id","idioma_id")
);
--> statement-breakpoint
ALTER TABLE "comisiones" ADD COLUMN "comision_nombres" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tarifas_idiomas" ADD CONSTRAINT "tarifas_idiomas_tarifa_id_tarifas_id_fk" FOREIGN KEY ("tarifa_id") REFERENCES "public"."tarifas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarifas_idiomas" ADD CONSTRAINT "tarifas_idiomas_idioma_id_idiomas_id_fk" FOREIGN KEY ("idioma_id") REFERENCES "public"."idiomas"("id") ON DELETE no action ON UPDATE no action;