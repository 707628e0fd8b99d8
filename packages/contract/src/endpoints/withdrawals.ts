import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { moneyAmountSchema } from '../money.ts';
import { proofImageMaxBytes } from '../proof-image.ts';
import { emptyQuery, queryObject, text } from '../schemas.ts';
import { protectionChangeSchema } from './console-protection.ts';

/** Six digits, as the security center sets it. */
export const paymentPasswordSchema = z.string().regex(/^\d{6}$/, 'payment_password_format');

/** A payee name: letters (any script), spaces, dots, apostrophes and hyphens, 2 to 64 characters. */
export const payeeNameSchema = text(64).regex(/^[\p{L}][\p{L}\p{M} .'-]{1,63}$/u, 'payee_name_format');

export const bankNameSchema = text(64).min(2);

/** Digits and capital letters (IBANs included), 6 to 34 characters; spaces are dropped before checking. */
export const bankAccountNumberSchema = z
  .string()
  .max(64)
  .transform((v) => v.replace(/\s+/g, '').toUpperCase())
  .pipe(z.string().regex(/^[0-9A-Z]{6,34}$/, 'bank_account_number_format'));

const idSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const pageQuery = {
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};

// ---------- settings ----------

export const withdrawalSettingsSchema = z.object({
  minimumAmount: z.number(),
  maximumAmount: z.number(),
  dailyCount: z.number().int(),
  dualApprovalThreshold: z.number(),
  /** Wagering asked per unit deposited, e.g. 1 = the deposit once, 1.5 = one and a half times. */
  depositTurnoverMultiplier: z.number(),
  bonusTurnoverMultiplier: z.number(),
  /** A paid withdrawal the player does not confirm within this many minutes counts as received (SPEC §4). */
  autoConfirmMinutes: z.number().int(),
  /** Hours during which a newly bound or changed bank account can't receive withdrawals. */
  bankChangeCoolingHours: z.number().int(),
});

export type WithdrawalSettings = z.infer<typeof withdrawalSettingsSchema>;

/** The settings as the console edits them, with a loosening change that waits for a second owner or its delay. */
export const withdrawalSettingsEditSchema = withdrawalSettingsSchema.extend({
  pendingChange: protectionChangeSchema.nullable(),
});

/** A multiplier with at most 2 decimals, as a whole number of hundredths (1.5 → 150). */
const multiplierSchema = z
  .number()
  .min(0)
  .max(100)
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-9, { message: 'too_many_decimals' });

export const getWithdrawalSettingsForEdit = defineEndpoint({
  name: 'getWithdrawalSettingsForEdit',
  method: 'GET',
  path: '/cms/v1/withdrawals/settings',
  auth: 'operator',
  tag: 'console',
  summary: "The merchant's withdrawal limits, approval threshold, turnover multipliers and timers",
  request: emptyQuery,
  response: withdrawalSettingsEditSchema,
});

export const updateWithdrawalSettings = defineEndpoint({
  name: 'updateWithdrawalSettings',
  method: 'PUT',
  path: '/cms/v1/withdrawals/settings',
  auth: 'operator',
  tag: 'console',
  summary:
    'Changes withdrawal settings (minimum ≤ maximum), owner only; a change that lowers a protection waits for a second owner or a delay; audited',
  request: z
    .strictObject({
      minimumAmount: moneyAmountSchema,
      maximumAmount: moneyAmountSchema,
      dailyCount: z.number().int().min(1).max(100),
      dualApprovalThreshold: moneyAmountSchema,
      depositTurnoverMultiplier: multiplierSchema,
      bonusTurnoverMultiplier: multiplierSchema,
      autoConfirmMinutes: z
        .number()
        .int()
        .min(1)
        .max(7 * 24 * 60),
      bankChangeCoolingHours: z
        .number()
        .int()
        .min(0)
        .max(30 * 24),
    })
    .partial(),
  response: withdrawalSettingsEditSchema,
});

export const turnoverSchema = z.object({
  /** Wagering asked since the last paid withdrawal. */
  requirement: z.number(),
  /** Stakes wagered since then, rolled-back bets excluded. */
  progress: z.number(),
  remaining: z.number(),
  met: z.boolean(),
});

export const getWithdrawSettings = defineEndpoint({
  name: 'getWithdrawSettings',
  method: 'GET',
  path: '/wps/relay/MCSFE_getWithdrawSettings',
  auth: 'member',
  tag: 'withdrawal',
  summary: 'Limits for the member: minimum and maximum amount, requests left today, turnover progress, balance',
  request: queryObject({ groupId: z.enum(['0']).optional() }),
  response: z.object({
    minimumAmount: z.number(),
    maximumAmount: z.number(),
    dailyCount: z.number().int(),
    dailyCountLeft: z.number().int(),
    bankChangeCoolingHours: z.number().int(),
    balance: z.number(),
    turnover: turnoverSchema,
  }),
});

// ---------- bank accounts ----------

export const bankAccountSchema = z.object({
  id: z.number().int(),
  payeeName: z.string(),
  bankName: z.string(),
  /** Only the last four characters are shown. */
  accountNumberMasked: z.string(),
  /** Until then withdrawals to this account are refused (ISO time), or null. */
  coolingUntil: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export type BankAccount = z.infer<typeof bankAccountSchema>;

export const listBankAccounts = defineEndpoint({
  name: 'listBankAccounts',
  method: 'GET',
  path: '/wps/member/bankAccounts',
  auth: 'member',
  tag: 'withdrawal',
  summary: "The member's bound bank accounts",
  request: emptyQuery,
  response: z.array(bankAccountSchema),
});

const bankAccountFields = {
  payeeName: payeeNameSchema,
  bankName: bankNameSchema,
  accountNumber: bankAccountNumberSchema,
  paymentPassword: paymentPasswordSchema,
};

export const bindBankAccount = defineEndpoint({
  name: 'bindBankAccount',
  method: 'POST',
  path: '/wps/member/bankAccounts',
  auth: 'member',
  encrypted: true,
  tag: 'withdrawal',
  summary: 'Binds a bank account (payment password; the payee name must be the member’s); not the first: cooling-off',
  request: z.strictObject(bankAccountFields),
  response: bankAccountSchema,
});

export const changeBankAccount = defineEndpoint({
  name: 'changeBankAccount',
  method: 'PUT',
  path: '/wps/member/bankAccounts',
  auth: 'member',
  encrypted: true,
  tag: 'withdrawal',
  summary: 'Changes a bound bank account (payment password); starts a cooling-off',
  request: z.strictObject({ bankAccountId: idSchema, ...bankAccountFields }),
  response: bankAccountSchema,
});

// ---------- withdrawals ----------

export const withdrawalStatuses = [
  'pending',
  'awaiting_second_approval',
  'approved',
  'rejected',
  'paid',
  'received',
  'all_received',
  'not_received',
] as const;

export const withdrawalStatusSchema = z.enum(withdrawalStatuses);
export type WithdrawalStatus = z.infer<typeof withdrawalStatusSchema>;

export const memberWithdrawalSchema = z.object({
  id: z.number().int(),
  amount: z.number(),
  currency: z.string(),
  status: withdrawalStatusSchema,
  bankName: z.string(),
  accountNumberMasked: z.string(),
  payeeName: z.string(),
  rejectReason: z.string().nullable(),
  /** True when the confirmation came from the timer, not the player. */
  autoConfirmed: z.boolean(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** When an unconfirmed paid withdrawal will count as received. */
  autoConfirmAt: z.string().nullable(),
});

export type MemberWithdrawal = z.infer<typeof memberWithdrawalSchema>;

export const requestWithdrawal = defineEndpoint({
  name: 'requestWithdrawal',
  method: 'POST',
  path: '/wps/relay/passwordCheck/MCSFE_applyWithdrawal',
  auth: 'member',
  encrypted: true,
  tag: 'withdrawal',
  summary:
    'Asks for a withdrawal to a bound bank account; the amount is held until an operator pays or rejects it (an active bonus is forfeited first, once the player confirms)',
  request: z.strictObject({
    amount: moneyAmountSchema,
    bankAccountId: idSchema,
    paymentPassword: paymentPasswordSchema,
    /**
     * The player confirmed giving up its active bonus (decision 0050): without it, a member with an active bonus is
     * refused with bonus_forfeit_required and nothing happens.
     */
    forfeitBonus: z.boolean().optional(),
  }),
  response: memberWithdrawalSchema,
});

export const listMemberWithdrawals = defineEndpoint({
  name: 'listMemberWithdrawals',
  method: 'GET',
  path: '/wps/relay/MCSFE_getWithdrawalList',
  auth: 'member',
  tag: 'withdrawal',
  summary: "The member's own withdrawals, newest first",
  request: queryObject(pageQuery),
  response: z.object({ list: z.array(memberWithdrawalSchema), pageNo: z.number().int(), totalPages: z.number().int() }),
});

export const getPaymentConfirmationList = defineEndpoint({
  name: 'getPaymentConfirmationList',
  method: 'GET',
  path: '/wps/relay/MCSFE_getPaymentConfirmationList',
  auth: 'member',
  tag: 'withdrawal',
  summary: 'Paid withdrawals waiting for the member to confirm receipt (SPEC §4 "Withdrawal confirmation")',
  request: emptyQuery,
  response: z.array(memberWithdrawalSchema),
});

export const confirmWithdrawal = defineEndpoint({
  name: 'confirmWithdrawal',
  method: 'POST',
  path: '/wps/relay/MCSFE_confirmWithdrawal',
  auth: 'member',
  tag: 'withdrawal',
  summary: 'Confirms a paid withdrawal: received, all received, or not received with a proof image (png/jpg ≤ 5 MB)',
  bodyLimit: 8 * 1024 * 1024,
  request: z.strictObject({
    withdrawalId: idSchema,
    answer: z.enum(['received', 'all_received', 'not_received']),
    proofImage: z
      .string()
      .max(Math.ceil(proofImageMaxBytes / 3) * 4 + 4)
      .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'base64')
      .optional(),
  }),
  response: memberWithdrawalSchema,
});

// ---------- console queue ----------

export const consoleWithdrawalSchema = memberWithdrawalSchema.extend({
  memberId: z.number().int(),
  username: z.string(),
  accountNumber: z.string(),
  firstApprover: z.string().nullable(),
  /** Who gave the first approval: the second must come from someone else (the console offers it to no one else). */
  firstApproverId: z.number().int().nullable(),
  secondApprover: z.string().nullable(),
  paidBy: z.string().nullable(),
  needsSecondApproval: z.boolean(),
  hasProof: z.boolean(),
});

export type ConsoleWithdrawal = z.infer<typeof consoleWithdrawalSchema>;

/**
 * The player behind withdrawals of the queue, for the reviewer (issue 13): the wallet balance, lifetime deposits,
 * withdrawals and turnover (valid bets) from the per-member day aggregates the ledger fold keeps, the account's
 * age, and its flags: the KYC level reached against the one the merchant requires, open risk alerts, a locked
 * account. Money is wire money.
 */
export const withdrawalPlayerSchema = z.object({
  memberId: z.number().int(),
  balance: z.number(),
  deposits: z.number(),
  withdrawals: z.number(),
  turnover: z.number(),
  registeredAt: z.string(),
  kycLevel: z.number().int(),
  kycRequiredLevel: z.number().int(),
  openRiskAlerts: z.number().int(),
  locked: z.boolean(),
});

export type WithdrawalPlayer = z.infer<typeof withdrawalPlayerSchema>;

export const listWithdrawalQueue = defineEndpoint({
  name: 'listWithdrawalQueue',
  method: 'GET',
  path: '/cms/v1/withdrawals',
  auth: 'operator',
  tag: 'console',
  summary:
    "Withdrawals of the merchant, filtered by status, member and date (UTC days), newest first, with each player's context (balance, lifetime deposits, withdrawals and turnover, account age, KYC and risk flags)",
  request: queryObject({
    status: withdrawalStatusSchema.optional(),
    member: text(32).optional(),
    from: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'date_format')
      .optional(),
    to: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'date_format')
      .optional(),
    ...pageQuery,
  }),
  response: z.object({
    list: z.array(consoleWithdrawalSchema),
    /** Each member of the page's withdrawals once, with the context a reviewer weighs. */
    players: z.array(withdrawalPlayerSchema),
    pageNo: z.number().int(),
    totalPages: z.number().int(),
  }),
});

const withdrawalAction = (name: string, path: string, summary: string) =>
  defineEndpoint({
    name,
    method: 'POST',
    path,
    auth: 'operator',
    tag: 'console',
    summary,
    request: z.strictObject({ withdrawalId: idSchema }),
    response: consoleWithdrawalSchema,
  });

export const approveWithdrawal = withdrawalAction(
  'approveWithdrawal',
  '/cms/v1/withdrawals/approve',
  'Approves a pending withdrawal; above the threshold a second, different operator must approve too; audited',
);

export const payWithdrawal = withdrawalAction(
  'payWithdrawal',
  '/cms/v1/withdrawals/pay',
  'Marks an approved withdrawal paid: the held money leaves to the bank; audited',
);

export const rejectWithdrawal = defineEndpoint({
  name: 'rejectWithdrawal',
  method: 'POST',
  path: '/cms/v1/withdrawals/reject',
  auth: 'operator',
  tag: 'console',
  summary: 'Rejects a withdrawal not yet paid, with a reason: the held money returns to the wallet; audited',
  request: z.strictObject({ withdrawalId: idSchema, reason: text(200).min(2) }),
  response: consoleWithdrawalSchema,
});

export const getWithdrawalProof = defineEndpoint({
  name: 'getWithdrawalProof',
  method: 'GET',
  path: '/cms/v1/withdrawals/proof',
  auth: 'operator',
  tag: 'console',
  summary: 'The proof image a player sent with "not received"',
  request: queryObject({ withdrawalId: z.coerce.number().int().positive() }),
  response: z.object({ mimeType: z.enum(['image/png', 'image/jpeg']), data: z.string() }),
});
