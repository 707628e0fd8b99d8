import { loadErrorMessages } from '@ficha/contract';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * One tone per language (decision 0080): Spanish speaks to the player as tú, the norm of the leading Latin
 * American casino sites; Portuguese as você, the Brazilian form. This test reads every Spanish and Portuguese
 * text of every app (the player site, the game, lottery and sportsbook pages, the console, the server's
 * messages) and flags the common words of the other form. A word that reads either way in one text (a third
 * person "su contraseña" about a member) is allowed for that text alone, in `allowed` below.
 */
const root = new URL('../', import.meta.url);
type Texts = Record<string, string>;

/** Usted forms: the pronoun, its imperatives, its questions and "su/sus" before what the reader owns. */
const ustedForms: readonly RegExp[] = [
  /\busted(es)?\b/i,
  /\b(Regístrese|Introduzca|Introdúzcalo|Seleccione|Ingrese|Escriba|Elija|Inicie|Vuelva|Inténtelo|Compruebe|Revise|Contacte|Pulse|Haga|Pida|Envíe|Vincule|Adjunte|Suba|Espere|Confirme|Verifique|Cambie|Añada|Agregue|Indique|Utilice|Consulte|Acepte|Cierre|Abra|Juegue|Deposite|Guarde|Tenga|Asegúrese|Recuerde|Elimine|Copie|Escanee|Limite|Tómese|Cree|Active|Desactive|Marque|Busque|Pruebe|Retire|Solicite)\b/,
  /\b(su|sus) (cuenta|contraseña|sesión|saldo|billetera|depósito|perfil|región|correo|número|teléfono|dispositivos|datos|registros|comentario|edad|agente|equipo|enlaces|app|aplicación|rol|comercio|jugadores)\b/i,
  /¿(Olvidó|Ya tiene|No tiene|Seguro que desea|Desea)\b/,
  /\b(lea|elija|escriba|introduzca|pulse|haga|vuelva|revise|compruebe|indique|espere|seleccione|ingrese|vea)\b/i,
  /\b(Puede|Tiene|Necesita) (cambiar|vincular|transferir|iniciar|elegir|usar|volver|ver)\b/,
];

/** European tu forms (the site says você). */
const tuForms: readonly RegExp[] = [/\b(tu|teu|tua|teus|tuas|contigo)\b/i, /\b\p{L}+-te\b/u];

/** Texts whose flagged word is about someone else, not the reader: `<file>#<key>`. */
const allowed: ReadonlySet<string> = new Set([
  // "Este miembro todavía debe cambiar su contraseña": the agent reads about a member of the team.
  'apps/web/src/locales/es/agent.json#must_change_password',
  // "...compara el comprobante con su cuenta": the player's account, in a text that speaks to the operator as tú.
  'apps/console/src/locales/es/console.json#deposits.intro',
  // Another operator's or a provider's things, read by the operator: "cambia su rol", "sus registros de apuestas".
  'apps/console/src/locales/es/console.json#operators.intro',
  'apps/console/src/locales/es/console.json#providers.categoriesHint',
  'apps/console/src/locales/es/console.json#security.totpResetMessage',
  // The player's or the reactivated operator's session, password and balance: "se cierra su sesión".
  'apps/console/src/locales/es/console.json#rgTools.excludeBody',
  'apps/console/src/locales/es/console.json#operators.reactivateMessage',
  'apps/console/src/locales/es/console.json#withdrawals.rejectReasonHint',
]);

function flatten(value: unknown, prefix = ''): Texts {
  if (typeof value === 'string') return { [prefix]: value };
  if (value === null || typeof value !== 'object') return {};
  return Object.assign(
    {},
    ...Object.entries(value).map(([key, inner]) => flatten(inner, prefix ? `${prefix}.${key}` : key)),
  ) as Texts;
}

/** Every locale file of one language: `<dir>/<lang>/*.json` under each app that has locales. */
function localeFiles(language: 'es' | 'pt'): string[] {
  const dirs = [
    'apps/web/src/locales',
    'apps/games/web/src/locales',
    'apps/lottery/web/src/locales',
    'apps/sportsbook/web/src/locales',
    'apps/console/src/locales',
  ];
  return dirs.flatMap((dir) => {
    const folder = new URL(`${dir}/${language}/`, root);
    let names: string[] = [];
    try {
      names = readdirSync(folder).filter((name) => name.endsWith('.json'));
    } catch {
      return []; // the console ships Spanish and English only
    }
    return names.map((name) => `${dir}/${language}/${name}`);
  });
}

function readTexts(file: string): Texts {
  return flatten(JSON.parse(readFileSync(new URL(file, root), 'utf8')));
}

function offending(file: string, texts: Texts, forms: readonly RegExp[]): string[] {
  return Object.entries(texts)
    .filter(([key]) => !allowed.has(`${file}#${key}`))
    .filter(([, text]) => forms.some((form) => form.test(text)))
    .map(([key, text]) => `${file}#${key}: ${text}`);
}

describe('the tone of the Spanish and Portuguese texts', () => {
  it('finds the locale files of every app', () => {
    expect(localeFiles('es').length).toBeGreaterThan(20);
    expect(localeFiles('pt').length).toBeGreaterThan(20);
  });

  it.each(localeFiles('es'))('%s speaks as tú, never usted', (file) => {
    expect(offending(file, readTexts(file), ustedForms)).toEqual([]);
  });

  it.each(localeFiles('pt'))('%s speaks as você, never tu', (file) => {
    expect(offending(file, readTexts(file), tuForms)).toEqual([]);
  });

  it("keeps the server's messages in the same tone", async () => {
    expect(offending('messages/es.ts', flatten(await loadErrorMessages('ES')), ustedForms)).toEqual([]);
    expect(offending('messages/pt.ts', flatten(await loadErrorMessages('PT')), tuForms)).toEqual([]);
  });

  it('allows only texts that the forms would flag', () => {
    const flaggedTexts = [...localeFiles('es')].flatMap((file) =>
      Object.entries(readTexts(file))
        .filter(([, text]) => ustedForms.some((form) => form.test(text)))
        .map(([key]) => `${file}#${key}`),
    );
    expect(flaggedTexts.sort()).toEqual([...allowed].sort());
  });

  it('flags the forms it is meant to flag', () => {
    const flagged = (text: string, forms: readonly RegExp[]) => forms.some((form) => form.test(text));
    expect(flagged('Regístrese ahora', ustedForms)).toBe(true);
    expect(flagged('¿Olvidó su contraseña?', ustedForms)).toBe(true);
    expect(flagged('Introduzca su usuario.', ustedForms)).toBe(true);
    expect(flagged('Regístrate ahora', ustedForms)).toBe(false);
    expect(flagged('Tu cuenta está lista', ustedForms)).toBe(false);
    expect(flagged('Ver sus apuestas', ustedForms)).toBe(false);
    expect(flagged('Introduz a tua palavra-passe', tuForms)).toBe(true);
    expect(flagged('Regista-te agora', tuForms)).toBe(true);
    expect(flagged('Digite sua senha', tuForms)).toBe(false);
  });
});
