CREATE TABLE "mandatos_sepa" (
	"org_id" integer PRIMARY KEY NOT NULL,
	"iban" varchar(34) NOT NULL,
	"nif_titular" varchar(20) NOT NULL,
	"referencia" varchar(35) NOT NULL,
	"fecha_firma" date NOT NULL,
	"documento_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mandatos_sepa_referencia_unique" UNIQUE("referencia")
);
--> statement-breakpoint
ALTER TABLE "organizaciones" DROP CONSTRAINT "organizaciones_estado_pago_check";--> statement-breakpoint
ALTER TABLE "mandatos_sepa" ADD CONSTRAINT "mandatos_sepa_org_id_organizaciones_org_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizaciones"("org_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizaciones" ADD CONSTRAINT "organizaciones_estado_pago_check" CHECK ("organizaciones"."estado_pago" in ('pagado', 'pendiente', 'en_tramite'));