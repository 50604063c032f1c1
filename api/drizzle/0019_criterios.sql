CREATE TABLE "criterios" (
	"tipo" text NOT NULL,
	"param_id" varchar(100) NOT NULL,
	CONSTRAINT "criterios_tipo_param_id_pk" PRIMARY KEY("tipo","param_id"),
	CONSTRAINT "criterios_tipo_check" CHECK ("criterios"."tipo" in ('banner_empresa', 'banner_verificador', 'banner_consultor'))
);
--> statement-breakpoint
ALTER TABLE "criterios" ADD CONSTRAINT "criterios_param_id_parametros_param_id_fk" FOREIGN KEY ("param_id") REFERENCES "public"."parametros"("param_id") ON DELETE cascade ON UPDATE no action;