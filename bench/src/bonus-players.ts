import type { Query } from './players.ts';

/**
 * Gives each bench player an active bonus of 1,000.00 (decision 0050), staked first and with a requirement it never
 * meets (×1,000), so every following debit and credit takes the bonus path of the money functions: the stake comes
 * out of the bonus wallet and the win goes back into it. Posted like a grant: a `bonus` entry from the budget.
 */
export async function grantBenchBonuses(rows: Query, memberIds: number[]): Promise<void> {
  for (const memberId of memberIds) {
    const [accounts] = await rows(`
      select m.merchant_id,
        platform.ledger_account_id(m.merchant_id, 'USD', 'player_wallet', m.id, '') as wallet_id,
        platform.ledger_account_id(m.merchant_id, 'USD', 'bonus_wallet', m.id, '') as bonus_wallet_id,
        platform.ledger_account_id(m.merchant_id, 'USD', 'promotion_budget', null, 'bench') as budget_id
      from platform.members m where m.id = ${memberId}`);
    if (!accounts) throw new Error(`no member ${memberId}`);
    const [bonus] = await rows(`
      insert into platform.member_bonuses (merchant_id, member_id, currency, source, grant_key, budget_ref,
          bonus_wallet_id, wallet_id, amount_minor, requirement_minor, default_contribution_pct, play_order, expires_at)
        values (${Number(accounts['merchant_id'])}, ${memberId}, 'USD', 'bench', 'bench-${memberId}', 'bench',
          ${Number(accounts['bonus_wallet_id'])}, ${Number(accounts['wallet_id'])}, 100000, 100000000, 100,
          'bonus_first', now() + interval '1 day')
        returning id`);
    await rows(`
      select platform.post_entry(${Number(accounts['merchant_id'])}, 'USD', 'bonus', 'bonus', 'grant:${Number(bonus!['id'])}',
        'bench', 'bench bonus', null,
        array[${Number(accounts['budget_id'])}, ${Number(accounts['bonus_wallet_id'])}]::bigint[],
        array[-100000, 100000]::bigint[])`);
  }
}
