import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { deposits, members, paymentChannels, seamlessProviders } from '../db/schema/index.ts';
import { createAuditService } from '../modules/audit/audit.service.ts';
import { createBonusWalletService } from '../modules/bonus-wallet/bonus-wallet.service.ts';
import { createLedgerService } from '../modules/ledger/ledger.service.ts';
import { createMerchantService } from '../modules/merchants/merchants.service.ts';
import { createSeamlessService } from '../modules/seamless/seamless.service.ts';

/** The demo's extra players: who they are under and how many days ago they signed up. */
const historyPlayers = [
  { username: 'jugador2', upline: 'agente3', daysAgo: 27 },
  { username: 'jugador3', upline: 'agente3', daysAgo: 20 },
  { username: 'jugador4', upline: 'agente2', daysAgo: 24 },
  { username: 'jugador5', upline: 'agente2', daysAgo: 12 },
  { username: 'jugador6', upline: 'agente1', daysAgo: 18 },
  { username: 'jugador7', upline: 'agente3', daysAgo: 5 },
] as const;

const historyGames = [
  'huerta-dorada',
  'templo-del-jaguar',
  'dragon-de-tormenta',
  'dice',
  'plinko',
  'crash',
  'mines',
  'keno',
  'limbo',
  'wheel',
];
const dayMs = 86_400_000;
/** Marks the history's transaction ids and deposit references: `dh-<epoch seconds>-<n>`. */
const historyPrefix = 'dh';

/** A small deterministic generator, so every fresh demo has the same history. */
function numbers(seed: number) {
  let state = seed;
  return (max: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % max;
  };
}

/**
 * A few weeks of history for the demo agent tree, so every agent report and chart has data at first start:
 * six more players under agente1…agente3, each with approved bank deposits and rounds of our games played
 * through the real seamless wallet (the service and its SQL functions: launch token, player id, debit, credit;
 * real balanced ledger entries and bet records). The money calls run now, in the seed's transaction; then the
 * rows they wrote are dated back to the moment each one stands for (the instant is in their ids), with the
 * ledger's append-only triggers off for that one statement set. jugador1 is left as the README describes it.
 */
