CREATE TABLE "rcps_familias" (
	"rcp_id" integer NOT NULL,
	"param_id" varchar(100) NOT NULL,
	CONSTRAINT "rcps_familias_rcp_id_param_id_pk" PRIMARY KEY("rcp_id","param_id")
);
--> statement-breakpoint
ALTER TABLE "rcps_familias" ADD CONSTRAINT "rcps_familias_rcp_id_rcps_id_fk" FOREIGN KEY ("rcp_id") REFERENCES "public"."rcps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rcps_familias" ADD CONSTRAINT "rcps_familias_param_id_parametros_param_id_fk" FOREIGN KEY ("param_id") REFERENCES "public"."parametros"("param_id") ON DELETE no action ON UPDATE no action;