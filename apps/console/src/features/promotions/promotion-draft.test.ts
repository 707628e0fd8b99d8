import { promotionInputSchema } from '@ficha/contract';
import { describe, expect, it } from 'vitest';
import { bodyOf, emptyDraft, type PromotionDraft } from './promotion-draft.ts';

const zone = 'America/Mexico_City';
const filled = (overrides: Partial<PromotionDraft> = {}): PromotionDraft => ({
  ...emptyDraft(zone, new Date('2026-11-27T12:00:00Z')),
  texts: [{ language: 'ES', title: 'Bono', summary: '', rules: '' }],
  budget: '1000',
  amount: '10',
  ...overrides,
});

describe("the builder's values as the contract's request", () => {
  it('sends a sign-up reward the contract accepts, the schedule read in the merchant zone', () => {
    const body = bodyOf(filled({ startsAt: '2026-12-01T20:00', endsAt: '2026-12-08T20:00' }), zone);
    expect(body).toMatchObject({
      kind: 'signup_reward',
      amount: 10,
      budget: 1000,
      startsAt: '2026-12-02T02:00:00.000Z',
    });
    expect(body).not.toHaveProperty('matchPct');
    expect(body.contributions).toEqual({ RNG: 100, LIVE: 10 });
    expect(promotionInputSchema.safeParse(body).success).toBe(true);
  });

  it('sends a deposit bonus with its match, cap and eligibility, leaving out what was left empty', () => {
    const body = bodyOf(
      filled({
        kind: 'deposit_bonus',
        matchPct: '100',
        cap: '50,5',
        minDeposit: '10',
        countries: 'mx, es',
        memberTypes: '0, 1',
        perIpHours: '24',
      }),
      zone,
    );
    expect(body).toMatchObject({ matchPct: 100, cap: 50.5, minDeposit: 10, channelCodes: [] });
    expect(body).not.toHaveProperty('amount');
    expect(body).not.toHaveProperty('maxBet');
    expect(body.eligibility).toEqual({ countries: ['MX', 'ES'], memberTypes: [0, 1], perIpHours: 24 });
    expect(promotionInputSchema.safeParse(body).success).toBe(true);
  });

  it('keeps what is not a number as typed, so the contract names the field', () => {
    const checked = promotionInputSchema.safeParse(bodyOf(filled({ budget: 'mucho', expiryHours: '1.5' }), zone));
    expect(checked.success).toBe(false);
    expect(checked.error?.issues.map((issue) => issue.path[0]).sort()).toEqual(['budget', 'expiryHours']);
  });
});
