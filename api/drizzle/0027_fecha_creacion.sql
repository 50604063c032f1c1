-- The registration date apart from the (last) alta (spec part 2 §3: fecha_creacion and
-- org_fecha_alta; issue 33 item 4). Until now 'Dar de alta' wrote its date over org_fecha_alta, the
-- only date, and so moved the list's 'Fecha de creación' and the renewal anniversary. A company that
-- was given alta again has an 'alta' row in its history: its registration date is then the row's
-- created_at (set at registration and never changed); any other keeps org_fecha_alta (which the
-- administration may have corrected on its page). The anniversary follows fecha_creacion.
ALTER TABLE "organizaciones" ADD COLUMN "fecha_creacion" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "organizaciones" SET "fecha_creacion" = CASE
  WHEN EXISTS (SELECT 1 FROM "organizaciones_estados" e WHERE e."org_id" = "organizaciones"."org_id" AND e."tipo" = 'alta') THEN "organizaciones"."created_at"
  ELSE "organizaciones"."org_fecha_alta" END;--> statement-breakpoint
DROP INDEX "organizaciones_fecha_alta_idx";--> statement-breakpoint
DROP INDEX "organizaciones_pendientes_idx";--> statement-breakpoint
DROP INDEX "organizaciones_renovacion_idx";--> statement-breakpoint
ALTER TABLE "organizaciones" DROP COLUMN "org_aniversario";--> statement-breakpoint
ALTER TABLE "organizaciones" ADD COLUMN "org_aniversario" smallint GENERATED ALWAYS AS (mes_dia_madrid("organizaciones"."fecha_creacion")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "organizaciones_fecha_creacion_idx" ON "organizaciones" USING btree ("fecha_creacion","org_id");--> statement-breakpoint
CREATE INDEX "organizaciones_pendientes_idx" ON "organizaciones" USING btree ("fecha_creacion","org_id") WHERE "organizaciones"."estado_pago" = 'pendiente' and "organizaciones"."org_fecha_baja" is null and not "organizaciones"."exento_cuota" and "organizaciones"."org_convenio" is null;--> statement-breakpoint
CREATE INDEX "organizaciones_renovacion_idx" ON "organizaciones" USING btree ("org_aniversario","org_id","fecha_creacion") WHERE "organizaciones"."estado_pago" <> 'pendiente' and "organizaciones"."org_fecha_baja" is null and not "organizaciones"."exento_cuota" and "organizaciones"."org_convenio" is null;
