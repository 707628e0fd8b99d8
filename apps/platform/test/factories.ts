import { randomUUID } from 'node:crypto';
import { moduleIds, type OperatorRole } from '@ficha/contract';
import type { Db } from '../src/db/database.ts';
import { merchantDomains, merchants, operators, seamlessProviders, type MemberRow } from '../src/db/schema/index.ts';
import { createLedgerService } from '../src/modules/ledger/ledger.service.ts';
import { insertMember, updateMember } from '../src/modules/members/members.service.ts';
import type { Merchant } from '../src/modules/merchants/merchant.ts';
import { isTotpRequired } from '../src/modules/operators/operator-totp-policy.ts';
import { memberWalletIdentity, merchantAccountIdentity } from '../src/modules/wallet/member-wallet.ts';
import { hashPassword } from '../src/security/passwords.ts';

/** A second (or third…) merchant with a domain and an operator, for multi-merchant tests. */
export async function createMerchant(
  db: Db,
  options: {
    code: string;
    name?: string;
    domain?: string;
    /** Its console operator, by default its owner. */
    operator?: { username: string; password: string; role?: OperatorRole };
  },
) {
  const [row] = await db
    .insert(merchants)
    .values({
      code: options.code,
      name: options.name ?? `Merchant ${options.code}`,
      defaultLanguage: 'EN',
      supportLanguages: ['EN', 'ES'],
      currency: 'USD',
      maintenance: false,
      blockedCountries: [],
      blockedCidrs: [],
      enabledModules: [...moduleIds],
      mainDomain: options.domain ?? '',
      imageCdns: [],
      launchGameCdns: [],
      gtagId: null,
      agentTypes: [1, 2, 41, 42],
      trialTypes: [4],
      countries: ['MX', 'ES'],
      isDefault: false,
    })
    .returning();
  if (!row) throw new Error('merchant not created');
  if (options.domain)
    await db.insert(merchantDomains).values({ domain: options.domain, merchantId: row.id, type: 'WEB' });
  if (options.operator) {
    await createOperator(db, { merchantId: row.id, role: 'admin', ...options.operator });
  }
  return row;
}

/** The password and TOTP secret of operators made by `createOperator` unless a test names its own. */
export const testOperatorPassword = 'Operator#2026';
export const testOperatorTotpSecret = 'TESTOPERATORTOTPSECRETAAAAAAAAAA';

/**
 * A console operator of a role on a merchant. A role that requires a second factor (owner, finance) starts with it
 * on, with `testOperatorTotpSecret` unless another is given; `totpSecret: null` leaves it to be set up.
 */
export async function createOperator(
  db: Db,
  options: { merchantId: number; username: string; role: OperatorRole; password?: string; totpSecret?: string | null },
) {
  const [row] = await db
    .insert(operators)
    .values({
      merchantId: options.merchantId,
      username: options.username,
      passwordHash: await hashPassword(options.password ?? testOperatorPassword),
      displayName: options.username,
      role: options.role,
      ...totpOf(options),
      status: 'active',
    })
    .returning();
  if (!row) throw new Error('operator not created');
  return row;
}

function totpOf(options: { role: OperatorRole; totpSecret?: string | null }) {
  const secret =
    options.totpSecret === undefined && isTotpRequired(options.role) ? testOperatorTotpSecret : options.totpSecret;
  return secret ? { totpSecret: secret, totpEnabled: true } : {};
}

/** The password of members made by `createMember` unless a test names its own (the demo members' too). */
export const testMemberPassword = 'Demo1234';

/** Hashing is slow on purpose: one hash per password serves every member a test file makes with it. */
const passwordHashes = new Map<string, Promise<string>>();
const hashOnce = (password: string) => {
  const hash = passwordHashes.get(password) ?? hashPassword(password);
  passwordHashes.set(password, hash);
  return hash;
};

/**
 * An active member of a merchant (a player unless `type` says otherwise) under `upline` when given, with its
 * ancestor path as registration writes it. `password: null` makes a member that can't sign in with a password
 * (and skips the hashing).
 */
