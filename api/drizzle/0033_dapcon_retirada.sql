ALTER TABLE "dapcon_historial" DROP CONSTRAINT "dapcon_historial_estado_desde_check";--> statement-breakpoint
ALTER TABLE "dapcon_historial" DROP CONSTRAINT "dapcon_historial_estado_hasta_check";--> statement-breakpoint
ALTER TABLE "dapcon_idiomas" DROP CONSTRAINT "dapcon_idiomas_estado_check";--> statement-breakpoint
ALTER TABLE "dapcons" DROP CONSTRAINT "dapcons_estado_check";--> statement-breakpoint
ALTER TABLE "dapcon_historial" ADD CONSTRAINT "dapcon_historial_estado_desde_check" CHECK ("dapcon_historial"."estado_desde" is null or "dapcon_historial"."estado_desde" in ('borrador', 'en_verificacion', 'verificada', 'publicada', 'caducada', 'retirada'));--> statement-breakpoint
ALTER TABLE "dapcon_historial" ADD CONSTRAINT "dapcon_historial_estado_hasta_check" CHECK ("dapcon_historial"."estado_hasta" in ('borrador', 'en_verificacion', 'verificada', 'publicada', 'caducada', 'retirada'));--> statement-breakpoint
ALTER TABLE "dapcon_idiomas" ADD CONSTRAINT "dapcon_idiomas_estado_check" CHECK ("dapcon_idiomas"."dapcon_idioma_estado" in ('borrador', 'en_verificacion', 'verificada', 'publicada', 'caducada', 'retirada', 'con_incidencias'));--> statement-breakpoint
ALTER TABLE "dapcons" ADD CONSTRAINT "dapcons_estado_check" CHECK ("dapcons"."estado" in ('borrador', 'en_verificacion', 'verificada', 'publicada', 'caducada', 'retirada'));