export async function seedAgentHistory(
  tx: Db,
  merchantId: number,
  options: { passwordHash: string; now: Date; providerCode: string },
) {
  const ledger = createLedgerService(tx);
  const merchantService = createMerchantService(tx, { audit: createAuditService(tx), defaultMerchantCode: 'demo' });
  const bonusWallet = createBonusWalletService(tx, { ledger, now: () => options.now });
  const seamless = createSeamlessService(tx, { bonusWallet, merchants: merchantService, now: () => options.now });
  const merchant = await merchantService.byId(merchantId);
  const [provider] = await tx
    .select()
    .from(seamlessProviders)
    .where(and(eq(seamlessProviders.merchantId, merchantId), eq(seamlessProviders.code, options.providerCode)));
  const [bank] = await tx
    .select()
    .from(paymentChannels)
    .where(and(eq(paymentChannels.merchantId, merchantId), eq(paymentChannels.code, 'banco-demo')));
  if (!provider || !bank) throw new Error('the demo provider and bank channel come first');
  const uplines = await tx
    .select()
    .from(members)
    .where(
      and(
        eq(members.merchantId, merchantId),
        inArray(
          members.username,
          historyPlayers.map((p) => p.upline),
        ),
      ),
    );
  const random = numbers(20_261_126);
  const today = Math.floor(options.now.getTime() / dayMs) * dayMs;
  let sequence = 0;
  const instantId = (at: number) => `${historyPrefix}-${Math.floor(at / 1000)}-${(sequence += 1)}`;

  for (const spec of historyPlayers) {
    const upline = uplines.find((u) => u.username === spec.upline);
    if (!upline) throw new Error(`demo agent ${spec.upline} missing`);
    const signedUp = today - spec.daysAgo * dayMs + (9 + random(10)) * 3_600_000;
    const [row] = await tx
      .insert(members)
      .values({
        merchantId,
        username: spec.username,
        passwordHash: options.passwordHash,
        nickname: spec.username,
        type: 0,
        uplineId: upline.id,
        ancestorPath: '/',
        language: 'ES',
        status: 'active',
        referralCode: spec.username.toUpperCase(),
        createdAt: new Date(signedUp),
      })
      .returning();
    if (!row) throw new Error(`member ${spec.username} not created`);
    const player = { ...row, ancestorPath: `${upline.ancestorPath}${row.id}/` };
    await tx.update(members).set({ ancestorPath: player.ancestorPath }).where(eq(members.id, row.id));

    const deposit = async (at: number, amountMinor: bigint) => {
      const reference = instantId(at).toUpperCase();
      const [record] = await tx
        .insert(deposits)
        .values({
          merchantId,
          memberId: row.id,
          channelId: bank.id,
          amountMinor,
          currency: merchant.currency,
          reference,
          status: 'pending',
        })
        .returning();
      if (!record) throw new Error('demo deposit not created');
      const wallet = await ledger.account(
        { merchantId, currency: merchant.currency, kind: 'player_wallet', ownerMemberId: row.id },
        tx,
      );
      const world = await ledger.account(
        { merchantId, currency: merchant.currency, kind: 'outside_world', ownerRef: `channel:${bank.code}` },
        tx,
      );
      const { entryId } = await ledger.post(
        {
          merchantId,
          currency: merchant.currency,
          kind: 'deposit',
          source: 'deposits',
          idempotencyKey: `deposit:${record.id}`,
          memo: `deposit ${record.id} via ${bank.code} (demo)`,
          lines: [
            { accountId: world.id, amountMinor: -amountMinor },
            { accountId: wallet.id, amountMinor },
          ],
        },
        tx,
      );
      await tx
        .update(deposits)
        .set({ status: 'approved', entryId, reviewedAt: new Date(at) })
        .where(eq(deposits.id, record.id));
    };

    const { launchToken } = await seamless.issueLaunchToken(merchant, player, provider.code, historyGames[0] ?? 'dice');
    const { playerId } = await seamless.authenticate(provider, {
      launchToken,
      requestId: `seed-${row.id}`,
      timestamp: options.now.getTime(),
    });
    let balance = BigInt(200 + random(9) * 100) * 100n;
    await deposit(signedUp + 600_000, balance);
    for (let day: number = spec.daysAgo; day >= 0; day--) {
      if (day < spec.daysAgo && random(9) === 0) {
        const topUp = BigInt(100 + random(5) * 100) * 100n;
        const at = today - day * dayMs + (8 + random(3)) * 3_600_000;
        if (at < options.now.getTime()) {
          await deposit(at, topUp);
          balance += topUp;
        }
      }
      const rounds = day === 0 ? 2 : random(3);
      for (let n = 0; n < rounds; n++) {
        const stake = BigInt(1 + random(20)) * 100n;
        if (stake > balance) break;
        // Today's rounds in the last hour, the others spread over the afternoon and evening.
        const at =
          day === 0
            ? options.now.getTime() - (n + 1) * 900_000
            : today - day * dayMs + (11 + random(11)) * 3_600_000 + random(3_600) * 1000;
        const roundId = instantId(at);
        const gameCode = historyGames[random(historyGames.length)] ?? 'dice';
        const win = [0n, 0n, stake / 2n, stake, stake * 2n, stake * 3n][random(6)] ?? 0n;
        const common = { playerId, roundId, gameCode, requestId: `${roundId}-r`, timestamp: options.now.getTime() };
        await seamless.debit(provider, { ...common, transactionId: `${roundId}-d`, amount: stake });
        await seamless.credit(provider, { ...common, transactionId: `${roundId}-c`, amount: win, roundEnded: true });
        balance += win - stake;
      }
    }
  }
  await dateHistoryBack(tx, merchantId);
}

/** Dates the history's rows to the instant in their ids (`dh-<epoch seconds>-<n>`). */
async function dateHistoryBack(tx: Db, merchantId: number) {
  const instant = (column: string) => sql.raw(`to_timestamp(split_part(${column}, '-', 2)::bigint)`);
  const like = `${historyPrefix}-%`;
  await tx.execute(sql`alter table platform.postings disable trigger postings_append_only`);
  await tx.execute(sql`alter table platform.journal_entries disable trigger journal_entries_append_only`);
  await tx.execute(sql`
    update platform.deposits d set created_at = ${instant('lower(d.reference)')}, reviewed_at = ${instant('lower(d.reference)')}
    where d.merchant_id = ${merchantId} and lower(d.reference) like ${like}`);
  await tx.execute(sql`
    update platform.journal_entries e set created_at = coalesce(
      (select ${instant('lower(d.reference)')} from platform.deposits d where d.entry_id = e.id),
      case when e.idempotency_key like ${like} then ${instant('e.idempotency_key')} end, e.created_at)
    where e.merchant_id = ${merchantId}
      and (e.idempotency_key like ${like} or exists (select 1 from platform.deposits d
        where d.entry_id = e.id and lower(d.reference) like ${like}))`);
  await tx.execute(sql`
    update platform.postings p set created_at = e.created_at from platform.journal_entries e
    where e.id = p.entry_id and e.merchant_id = ${merchantId} and p.created_at <> e.created_at`);
  await tx.execute(sql`alter table platform.postings enable trigger postings_append_only`);
  await tx.execute(sql`alter table platform.journal_entries enable trigger journal_entries_append_only`);
  await tx.execute(sql`
    update platform.seamless_transactions t set created_at = ${instant('t.round_id')}
    where t.merchant_id = ${merchantId} and t.round_id like ${like}`);
  await tx.execute(sql`
    update platform.bet_records b set opened_at = ${instant('b.round_id')},
      settled_at = ${instant('b.round_id')} + interval '20 seconds'
    where b.merchant_id = ${merchantId} and b.round_id like ${like}`);
}
