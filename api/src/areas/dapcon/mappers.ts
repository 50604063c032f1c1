/** The DAPcon area's rows as the contract answers them. */
import { nombreDeIdioma, type AccionDetalle, type ClasificacionDapcon, type DapconDetalle, type DapconDocumento, type DapconEslabon, type DapconHistorial, type RolDapcon } from '@dapcon/contract';
import type { Lang } from '../../lib/lang';
import type { DapconDetalleRow, DapconDocumentoRow, DapconHistorialRow, DapconIdiomaRow, listCadena } from './repository';

/** A declaration language's name in `lang`, by its code; its own name (`idioma_nombre`) for a code not listed (the contract's table, as the lists' Idioma filters show it). */
export function nombreIdioma(lang: Lang, codigo: string, propio: string): string {
  return nombreDeIdioma(lang, codigo, propio);
}

/** 'nombre apellidos' of an account, or null when it is gone. */
export function nombreCompleto(nombre: string | null, apellidos: string | null): string | null {
  if (nombre === null && apellidos === null) return null;
  return `${nombre ?? ''} ${apellidos ?? ''}`.trim();
}

export function dapconHistorialItem(row: DapconHistorialRow): DapconHistorial {
  return {
    accion: row.accion,
    estado_desde: row.estado_desde,
    estado_hasta: row.estado_hasta,
    idioma_id: row.idioma_id,
    usuario: nombreCompleto(row.usuario_nombre, row.usuario_apellidos),
    suplantador: nombreCompleto(row.suplantador_nombre, row.suplantador_apellidos),
    comentario: row.comentario,
    fecha: row.created_at.toISOString(),
  };
}

export function dapconDocumentoItem(row: DapconDocumentoRow): DapconDocumento {
  return {
    id: row.id,
    tipo: row.tipo,
    idioma_id: row.idioma_id,
    nombre: row.nombre_original,
    tamanyo: row.tamanyo,
    subido_por: nombreCompleto(row.subido_por_nombre, row.subido_por_apellidos),
    fecha: row.created_at.toISOString(),
  };
}

export function dapconEslabon(row: Awaited<ReturnType<typeof listCadena>>[number]): DapconEslabon {
  return {
    id: row.id,
    dapcon_codigo: row.dapcon_codigo,
    secuencia: row.secuencia,
    estado: row.estado,
    dapcon_valido_hasta: row.dapcon_valido_hasta,
  };
}

/** What the record adds for its caller: its part, what it may do now, the documents, the renewal chain and its ECO Platform class. */
export interface DapconDetalleExtra {
  rol: RolDapcon;
  acciones: AccionDetalle[];
  documentos: DapconDocumento[];
  cadena: DapconEslabon[];
  clasificacion: ClasificacionDapcon | null;
  puede_clasificar: boolean;
  puede_retirar: boolean;
}

export function dapconDetalle(row: DapconDetalleRow, idiomas: DapconIdiomaRow[], historial: DapconHistorialRow[], lang: Lang, extra: DapconDetalleExtra): DapconDetalle {
  return {
    id: row.id,
    dapcon_codigo: row.dapcon_codigo,
    dv_nombre_producto: row.dv_nombre_producto,
    estado: row.estado,
    empresa: { org_id: row.org_id, org_cif: row.org_cif, org_nombre: row.org_nombre },
    rcp: {
      rcp_id: row.rcp_id,
      rcp_equivalencia: row.rcp_equivalencia,
      rcp_nombre: row.rcp_nombre,
      codigo_para_codificacion_dapcon: row.codigo_para_codificacion_dapcon,
    },
    consultor: { nif: row.consultor_nif, nombre: row.consultor_nombre, apellidos: row.consultor_apellidos },
    verificador: { nif: row.verificador_nif, nombre: row.verificador_nombre, apellidos: row.verificador_apellidos },
    idiomas: idiomas.map((idioma) => ({
      idioma_id: idioma.idioma_id,
      idioma_nombre: nombreIdioma(lang, idioma.idioma, idioma.idioma_nombre),
      dapcon_idioma_estado: idioma.dapcon_idioma_estado,
      inscripcion_ecoplatform: idioma.inscripcion_ecoplatform,
    })),
    dapcon_fecha_creacion: row.dapcon_fecha_creacion.toISOString(),
    dapcon_valido_desde: row.dapcon_valido_desde,
    dapcon_valido_hasta: row.dapcon_valido_hasta,
    id_padre: row.id_padre,
    codigo_padre: row.codigo_padre,
    secuencia: row.secuencia,
    historial: historial.map(dapconHistorialItem),
    ...extra,
  };
}
