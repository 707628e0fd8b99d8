import { gameCodes, roundSettingsSchema, slotGameCodes, type GameCode, type RoundSettingsWire } from '@ficha/contract';
import { plinkoRisks, plinkoRows, type PlinkoRisk, type PlinkoRows, type WheelRisk } from '@ficha/engines';
import { withChecks } from '@ficha/ui/forms';
import { z } from 'zod';

/** The verification form: the seeds, the nonce, and the game with the settings its draw depends on. */
export interface VerifyForm {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: string;
  gameCode: GameCode;
  mines: number;
  rows: PlinkoRows;
  risk: PlinkoRisk;
  hiloCards: number;
}

export const emptyVerifyForm: VerifyForm = {
  serverSeed: '',
  serverSeedHash: '',
  clientSeed: '',
  nonce: '0',
  gameCode: 'dice',
  mines: 3,
  rows: 8,
  risk: 'medium',
  hiloCards: 5,
};

/** What a verification needs filled in: both seeds and a nonce of 1 to 15 digits (`verify_fill_in`). */
export const verifyFormSchema = withChecks(z.custom<VerifyForm>(), (form) => [
  form.serverSeed ? null : { field: 'serverSeed', reason: 'verify_fill_in' },
  form.clientSeed ? null : { field: 'clientSeed', reason: 'verify_fill_in' },
  /^\d{1,15}$/.test(form.nonce) ? null : { field: 'nonce', reason: 'verify_fill_in' },
]);

const isSlot = (code: string): code is (typeof slotGameCodes)[number] =>
  (slotGameCodes as readonly string[]).includes(code);

/** The engine settings the form describes. */
export function settingsOf(form: VerifyForm): RoundSettingsWire {
  const code = form.gameCode;
  if (isSlot(code)) return { game: 'slot', slotCode: code };
  switch (code) {
    case 'mines':
      return { game: 'mines', mines: form.mines };
    case 'plinko':
      return { game: 'plinko', rows: form.rows, risk: form.risk };
    case 'wheel':
      return { game: 'wheel', risk: form.risk as WheelRisk };
    case 'hilo':
      return { game: 'hilo', cards: form.hiloCards };
    default:
      return { game: code };
  }
}

/** The form as the link from a replay or the fairness panel fills it (`?serverSeed&hash&clientSeed&nonce&settings`). */
export function readVerifyQuery(search: string): VerifyForm {
  const query = new URLSearchParams(search);
  const form: VerifyForm = {
    ...emptyVerifyForm,
    serverSeed: query.get('serverSeed') ?? '',
    serverSeedHash: query.get('hash') ?? '',
    clientSeed: query.get('clientSeed') ?? '',
    nonce: /^\d{1,15}$/.test(query.get('nonce') ?? '') ? query.get('nonce')! : '0',
  };
  let raw: unknown = null;
  try {
    raw = JSON.parse(query.get('settings') ?? 'null');
  } catch {
    raw = null;
  }
  const parsed = roundSettingsSchema.safeParse(raw);
  if (!parsed.success) return form;
  const settings = parsed.data;
  switch (settings.game) {
    case 'slot':
      return { ...form, gameCode: settings.slotCode };
    case 'mines':
      return { ...form, gameCode: 'mines', mines: settings.mines };
    case 'plinko':
      return { ...form, gameCode: 'plinko', rows: settings.rows, risk: settings.risk };
    case 'wheel':
      return { ...form, gameCode: 'wheel', risk: settings.risk };
    case 'hilo':
      return { ...form, gameCode: 'hilo', hiloCards: settings.cards };
    default:
      return gameCodes.includes(settings.game) ? { ...form, gameCode: settings.game } : form;
  }
}

export { plinkoRisks, plinkoRows };
