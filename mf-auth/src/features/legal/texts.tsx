// The legal pages' texts. They are public and always in Catalan (spec part 2 §2.1).
import type { ReactNode } from 'react';
import { SESSION_TTL_SECONDS } from '@dapcon/contract/core';
import { PROGRAMME_INFO } from '../login/programme';

export type LegalKind = 'avis' | 'privacitat' | 'cookies';

export interface LegalSection {
  heading: string;
  body: ReactNode[];
  /** The cookie policy's table of what the portal keeps in the browser. */
  cookieTable?: true;
}

export interface LegalText {
  title: string;
  sections: LegalSection[];
}

/** The owner, without its article: Catalan contracts it ('pel Col·legi', 'és el Col·legi'). */
const TITULAR = "Col·legi de l'Arquitectura Tècnica de Barcelona (CAATEEB), titular del programa DAPconstrucció®";
const HOURS = SESSION_TTL_SECONDS / 3600;

/** One row of the cookie table: what the portal keeps in the browser, and for how long. */
export interface CookieRow {
  nom: string;
  finalitat: string;
  durada: string;
  tipus: string;
}

export const COOKIES: CookieRow[] = [
  {
    nom: 'Token portador (bearer)',
    finalitat: "Identifica l'usuari que ha iniciat sessió davant del servidor a cada petició.",
    durada: `${HOURS} hores`,
    tipus: 'Tècnica, pròpia, imprescindible',
  },
  {
    nom: 'Identificador de sessió',
    finalitat: 'Vincula el navegador amb la sessió oberta al servidor, que es pot tancar des del portal.',
    durada: `Fins a tancar la sessió (màxim ${HOURS} hores)`,
    tipus: 'Tècnica, pròpia, imprescindible',
  },
  {
    // The contract's LANG_COOKIE: the page the server writes draws its first screen in this language.
    nom: 'Idioma de la interfície (dapcon-lang)',
    finalitat: "Recorda l'idioma triat, perquè la pàgina d'accés arribi del servidor ja en aquest idioma.",
    durada: '1 any',
    tipus: 'Tècnica, pròpia, de preferència',
  },
  {
    // The contract's SESSION_KIND_COOKIE: the page the server writes draws a signed-in screen only for a session that may open it.
    nom: 'Tipus de sessió (dapcon-sesion)',
    finalitat: "Recorda el tipus d'usuari de la sessió oberta (empresa, consultor o administració), perquè les pàgines que el servidor dibuixa abans que arribi el portal siguin les que aquest usuari pot obrir. No identifica l'usuari.",
    durada: `Fins a tancar la sessió (màxim ${HOURS} hores)`,
    tipus: 'Tècnica, pròpia, de rendiment',
  },
];

export const LEGAL: Record<LegalKind, LegalText> = {
  avis: {
    title: 'Avís legal',
    sections: [
      {
        heading: 'Titular del portal',
        body: [
          `Aquest portal és gestionat pel ${TITULAR}. Per a qualsevol consulta podeu escriure a ${PROGRAMME_INFO.contactEmail}.`,
        ],
      },
      {
        heading: 'Objecte',
        body: [
          "El portal permet a les empreses, als consultors d'anàlisi de cicle de vida i als verificadors participar en el programa de declaracions ambientals de producte (DAP) per a productes de construcció: registrar-se, mantenir les seves dades i tramitar les seves declaracions.",
        ],
      },
      {
        heading: "Condicions d'ús",
        body: [
          "L'usuari es compromet a fer un ús adequat del portal, a facilitar dades veraces i a mantenir la confidencialitat de les seves credencials d'accés.",
          'El titular pot suspendre l’accés dels usuaris que incompleixin aquestes condicions.',
        ],
      },
      {
        heading: 'Propietat intel·lectual',
        body: ['Els continguts, marques i logotips del portal pertanyen al titular o als seus legítims propietaris. DAPconstrucció® és una marca registrada.'],
      },
      {
        heading: 'Responsabilitat',
        body: ["El titular no es fa responsable de l'ús que els usuaris facin de la informació publicada ni de les interrupcions tècniques del servei alienes a la seva voluntat."],
      },
    ],
  },
  privacitat: {
    title: 'Política de privacitat',
    sections: [
      {
        heading: 'Responsable del tractament',
        body: [`El responsable del tractament de les dades personals és el ${TITULAR}.`],
      },
      {
        heading: 'Finalitat',
        body: [
          'Tractem les dades que ens faciliteu per gestionar el vostre registre i la vostra participació en el programa DAPcon: la tramitació de declaracions, les quotes i pagaments, les comunicacions del programa i el compliment de les obligacions legals.',
        ],
      },
      {
        heading: 'Legitimació',
        body: ["La base legal és l'execució de la relació que s'estableix en registrar-vos i el consentiment que atorgueu en acceptar la protecció de dades."],
      },
      {
        heading: 'Conservació',
        body: ['Conservarem les dades mentre mantingueu la relació amb el programa i, després, durant els terminis que exigeixi la llei.'],
      },
      {
        heading: 'Drets',
        body: [
          `Podeu exercir els drets d'accés, rectificació, supressió, oposició, limitació i portabilitat escrivint a ${PROGRAMME_INFO.contactEmail}, i presentar una reclamació davant l'Autoritat Catalana de Protecció de Dades.`,
        ],
      },
      {
        heading: 'Seguretat',
        body: ['Les contrasenyes es desen xifrades amb un algorisme resistent (argon2id) i les sessions es poden tancar des del portal en qualsevol moment.'],
      },
    ],
  },
  cookies: {
    title: 'Política de cookies',
    sections: [
      {
        heading: 'Què fem servir',
        body: [
          "El portal només fa servir dades tècniques imprescindibles per mantenir la sessió iniciada. No fem servir galetes publicitàries ni d'analítica de tercers.",
          "Aquestes dades es desen a l'emmagatzematge local del vostre navegador, sota la clau «dapcon-session», i s'esborren en tancar la sessió.",
        ],
      },
      {
        heading: 'Detall',
        body: [],
        cookieTable: true,
      },
      {
        heading: 'Com eliminar-les',
        body: ["Podeu tancar la sessió des del menú d'usuari o esborrar les dades del lloc des de la configuració del vostre navegador."],
      },
    ],
  },
};
