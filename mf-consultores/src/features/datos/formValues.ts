// The forms of a consultant's data: their values from what the API answered (spec part 1 §3).
import { PAIS_ESPANA } from '@dapcon/contract/core';
import { casillasATexto, type ConsultorForm, type ConsultorPerfil, type MisDatosConsultorForm } from '@dapcon/contract/consultores';

/** The fields both forms edit, from the consultant as the API answered it. */
export function misDatosConsultorValues(p: ConsultorPerfil): MisDatosConsultorForm & Pick<ConsultorForm, 'consultor_nombre' | 'consultor_apellidos'> {
  return {
    // Shown (read-only on the consultant's own page), never sent by it: its schema leaves them out.
    consultor_nombre: p.consultor_nombre,
    consultor_apellidos: p.consultor_apellidos,
    consultor_empresa_nombre: p.consultor_empresa_nombre ?? '',
    consultor_empresa_cif: p.consultor_empresa_cif ?? '',
    consultor_direccion: p.consultor_direccion ?? '',
    consultor_codigo_postal: p.consultor_codigo_postal ?? '',
    consultor_poblacion: p.consultor_poblacion ?? '',
    consultor_provincia: p.consultor_provincia ?? '',
    consultor_pais: String(p.consultor_pais ?? PAIS_ESPANA),
    consultor_movil: p.consultor_movil ?? '',
    consultor_email: p.consultor_email ?? '',
    consultor_web: p.consultor_web ?? '',
    verificador_casillas: casillasATexto(p.verificador_casillas),
    logo: null,
  };
}

/** The administration's form values of a consultant: the common fields, names and flags. */
export function consultorValues(p: ConsultorPerfil): ConsultorForm {
  return { ...misDatosConsultorValues(p), es_verificador: p.es_verificador, es_comisionista: p.es_comisionista };
}
