CREATE TABLE "ecoplatform_clasificacion" (
	"param_id" varchar(100) PRIMARY KEY NOT NULL,
	"codigo" varchar(40) NOT NULL,
	"sistema" smallint DEFAULT 1 NOT NULL,
	"version" smallint DEFAULT 1 NOT NULL,
	"nivel" smallint DEFAULT 1 NOT NULL,
	"pais" varchar(2) DEFAULT 'ES' NOT NULL,
	"class_name" text NOT NULL,
	"class_definition" text,
	"origen" varchar(10) NOT NULL,
	CONSTRAINT "ecoplatform_clasificacion_codigo_unique" UNIQUE("codigo"),
	CONSTRAINT "ecoplatform_clasificacion_origen_check" CHECK ("ecoplatform_clasificacion"."origen" in ('portal', 'importado'))
);
--> statement-breakpoint
ALTER TABLE "ecoplatform_clasificacion" ADD CONSTRAINT "ecoplatform_clasificacion_param_id_parametros_param_id_fk" FOREIGN KEY ("param_id") REFERENCES "public"."parametros"("param_id") ON DELETE cascade ON UPDATE no action;