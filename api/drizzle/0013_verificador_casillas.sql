CREATE TABLE "verificador_casillas" (
	"consultor_id" integer NOT NULL,
	"idioma_id" integer NOT NULL,
	"casilla_pagina_firma" text DEFAULT '' NOT NULL,
	"casilla_ultima_pagina" text DEFAULT '' NOT NULL,
	CONSTRAINT "verificador_casillas_consultor_id_idioma_id_pk" PRIMARY KEY("consultor_id","idioma_id")
);
--> statement-breakpoint
ALTER TABLE "verificador_casillas" ADD CONSTRAINT "verificador_casillas_consultor_id_consultores_id_fk" FOREIGN KEY ("consultor_id") REFERENCES "public"."consultores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verificador_casillas" ADD CONSTRAINT "verificador_casillas_idioma_id_idiomas_id_fk" FOREIGN KEY ("idioma_id") REFERENCES "public"."idiomas"("id") ON DELETE restrict ON UPDATE no action;