import { randomUUID } from 'node:crypto';
import { seamlessAuthenticate, seamlessCredit, seamlessDebit } from '@ficha/contract';
import { createSeamlessClient, type SeamlessClient } from '@ficha/contract/server';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../src/db/database.ts';
import { members, merchants, seamlessProviders } from '../src/db/schema/index.ts';
import { createAuditService } from '../src/modules/audit/audit.service.ts';
import { createBonusWalletService } from '../src/modules/bonus-wallet/bonus-wallet.service.ts';
import { createLedgerService } from '../src/modules/ledger/ledger.service.ts';
import type { Merchant } from '../src/modules/merchants/merchant.ts';
import { createMerchantService } from '../src/modules/merchants/merchants.service.ts';
import { createSeamlessService } from '../src/modules/seamless/seamless.service.ts';
import { memberWalletIdentity } from '../src/modules/wallet/member-wallet.ts';
import { createMember, fundWallet } from './factories.ts';

/** What the seamless tests work with: the signed client of a provider and ways to make players. */
export interface SeamlessFixture {
  merchant: Merchant;
  client: SeamlessClient;
  provider: { code: string; secret: string };
  /** A new active player of the merchant with `balanceMinor` deposited (and a password to sign in with). */
  createPlayer: (balanceMinor?: bigint, password?: string) => Promise<{ id: number; username: string }>;
  /** The player id a provider knows a member by, through a launch token and authenticate. */
  authenticate: (memberId: number) => Promise<string>;
  /** A launch token for the member (through the service the lobby will use). */
  launchToken: (memberId: number, gameCode?: string, providerCode?: string) => Promise<string>;
  /** A new funded player, authenticated: its playerId. */
  authenticatedPlayer: (balanceMinor?: bigint) => Promise<{ memberId: number; playerId: string }>;
  balanceOf: (memberId: number) => Promise<bigint>;
}

/**
 * A signed seamless-wallet client for a provider of a merchant (default: the demo merchant's FICHA), plus
 * players funded by real ledger deposits.
 */
export async function seamlessFixture(
  db: Db,
  baseUrl: string,
  options: { merchantCode?: string; providerCode?: string } = {},
): Promise<SeamlessFixture> {
  const audit = createAuditService(db);
  const merchantService = createMerchantService(db, { audit, defaultMerchantCode: 'demo' });
  const ledger = createLedgerService(db);
  const seamless = createSeamlessService(db, {
    bonusWallet: createBonusWalletService(db, { ledger }),
    merchants: merchantService,
  });
  const [merchantRow] = await db
    .select()
    .from(merchants)
    .where(eq(merchants.code, options.merchantCode ?? 'demo'));
  if (!merchantRow) throw new Error('merchant missing');
  const merchant = await merchantService.byId(merchantRow.id);
  const [providerRow] = await db
    .select()
    .from(seamlessProviders)
    .where(
      and(eq(seamlessProviders.merchantId, merchant.id), eq(seamlessProviders.code, options.providerCode ?? 'FICHA')),
    );
  if (!providerRow) throw new Error('provider missing');
  const client = createSeamlessClient({ baseUrl, provider: providerRow.code, secret: providerRow.secret });

  const createPlayer = async (balanceMinor = 0n, password?: string) => {
    const username = `p${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    const row = await createMember(db, { merchantId: merchant.id, username, password: password ?? null });
    if (balanceMinor > 0n) await fundWallet(db, { merchant, member: row, amountMinor: balanceMinor });
    return { id: row.id, username };
  };

  const launchToken = async (memberId: number, gameCode = 'slot-classic', providerCode = providerRow.code) => {
    const [member] = await db.select().from(members).where(eq(members.id, memberId));
    if (!member) throw new Error('member missing');
    return (await seamless.issueLaunchToken(merchant, member, providerCode, gameCode)).launchToken;
  };

  const authenticate = async (memberId: number) => {
    const answer = await client.call(seamlessAuthenticate, {
      launchToken: await launchToken(memberId),
    });
    if (!answer.envelope.success) throw new Error(`authenticate failed: ${JSON.stringify(answer.envelope)}`);
    return answer.envelope.value.playerId;
  };

  return {
    merchant,
    client,
    provider: { code: providerRow.code, secret: providerRow.secret },
    createPlayer,
    launchToken,
    authenticate,
    async authenticatedPlayer(balanceMinor = 100_00n) {
      const player = await createPlayer(balanceMinor);
      return { memberId: player.id, playerId: await authenticate(player.id) };
    },
    balanceOf: (memberId) => ledger.balanceOf(memberWalletIdentity(merchant, { id: memberId, type: 0 })),
  };
}

/**
 * One round of a player through the seamless API: a stake (1.00 unless given), then a win of `win` that ends it (a
 * round left open when `settle` is false). Throws unless each call is answered 200.
 */
export async function playSeamlessRound(
  f: SeamlessFixture,
  playerId: string,
  gameCode: string,
  win: number,
  settle = true,
  stake = 1,
) {
  const roundId = `r-${randomUUID()}`;
  const debit = await f.client.call(seamlessDebit, {
    playerId,
    transactionId: randomUUID(),
    roundId,
    gameCode,
    amount: stake,
  });
  if (debit.status !== 200) throw new Error(`debit answered ${debit.status}`);
  if (!settle) return;
  const credit = await f.client.call(seamlessCredit, {
    playerId,
    transactionId: randomUUID(),
    roundId,
    gameCode,
    amount: win,
    roundEnded: true,
  });
  if (credit.status !== 200) throw new Error(`credit answered ${credit.status}`);
}
