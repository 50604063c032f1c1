CREATE TABLE "comunicados_ocultos" (
	"usuario_id" integer NOT NULL,
	"contenido_web_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comunicados_ocultos_usuario_id_contenido_web_id_pk" PRIMARY KEY("usuario_id","contenido_web_id")
);
--> statement-breakpoint
ALTER TABLE "comunicados_ocultos" ADD CONSTRAINT "comunicados_ocultos_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comunicados_ocultos" ADD CONSTRAINT "comunicados_ocultos_contenido_web_id_contenidos_web_id_fk" FOREIGN KEY ("contenido_web_id") REFERENCES "public"."contenidos_web"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comunicados_ocultos_contenido_idx" ON "comunicados_ocultos" USING btree ("contenido_web_id");