import { DomainError, toWireMoney, type RgStatus } from '@ficha/contract';
import type { Db } from '../../db/database.ts';
import type { RgExclusionRow, RgLimitRow } from '../../db/schema/index.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Merchant } from '../merchants/merchant.ts';
import { findMemberById } from '../members/members.service.ts';
import type { Actor, MerchantService } from '../merchants/merchants.service.ts';
import type { SessionService } from '../sessions/sessions.service.ts';
import { parseRegister } from './exclusion-register.ts';
import { exclusionEnd, exclusionKind, type RgDuration } from './rg-durations.ts';
import {
  activeExclusionOf,
  blockUntil,
  deleteLimit,
  depositedSince,
  ensureState,
  findLimit,
  findRgSettings,
  findState,
  insertEvent,
  insertExclusion,
  listExclusions,
  listLimits,
  listMemberEvents,
  lockMemberRg,
  membersSharingIdentity,
  monthlyStatement,
  notExcludedSql,
  periodStarts,
  postponeRealityCheck,
  reportEvents,
  saveLimit,
  setRealityCheckMinutes,
  startRgSession,
  syncStateLimits,
  verifiedIdentityOf,
  type RgLimitKind,
  type RgPeriod,
} from './rg.queries.ts';

/** Who changes a player's RG settings: the player, or an operator on the player's behalf (audited). */
type RgActor = { type: 'player' } | { type: 'operator'; actor: Actor };

const periodOrder: Record<RgPeriod, number> = { day: 0, week: 1, month: 2, session: 3 };
const kindOrder: Record<RgLimitKind, number> = { deposit: 0, loss: 1, wager: 2, session: 3 };

function toExclusion(row: RgExclusionRow) {
  return {
    kind: row.kind,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    source: row.source,
  };
}

/**
 * Refuses a sign-in of a member under a time-out or self-exclusion (its own, or one of its verified email or
 * mobile from any merchant, or an imported register entry): `rg_excluded`, whose value carries only the end
 * (null: permanent). Called by every sign-in path (accounts/sign-in.ts).
 */
export async function refuseExcludedMember(db: Db, memberId: number, now = new Date()): Promise<void> {
  const exclusion = await activeExclusionOf(db, memberId, now);
  if (exclusion) throw new DomainError('rg_excluded', { value: { endsAt: exclusion.endsAt?.toISOString() ?? null } });
}

/** A sign-in starts the member's RG session (session-time limit and reality check count from it). */
export function startSessionClock(tx: Db, memberId: number, now = new Date()): Promise<void> {
  return startRgSession(tx, memberId, now);
}

/**
 * The one gate for a whole audience (operator messages, decision 0064): an SQL condition on a member aliased `mm`,
 * true when no time-out or self-exclusion is in force for it (issue 21), the rule `mayContactMember` applies.
 */
export function contactableMemberSql(now: Date) {
  return notExcludedSql(now);
}

/**
 * The one gate of everything the platform sends a member on its own initiative (messages now; promotions when
 * they exist must ask it too): nothing reaches a member under a time-out or self-exclusion.
 */
export async function mayContactMember(db: Db, memberId: number, now = new Date()): Promise<boolean> {
  return (await activeExclusionOf(db, memberId, now)) === undefined;
}

/**
 * A deposit the member asks for, checked in the caller's transaction before it is stored: refused under an
 * exclusion, and when the deposits asked or credited in the current day / week / month (merchant's time zone) plus
 * this one pass a deposit limit. The member's RG lock serialises concurrent asks.
 */
export async function assertDepositAllowed(
  tx: Db,
  merchant: Merchant,
  memberId: number,
  amountMinor: bigint,
  now = new Date(),
): Promise<void> {
  await lockMemberRg(tx, memberId);
  await refuseExcludedMember(tx, memberId, now);
  const limits = (await listLimits(tx, memberId)).filter((l) => l.kind === 'deposit');
  if (limits.length === 0) return;
  const starts = await periodStarts(tx, (await findRgSettings(tx, merchant.id)).timeZone, now);
  for (const limit of limits) {
    const used = await depositedSince(tx, memberId, starts[limit.period as 'day' | 'week' | 'month']);
    if (used + amountMinor > limit.amountMinor) throw new DomainError('rg_deposit_limit');
  }
}

