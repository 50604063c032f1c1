/**
 * The one rule of who may do what to a declaration (docs/dapcon-lifecycle.md 'Who may do what'), and
 * the bodies of the transitions.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MSG } from '../core/messages';
import { AjustarValidezBody, CaducarDapconBody, DevolverDapconBody, DocumentoDapconBody, MOTIVO_RETIRADA_MAX, PublicarDapconBody, RetirarDapconBody } from './ciclo';
import { DAPCON_MSG } from './messages';
import { accionesDisponibles, accionesPermitidas, ACCIONES_DAPCON, ACCIONES_DETALLE, ESTADOS_DAPCON, mensajeEstado, PERMISOS_DAPCON, puedeRetirar, ROLES_DAPCON, veredictoAccion } from './permisos';

const pdf = (size = 1000) => ({ name: 'dap.pdf', size, type: 'application/pdf' });

function issuesOf(schema: v.GenericSchema, input: unknown): Record<string, string[]> {
  const result = v.safeParse(schema, input);
  if (result.success) return {};
  const flat = v.flatten(result.issues);
  return { ...(flat.nested as Record<string, string[]>), ...(flat.root ? { root: flat.root } : {}) };
}

describe('PERMISOS_DAPCON', () => {
  it('answers what the lifecycle table says for each role in each state', () => {
    expect(accionesPermitidas('organizacion', 'borrador')).toEqual(['subir_documento', 'enviar', 'eliminar', 'responder_incidencia']);
    expect(accionesPermitidas('consultor', 'borrador')).toEqual(['subir_documento', 'enviar', 'responder_incidencia']);
    expect(accionesPermitidas('verificador', 'borrador')).toEqual(['responder_incidencia', 'resolver_incidencia']);
    expect(accionesPermitidas('verificador', 'en_verificacion')).toEqual(['devolver', 'aceptar', 'abrir_incidencia', 'responder_incidencia', 'resolver_incidencia']);
    expect(accionesPermitidas('administrador', 'en_verificacion')).toEqual(['sustituir_documento', 'devolver', 'abrir_incidencia', 'responder_incidencia', 'resolver_incidencia']);
    // A corrected document while an incident is open: the company and the consultant, never the verifier.
    expect(accionesPermitidas('organizacion', 'en_verificacion')).toEqual(['sustituir_documento', 'responder_incidencia']);
    expect(accionesPermitidas('consultor', 'en_verificacion')).toEqual(['sustituir_documento', 'responder_incidencia']);
    expect(veredictoAccion('sustituir_documento', 'verificador', 'en_verificacion')).toBe('rol');
    expect(veredictoAccion('sustituir_documento', 'consultor', 'borrador')).toBe('estado');
    expect(accionesPermitidas('administrador', 'verificada')).toEqual(['publicar']);
    expect(accionesPermitidas('administrador', 'publicada')).toEqual(['ajustar_validez', 'caducar', 'renovar', 'retirar']);
    expect(accionesPermitidas('organizacion', 'caducada')).toEqual(['renovar']);
    // Withdrawal: the administration's, from published or expired; a withdrawn one allows nothing to anyone.
    expect(accionesPermitidas('administrador', 'caducada')).toEqual(['renovar', 'retirar']);
    expect(veredictoAccion('retirar', 'organizacion', 'publicada')).toBe('rol');
    expect(veredictoAccion('retirar', 'administrador', 'verificada')).toBe('estado');
    for (const rol of ROLES_DAPCON) expect(accionesPermitidas(rol, 'retirada')).toEqual([]);
    expect(accionesPermitidas('consultor', 'publicada')).toEqual([]);
  });

  it('tells a role that may never do an action (403) from a state that does not allow it (409)', () => {
    expect(veredictoAccion('aceptar', 'administrador', 'en_verificacion')).toBe('rol');
    expect(veredictoAccion('publicar', 'organizacion', 'verificada')).toBe('rol');
    expect(veredictoAccion('enviar', 'consultor', 'publicada')).toBe('estado');
    expect(veredictoAccion('aceptar', 'verificador', 'borrador')).toBe('estado');
    expect(veredictoAccion('aceptar', 'verificador', 'en_verificacion')).toBe('permitida');
  });

  it('is consistent: every verdict is one of the three, and what is allowed is exactly accionesPermitidas', () => {
    for (const rol of ROLES_DAPCON) {
      for (const estado of ESTADOS_DAPCON) {
        const allowed = ACCIONES_DAPCON.filter((accion) => veredictoAccion(accion, rol, estado) === 'permitida');
        expect(accionesPermitidas(rol, estado)).toEqual(allowed);
        for (const accion of ACCIONES_DAPCON) {
          const listed = PERMISOS_DAPCON[accion][rol];
          expect(veredictoAccion(accion, rol, estado)).toBe(listed === undefined ? 'rol' : listed.includes(estado) ? 'permitida' : 'estado');
        }
      }
    }
  });

  it('names the state in its 409 message', () => {
    expect(new Set(ESTADOS_DAPCON.map(mensajeEstado)).size).toBe(ESTADOS_DAPCON.length);
    expect(mensajeEstado('en_verificacion')).toBe(DAPCON_MSG.estadoEnVerificacion);
  });
});

describe('the transitions bodies', () => {
  it('needs the language of an EPD document, not of a product sheet', () => {
    expect(issuesOf(DocumentoDapconBody, { tipo: 'dap', documento: pdf() })).toEqual({ idioma_id: [DAPCON_MSG.idiomaDocumentoObligatorio] });
    expect(v.parse(DocumentoDapconBody, { tipo: 'dap', idioma_id: '2', documento: pdf() }).idioma_id).toBe(2);
    expect(v.parse(DocumentoDapconBody, { tipo: 'ficha_producto', idioma_id: '', documento: pdf() }).idioma_id).toBeNull();
    expect(issuesOf(DocumentoDapconBody, { tipo: 'informe_verificacion', idioma_id: 1, documento: pdf() })).toEqual({
      tipo: [DAPCON_MSG.tipoDocumentoDapconNoValido],
    });
  });

  it('refuses a missing, non-PDF or too big document', () => {
    expect(issuesOf(DocumentoDapconBody, { tipo: 'dap', idioma_id: 1 }).documento).toEqual([MSG.documentoObligatorio]);
    expect(issuesOf(DocumentoDapconBody, { tipo: 'dap', idioma_id: 1, documento: { name: 'a.png', size: 10, type: 'image/png' } }).documento).toEqual([
      MSG.documentoTipoNoValido,
    ]);
    expect(issuesOf(DocumentoDapconBody, { tipo: 'dap', idioma_id: 1, documento: pdf(11 * 1024 * 1024) }).documento).toEqual([MSG.documentoDemasiadoGrande]);
  });

  it('asks a reason to return, a confirmation to expire, and validity dates in order', () => {
    expect(issuesOf(DevolverDapconBody, { motivo: '  ' })).toEqual({ motivo: [DAPCON_MSG.motivoObligatorio] });
    expect(issuesOf(CaducarDapconBody, { confirmacion: false })).toEqual({ confirmacion: [DAPCON_MSG.confirmarCaducidad] });
    expect(v.parse(CaducarDapconBody, { confirmacion: 'true' }).confirmacion).toBe(true);
    expect(issuesOf(RetirarDapconBody, {})).toEqual({ motivo: [DAPCON_MSG.motivoRetiradaObligatorio] });
    expect(issuesOf(RetirarDapconBody, { motivo: '   ' })).toEqual({ motivo: [DAPCON_MSG.motivoRetiradaObligatorio] });
    expect(issuesOf(RetirarDapconBody, { motivo: 'x'.repeat(MOTIVO_RETIRADA_MAX + 1) })).toEqual({ motivo: [MSG.textoDemasiadoLargo] });
    expect(v.parse(RetirarDapconBody, { motivo: ' Datos erróneos. ' }).motivo).toBe('Datos erróneos.');
    expect(issuesOf(AjustarValidezBody, { dapcon_valido_desde: '2026-01-01', dapcon_valido_hasta: '2025-12-31' })).toEqual({
      dapcon_valido_hasta: [DAPCON_MSG.validezHastaAnterior],
    });
    const dates = issuesOf(AjustarValidezBody, { dapcon_valido_desde: '2026-02-30', dapcon_valido_hasta: '' });
    expect(dates.dapcon_valido_desde).toEqual([MSG.fechaNoValida]);
    // the field's own message first; the order rule is not checked while a date is wrong
    expect(dates.dapcon_valido_hasta?.[0]).toBe(DAPCON_MSG.fechaValidezObligatoria);
    expect(dates.dapcon_valido_hasta).not.toContain(DAPCON_MSG.validezHastaAnterior);
    expect(v.parse(PublicarDapconBody, {}).dapcon_valido_desde).toBe('');
    expect(issuesOf(PublicarDapconBody, { dapcon_valido_desde: '2026-13-01' })).toEqual({ dapcon_valido_desde: [MSG.fechaNoValida] });
  });
});

describe('accionesDisponibles', () => {
  it('takes out deleting a declaration ever submitted and renewing one already renewed, and nothing else', () => {
    const nada = { enviada: false, renovada: false };
    expect(accionesDisponibles('organizacion', 'borrador', nada)).toEqual(accionesPermitidas('organizacion', 'borrador'));
    expect(accionesDisponibles('organizacion', 'borrador', { enviada: true, renovada: false })).toEqual(['subir_documento', 'enviar', 'responder_incidencia']);
    expect(accionesDisponibles('administrador', 'publicada', { enviada: true, renovada: true })).toEqual(['ajustar_validez', 'caducar']);
    expect(accionesDisponibles('organizacion', 'caducada', { enviada: true, renovada: false })).toEqual(['renovar']);
  });

  it("never holds an action the live release's areas do not know: 'retirar' is told by puedeRetirar", () => {
    // The live release's (deploy/baseline.json) ACCIONES_DAPCON: its areas' picklist of DapconDetalle.acciones.
    expect(ACCIONES_DETALLE).toEqual(ACCIONES_DAPCON.filter((accion) => accion !== 'retirar'));
    for (const rol of ROLES_DAPCON) {
      for (const estado of ESTADOS_DAPCON) {
        expect(accionesDisponibles(rol, estado, { enviada: false, renovada: false })).not.toContain('retirar');
        expect(puedeRetirar(rol, estado)).toBe(rol === 'administrador' && (estado === 'publicada' || estado === 'caducada'));
      }
    }
  });
});
