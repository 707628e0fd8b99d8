import { gameCodes, gameKinds, languageCodes, roundStateSchema } from '@ficha/contract';
import { hiloGuesses, plinkoRisks, slotDefinitions, wheelRisks } from '@ficha/engines';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const dir = new URL('.', import.meta.url);
const read = (lang: string) =>
  JSON.parse(readFileSync(new URL(`${lang}/games.json`, dir), 'utf8')) as Record<string, string>;
const spanish = read('es');
const languages = readdirSync(dir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Keys the pages build from data rather than write out. */
const builtKeys = [
  ...slotDefinitions.flatMap((slot) =>
    [...slot.regularSymbols, slot.wild, slot.scatter].map((id) => `symbol_${slot.code}_${id}`),
  ),
  ...hiloGuesses.map((guess) => `hilo_${guess}`),
  ...gameCodes.map((code) => `game_${code}`),
  ...gameKinds.map((kind) => `rules_${kind}`),
  ...[...new Set([...plinkoRisks, ...wheelRisks])].map((risk) => `risk_${risk}`),
  ...roundStateSchema.options.map((state) => `round_state_${state}`),
  ...['spins_done', 'win_above', 'balance_below', 'free_spins', 'insufficient_balance', 'stopped'].map(
    (reason) => `autoplay_ended_${reason}`,
  ),
  ...['hidden', 'gem', 'mine', 'boom'].map((state) => `mines_cell_${state}`),
];

/** The texts that name cashing out a game's win (crash, mines, hi-lo). */
const cashOutKeys = [
  'cash_out_amount',
  'crash_auto',
  'crash_auto_target',
  'crash_cash_out',
  'crash_cashed_out',
  'crash_cash_out_at',
  'replay_cashed_out_at',
  'mines_hint',
  'rules_crash',
  'rules_mines',
  'rules_hilo',
];

/**
 * How each language's site words a withdrawal (apps/web money and withdraw texts), as lower-case stems: cashing
 * out a game must never read like taking money out of the wallet (issue 13: Spanish "Retirar" meant both).
 */
const withdrawalStems: Record<string, string[]> = {
  ar: ['سحب'],
  az: ['çıxar'],
  bn: ['তুলুন', 'উত্তোলন'],
  cn: ['提款', '提现'],
  de: ['auszahl', 'ausgezahl'],
  en: ['withdraw'],
  es: ['retir'],
  fa: ['برداشت'],
  fr: ['retir', 'retrait'],
  hi: ['निकाल', 'निकास'],
  id: ['tarik', 'penarikan'],
  it: ['prelev', 'preliev'],
  ja: ['出金'],
  kk: ['шығар'],
  km: ['ដកប្រាក់'],
  ko: ['출금'],
  lo: ['ຖອນ'],
  ms: ['keluarkan', 'pengeluaran'],
  my: ['ငွေထုတ်'],
  ne: ['निकाल', 'निकास'],
  pl: ['wypłac', 'wypłat', 'wypłać'],
  pt: ['retir', 'levant', 'saque', 'sacar'],
  ru: ['вывод', 'вывест', 'выведен'],
  si: ['ආපසු ගන්න', 'ආපසු ගැනීම'],
  sw: ['toa pesa', 'kutoa'],
  ta: ['பணம் எடு'],
  te: ['విత్‌డ్రా'],
  th: ['ถอน'],
  tr: ['çek'],
  tw: ['提款', '提現'],
  ty: ['withdraw'],
  uk: ['вивод', 'вивест', 'виведен'],
  ur: ['نکلوا'],
  uz: ['yechib'],
  vi: ['rút'],
};

describe('games texts', () => {
  it('ship every language of the site', () => {
    expect([...languages].sort()).toEqual(languageCodes.map((code) => code.toLowerCase()).sort());
  });

  it('hold every key built from data, in Spanish', () => {
    for (const key of builtKeys) expect(spanish, key).toHaveProperty([key]);
  });

  it.each(languages)("%s names cashing out with a word of its own, never the site's word for a withdrawal", (lang) => {
    const texts = read(lang);
    const stems = withdrawalStems[lang];
    expect(stems, lang).toBeDefined();
    for (const key of cashOutKeys)
      for (const stem of stems!) expect(texts[key]!.toLowerCase(), `${lang}:${key}`).not.toContain(stem);
  });

  it.each(languages)('%s has exactly the Spanish keys, each with the same placeholders', (lang) => {
    const texts = read(lang);
    expect(Object.keys(texts).sort()).toEqual(Object.keys(spanish).sort());
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const [key, text] of Object.entries(spanish)) {
      expect(texts[key]!.trim(), `${lang}:${key}`).not.toBe('');
      expect(placeholders(texts[key]!), `${lang}:${key}`).toEqual(placeholders(text));
    }
  });
});