/**
 * A deposit credited (operator approval or gateway callback) whose money was already paid: it is always credited
 * (decision 0048), and when it takes the period's deposits beyond a limit lowered meanwhile, the RG trail says so;
 * the next ask is refused by assertDepositAllowed.
 */
export async function noteDepositCredited(
  tx: Db,
  merchant: Merchant,
  deposit: { memberId: number; id: number; amountMinor: bigint },
  now = new Date(),
): Promise<void> {
  const limits = (await listLimits(tx, deposit.memberId)).filter((l) => l.kind === 'deposit');
  if (limits.length === 0) return;
  const starts = await periodStarts(tx, (await findRgSettings(tx, merchant.id)).timeZone, now);
  for (const limit of limits) {
    const used = await depositedSince(tx, deposit.memberId, starts[limit.period as 'day' | 'week' | 'month']);
    if (used > limit.amountMinor) {
      await insertEvent(tx, {
        merchantId: merchant.id,
        memberId: deposit.memberId,
        kind: 'deposit_over_limit',
        detail: { depositId: deposit.id, amount: toWireMoney(deposit.amountMinor), period: limit.period },
      });
      return;
    }
  }
}

export function createResponsibleGamingService(
  db: Db,
  deps: {
    audit: AuditService;
    sessions: SessionService;
    merchants: MerchantService;
    /** Whether a 1-minute reality check may be chosen (test and demo configuration only). */
    allowTestRealityCheck: boolean;
    now?: () => Date;
  },
) {
  const now = deps.now ?? (() => new Date());

  function wire(kind: RgLimitKind, minor: bigint): number {
    return kind === 'session' ? Number(minor) : toWireMoney(minor);
  }

  async function status(merchant: Merchant, memberId: number): Promise<RgStatus> {
    const at = now();
    const [settings, limits, state] = await Promise.all([
      findRgSettings(db, merchant.id),
      listLimits(db, memberId),
      findState(db, memberId),
    ]);
    // The time zone as the database has it, the one the debits' running sums were keyed in.
    const starts = await periodStarts(db, settings.timeZone, at);
    const used = async (limit: RgLimitRow): Promise<number> => {
      if (limit.kind === 'session') {
        return state ? Math.floor((at.getTime() - state.sessionStartedAt.getTime()) / 60_000) : 0;
      }
      if (limit.kind === 'deposit')
        return toWireMoney(await depositedSince(db, memberId, starts[limit.period as 'day']));
      if (!state) return 0;
      const sums = {
        day: state.dayStart === starts.dates.day ? [state.dayStake, state.dayWin] : [],
        week: state.weekStart === starts.dates.week ? [state.weekStake, state.weekWin] : [],
        month: state.monthStart === starts.dates.month ? [state.monthStake, state.monthWin] : [],
      }[limit.period as 'day' | 'week' | 'month'];
      const [stake = 0n, win = 0n] = sums;
      const figure = limit.kind === 'wager' ? stake : stake - win;
      return toWireMoney(figure > 0n ? figure : 0n);
    };
    const sorted = [...limits].sort(
      (a, b) => kindOrder[a.kind] - kindOrder[b.kind] || periodOrder[a.period] - periodOrder[b.period],
    );
    return {
      limits: await Promise.all(
        sorted.map(async (l) => ({
          kind: l.kind,
          period: l.period,
          value: wire(l.kind, l.amountMinor),
          used: await used(l),
          pending: l.pendingEffectiveAt
            ? {
                value: l.pendingAmountMinor === null ? null : wire(l.kind, l.pendingAmountMinor),
                effectiveAt: l.pendingEffectiveAt.toISOString(),
                confirmable: l.pendingEffectiveAt.getTime() <= at.getTime(),
              }
            : null,
        })),
      ),
      coolingOffHours: settings.coolingOffHours,
      realityCheck: {
        minutes: state?.realityCheckMinutes ?? null,
        options: realityCheckOptions(settings.realityCheckMinutes),
        due: state?.realityCheckDueAt ? state.realityCheckDueAt.getTime() <= at.getTime() : false,
        sessionStartedAt: state?.sessionStartedAt.toISOString() ?? null,
        sessionStake: toWireMoney(state?.sessionStake ?? 0n),
        sessionNet: toWireMoney((state?.sessionWin ?? 0n) - (state?.sessionStake ?? 0n)),
      },
    };
  }

  function realityCheckOptions(merchantOptions: number[]): number[] {
    return deps.allowTestRealityCheck ? [1, ...merchantOptions.filter((m) => m !== 1)] : merchantOptions;
  }

  async function record(
    tx: Db,
    merchantId: number,
    memberId: number,
    by: RgActor,
    kind: string,
    detail: Record<string, unknown>,
  ) {
    await insertEvent(tx, {
      merchantId,
      memberId,
      kind,
      detail,
      operatorId: by.type === 'operator' ? by.actor.id : null,
    });
    if (by.type === 'operator') {
      await deps.audit.record(tx, {
        merchantId,
        actor: by.actor,
        action: `rg.${kind}`,
        target: `member:${memberId}`,
        before: null,
        after: detail,
      });
    }
  }

  /**
   * The one rule of limit changes: a first limit or a lower one applies at once (and drops a pending raise); a
   * raise or a removal waits for the merchant's cooling-off, then for a confirmation.
   */
  async function changeLimit(
    merchant: Merchant,
    memberId: number,
    change: { kind: RgLimitKind; period: RgPeriod; amountMinor: bigint | null },
    by: RgActor,
  ): Promise<RgStatus> {
    const at = now();
    await db.transaction(async (tx) => {
      await lockMemberRg(tx, memberId);
      const settings = await findRgSettings(tx, merchant.id);
      const current = await findLimit(tx, memberId, change.kind, change.period);
      if (!current && change.amountMinor === null) return;
      await ensureState(tx, merchant.id, memberId, at);
      const base = { memberId, merchantId: merchant.id, kind: change.kind, period: change.period };
      const detail = {
        kind: change.kind,
        period: change.period,
        from: current ? wire(change.kind, current.amountMinor) : null,
        to: change.amountMinor === null ? null : wire(change.kind, change.amountMinor),
      };
      if (change.amountMinor !== null && (!current || change.amountMinor <= current.amountMinor)) {
        await saveLimit(tx, {
          ...base,
          amountMinor: change.amountMinor,
          pendingAmountMinor: null,
          pendingRemoval: false,
          pendingEffectiveAt: null,
        });
        await record(tx, merchant.id, memberId, by, 'limit_set', detail);
      } else if (current) {
        const effectiveAt = new Date(at.getTime() + settings.coolingOffHours * 3_600_000);
        await saveLimit(tx, {
          ...base,
          amountMinor: current.amountMinor,
          pendingAmountMinor: change.amountMinor,
          pendingRemoval: change.amountMinor === null,
          pendingEffectiveAt: effectiveAt,
        });
        await record(tx, merchant.id, memberId, by, 'limit_raise_requested', {
          ...detail,
          effectiveAt: effectiveAt.toISOString(),
        });
      }
      await syncStateLimits(tx, memberId);
    });
    return status(merchant, memberId);
  }

  async function exclude(merchant: Merchant, memberId: number, duration: RgDuration, by: RgActor) {
    const start = now();
    const kind = exclusionKind(duration);
    const endsAt = exclusionEnd(duration, start);
    const row = await db.transaction(async (tx) => {
      await lockMemberRg(tx, memberId);
      // A self-exclusion follows the person: its verified email and mobile reach every merchant's members.
      const identity =
        kind === 'self_exclusion' ? await verifiedIdentityOf(tx, memberId) : { email: null, mobile: null };
      const [inserted] = await insertExclusion(tx, {
        merchantId: merchant.id,
        memberId,
        email: identity.email,
        mobile: identity.mobile,
        kind,
        source: by.type === 'operator' ? 'operator' : 'player',
        startsAt: start,
        endsAt,
        createdByOperatorId: by.type === 'operator' ? by.actor.id : null,
      });
      if (!inserted) throw new Error('exclusion not stored');
      const reached = await excludeMembers(tx, { memberId, ...identity }, endsAt, start);
      await record(tx, merchant.id, memberId, by, kind, {
        duration,
        endsAt: endsAt?.toISOString() ?? null,
        membersReached: reached,
      });
      return inserted;
    });
    return toExclusion(row);
  }

  /** Blocks play of every member sharing the identity and signs them all out; how many were reached. */
  async function excludeMembers(
    tx: Db,
    identity: { memberId: number | null; email: string | null; mobile: string | null },
    endsAt: Date | null,
    at: Date,
  ): Promise<number> {
    const members = await membersSharingIdentity(tx, identity);
    for (const member of members) {
      await ensureState(tx, member.merchantId, member.id, at);
      await blockUntil(tx, member.id, endsAt);
      await deps.sessions.revokeAll(tx, member.id);
    }
    return members.length;
  }

  return {
    status,

    merchant: (merchantId: number) => deps.merchants.byId(merchantId),

    /** The operator's merchant, once the member named is one of its own (another merchant's is not found). */
    async merchantOfPlayer(merchantId: number, memberId: number): Promise<Merchant> {
      if (!(await findMemberById(db, merchantId, memberId))) throw new DomainError('not_found');
      return deps.merchants.byId(merchantId);
    },

    setLimit(
      merchant: Merchant,
      memberId: number,
      change: { kind: 'deposit' | 'loss' | 'wager'; period: 'day' | 'week' | 'month'; amountMinor: bigint },
      by: RgActor = { type: 'player' },
    ) {
      return changeLimit(merchant, memberId, change, by);
    },

    setSessionLimit(merchant: Merchant, memberId: number, minutes: number) {
      return changeLimit(
        merchant,
        memberId,
        { kind: 'session', period: 'session', amountMinor: BigInt(minutes) },
        { type: 'player' },
      );
    },

    /** Asks to remove a limit: like a raise, it waits for the cooling-off and a confirmation. */
    removeLimit(
      merchant: Merchant,
      memberId: number,
      kind: RgLimitKind,
      period: RgPeriod,
      by: RgActor = { type: 'player' },
    ) {
      if ((kind === 'session') !== (period === 'session'))
        throw new DomainError('request_param_err', { fields: [{ field: 'period', reason: 'rg_period_invalid' }] });
      return changeLimit(merchant, memberId, { kind, period, amountMinor: null }, by);
    },

    /** Applies a pending raise or removal once its cooling-off is over. */
    async confirm(merchant: Merchant, memberId: number, kind: RgLimitKind, period: RgPeriod): Promise<RgStatus> {
      const at = now();
      await db.transaction(async (tx) => {
        await lockMemberRg(tx, memberId);
        const current = await findLimit(tx, memberId, kind, period);
        if (!current?.pendingEffectiveAt || current.pendingEffectiveAt.getTime() > at.getTime())
          throw new DomainError('rg_change_not_due');
        if (current.pendingRemoval) {
          await deleteLimit(tx, memberId, kind, period);
        } else {
          await saveLimit(tx, {
            ...current,
            amountMinor: current.pendingAmountMinor ?? current.amountMinor,
            pendingAmountMinor: null,
            pendingRemoval: false,
            pendingEffectiveAt: null,
          });
        }
        await syncStateLimits(tx, memberId);
        await record(tx, merchant.id, memberId, { type: 'player' }, 'limit_raise_confirmed', {
          kind,
          period,
          from: wire(kind, current.amountMinor),
          to: current.pendingAmountMinor === null ? null : wire(kind, current.pendingAmountMinor),
        });
      });
      return status(merchant, memberId);
    },

    async setRealityCheck(merchant: Merchant, memberId: number, minutes: number | null): Promise<RgStatus> {
      const settings = await findRgSettings(db, merchant.id);
      if (minutes !== null && !realityCheckOptions(settings.realityCheckMinutes).includes(minutes))
        throw new DomainError('rg_option_invalid');
      const at = now();
      await db.transaction(async (tx) => {
        await lockMemberRg(tx, memberId);
        await ensureState(tx, merchant.id, memberId, at);
        await setRealityCheckMinutes(tx, memberId, minutes, at);
        await record(tx, merchant.id, memberId, { type: 'player' }, 'reality_check_set', { minutes });
      });
      return status(merchant, memberId);
    },

    /**
     * The player's answer to a due reality check: `continue` lets debits through until the next one; `leave` ends
     * the session (every sign-in of the member is revoked).
     */
    async answerRealityCheck(merchant: Merchant, memberId: number, choice: 'continue' | 'leave'): Promise<RgStatus> {
      const at = now();
      const shown = await status(merchant, memberId);
      await db.transaction(async (tx) => {
        await lockMemberRg(tx, memberId);
        const state = await findState(tx, memberId);
        if (!state?.realityCheckMinutes || !state.realityCheckDueAt || state.realityCheckDueAt > at)
          throw new DomainError('conflict');
        await postponeRealityCheck(
          tx,
          memberId,
          choice === 'continue' ? new Date(at.getTime() + state.realityCheckMinutes * 60_000) : null,
        );
        await record(tx, merchant.id, memberId, { type: 'player' }, 'reality_check_answered', {
          choice,
          sessionStake: shown.realityCheck.sessionStake,
          sessionNet: shown.realityCheck.sessionNet,
        });
        if (choice === 'leave') await deps.sessions.revokeAll(tx, memberId);
      });
      return status(merchant, memberId);
    },

    exclude(merchant: Merchant, memberId: number, duration: RgDuration, by: RgActor = { type: 'player' }) {
      return exclude(merchant, memberId, duration, by);
    },

    /** The last 12 months (merchant's time zone), newest first. */
    async statement(merchant: Merchant, memberId: number) {
      const starts = await periodStarts(db, merchant.timeZone, now());
      const from = new Date(starts.month);
      from.setUTCMonth(from.getUTCMonth() - 11);
      const rows = await monthlyStatement(db, {
        merchantId: merchant.id,
        memberId,
        timeZone: merchant.timeZone,
        from,
      });
      return {
        timeZone: merchant.timeZone,
        months: rows.map((r) => ({
          month: r.month,
          deposits: toWireMoney(r.deposits),
          withdrawals: toWireMoney(r.withdrawals),
          stakes: toWireMoney(r.stakes),
          netResult: toWireMoney(r.wins - r.stakes),
        })),
      };
    },

    /** The console's view of a player: status, exclusions, the newest 200 RG events. */
    async playerView(merchant: Merchant, memberId: number) {
      const [rg, exclusions, events] = await Promise.all([
        status(merchant, memberId),
        listExclusions(db, memberId),
        listMemberEvents(db, merchant.id, memberId, 200),
      ]);
      return {
        ...rg,
        exclusions: exclusions.map(toExclusion),
        events: events.map((e) => ({ ...e, createdAt: e.createdAt.toISOString() })),
      };
    },

    async report(merchantId: number, query: { from: string; to: string; kind?: string | undefined }) {
      const from = new Date(`${query.from}T00:00:00Z`);
      const to = new Date(`${query.to}T00:00:00Z`);
      to.setUTCDate(to.getUTCDate() + 1);
      if (!(from < to)) throw new DomainError('request_param_err', { fields: [{ field: 'to', reason: 'date_range' }] });
      const { counts, events } = await reportEvents(db, { merchantId, from, to, kind: query.kind, limit: 500 });
      return { counts, events: events.map((e) => ({ ...e, createdAt: e.createdAt.toISOString() })) };
    },

    /** Imports a register file (exclusion-register.ts): one self-exclusion per line, applied deployment-wide. */
    async importRegister(merchant: Merchant, csv: string, actor: Actor) {
      const at = now();
      const entries = parseRegister(csv, at);
      let reached = 0;
      await db.transaction(async (tx) => {
        for (const entry of entries) {
          await insertExclusion(tx, {
            merchantId: merchant.id,
            memberId: null,
            email: entry.email,
            mobile: entry.mobile,
            kind: 'self_exclusion',
            source: 'register',
            startsAt: at,
            endsAt: entry.endsAt,
            createdByOperatorId: actor.id,
          });
          reached += await excludeMembers(
            tx,
            { memberId: null, email: entry.email, mobile: entry.mobile },
            entry.endsAt,
            at,
          );
        }
        await insertEvent(tx, {
          merchantId: merchant.id,
          memberId: null,
          kind: 'register_import',
          detail: { entries: entries.length, membersReached: reached },
          operatorId: actor.id,
        });
        await deps.audit.record(tx, {
          merchantId: merchant.id,
          actor,
          action: 'rg.register_import',
          target: `merchant:${merchant.id}`,
          before: null,
          after: { entries: entries.length, membersReached: reached },
        });
      });
      return { imported: entries.length, membersExcluded: reached };
    },
  };
}

export type ResponsibleGamingService = ReturnType<typeof createResponsibleGamingService>;
