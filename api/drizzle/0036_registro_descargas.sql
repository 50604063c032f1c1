CREATE TABLE "registro_descargas" (
	"mes" date NOT NULL,
	"tipo" varchar(20) NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "registro_descargas_mes_tipo_pk" PRIMARY KEY("mes","tipo"),
	CONSTRAINT "registro_descargas_tipo_check" CHECK ("registro_descargas"."tipo" in ('openepd', 'ilcd', 'certificado')),
	CONSTRAINT "registro_descargas_mes_check" CHECK (extract(day from "registro_descargas"."mes") = 1)
);