export async function createMember(
  db: Db,
  options: {
    merchantId: number;
    username: string;
    type?: number;
    upline?: Pick<MemberRow, 'id' | 'ancestorPath'> | null;
    password?: string | null;
    language?: string;
    payeeName?: string | null;
  },
): Promise<MemberRow> {
  const upline = options.upline ?? null;
  const password = options.password === undefined ? testMemberPassword : options.password;
  const member = await insertMember(db, {
    merchantId: options.merchantId,
    username: options.username,
    passwordHash: password === null ? 'no-password' : await hashOnce(password),
    nickname: options.username,
    type: options.type ?? 0,
    uplineId: upline?.id ?? null,
    ancestorPath: '/',
    language: options.language ?? 'EN',
    status: 'active',
    payeeName: options.payeeName ?? null,
  });
  return updateMember(db, options.merchantId, member.id, {
    ancestorPath: `${upline?.ancestorPath ?? '/'}${member.id}/`,
  });
}

/**
 * An agent tree `agents.length` levels deep: each agent under the one before (the first under `under`, or at the
 * top) and the player under the last. The first agent is of type `topType` (1 unless told), the others of type 2.
 */
export async function createAgentTree(
  db: Db,
  options: {
    merchantId: number;
    agents: string[];
    player: string;
    topType?: number;
    under?: Pick<MemberRow, 'id' | 'ancestorPath'>;
  },
): Promise<{ agents: MemberRow[]; player: MemberRow }> {
  const agents: MemberRow[] = [];
  for (const [level, username] of options.agents.entries()) {
    const type = level === 0 ? (options.topType ?? 1) : 2;
    agents.push(
      await createMember(db, {
        merchantId: options.merchantId,
        username,
        type,
        upline: agents.at(-1) ?? options.under,
      }),
    );
  }
  const player = await createMember(db, {
    merchantId: options.merchantId,
    username: options.player,
    upline: agents.at(-1) ?? options.under,
  });
  return { agents, player };
}

/**
 * Money into a member's wallet as the deposit module posts it: one balanced ledger entry from the merchant's
 * outside world (`channel:test`) under an idempotency key. Answers the entry (`replayed` for a key used before).
 */
export async function fundWallet(
  db: Db,
  options: {
    merchant: Merchant;
    member: Pick<MemberRow, 'id' | 'type'>;
    amountMinor: bigint;
    source?: string;
    /** A key of the test's own, to post the same deposit again (a replay); a fresh one otherwise. */
    idempotencyKey?: string;
  },
) {
  const { merchant, amountMinor } = options;
  const ledger = createLedgerService(db);
  const wallet = await ledger.account(memberWalletIdentity(merchant, options.member), db);
  const world = await ledger.account(merchantAccountIdentity(merchant, 'outside_world', 'channel:test'), db);
  return ledger.post(
    {
      merchantId: merchant.id,
      currency: merchant.currency,
      kind: 'deposit',
      source: options.source ?? 'test',
      idempotencyKey: options.idempotencyKey ?? `fund-${options.member.id}-${randomUUID()}`,
      memo: 'test deposit',
      lines: [
        { accountId: wallet.id, amountMinor },
        { accountId: world.id, amountMinor: -amountMinor },
      ],
    },
    db,
  );
}

/** A seamless-wallet game provider registered on a merchant (enabled, slots, an unreachable base URL unless told). */
export async function createProvider(
  db: Db,
  options: {
    merchantId: number;
    code: string;
    name?: string;
    secret?: string;
    baseUrl?: string;
    enabled?: boolean;
    categories?: string[];
  },
) {
  const [row] = await db
    .insert(seamlessProviders)
    .values({
      merchantId: options.merchantId,
      code: options.code,
      name: options.name ?? options.code,
      secret: options.secret ?? `${options.code.toLowerCase()}-provider-secret-0123456789`,
      baseUrl: options.baseUrl ?? 'http://127.0.0.1:9',
      enabled: options.enabled ?? true,
      categories: options.categories ?? ['slots'],
    })
    .returning();
  if (!row) throw new Error('provider not created');
  return row;
}
