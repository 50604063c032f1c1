CREATE TABLE "dapcon_resultados" (
	"dapcon_id" integer NOT NULL,
	"indicador" varchar(40) NOT NULL,
	"modulo" varchar(8) NOT NULL,
	"valor" numeric,
	"marca" varchar(3),
	CONSTRAINT "dapcon_resultados_dapcon_id_indicador_modulo_pk" PRIMARY KEY("dapcon_id","indicador","modulo"),
	CONSTRAINT "dapcon_resultados_celda_check" CHECK (("dapcon_resultados"."valor" is not null and "dapcon_resultados"."marca" is null) or ("dapcon_resultados"."valor" is null and "dapcon_resultados"."marca" in ('ND', 'MND')))
);
--> statement-breakpoint
CREATE TABLE "dapcon_resultados_tabla" (
	"dapcon_id" integer PRIMARY KEY NOT NULL,
	"unidad_cantidad" numeric NOT NULL,
	"unidad" varchar(10) NOT NULL,
	"masa_por_unidad" numeric,
	"anio_referencia" integer NOT NULL,
	"metodo" varchar(10) NOT NULL,
	"nombre_archivo" text NOT NULL,
	"subido_por" integer,
	"suplantador_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dapcon_resultados_tabla_unidad_check" CHECK ("dapcon_resultados_tabla"."unidad" in ('kg', 'm', 'm2', 'm3', 'unit')),
	CONSTRAINT "dapcon_resultados_tabla_metodo_check" CHECK ("dapcon_resultados_tabla"."metodo" in ('EF 3.1', 'EF 3.0')),
	CONSTRAINT "dapcon_resultados_tabla_cantidad_check" CHECK ("dapcon_resultados_tabla"."unidad_cantidad" > 0 and ("dapcon_resultados_tabla"."masa_por_unidad" is null or "dapcon_resultados_tabla"."masa_por_unidad" > 0))
);
--> statement-breakpoint
ALTER TABLE "dapcon_resultados" ADD CONSTRAINT "dapcon_resultados_dapcon_id_dapcon_resultados_tabla_dapcon_id_fk" FOREIGN KEY ("dapcon_id") REFERENCES "public"."dapcon_resultados_tabla"("dapcon_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dapcon_resultados_tabla" ADD CONSTRAINT "dapcon_resultados_tabla_dapcon_id_dapcons_id_fk" FOREIGN KEY ("dapcon_id") REFERENCES "public"."dapcons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dapcon_resultados_tabla" ADD CONSTRAINT "dapcon_resultados_tabla_subido_por_usuarios_id_fk" FOREIGN KEY ("subido_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dapcon_resultados_tabla" ADD CONSTRAINT "dapcon_resultados_tabla_suplantador_id_usuarios_id_fk" FOREIGN KEY ("suplantador_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;