ALTER TABLE "correos" ADD COLUMN "intentos" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "correos" ADD COLUMN "ultimo_intento_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "correos" ADD COLUMN "reenvios" integer DEFAULT 0 NOT NULL;