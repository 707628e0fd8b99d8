import {
  getInvitedFriends,
  getReferralDetails,
  getReferralRules,
  listReferrals,
  saveReferralRules,
} from '@ficha/contract';
import type { EndpointBinder } from '@ficha/contract/server';
import {
  memberOf,
  merchantOf,
  operatorActorOf as actorOf,
  operatorMerchantIdOf as merchantIdOf,
} from '../../http/request-context.ts';
import type { ReferralService } from './referrals.service.ts';

/** Invite friends: the site's calls (upstream-api §1, referral details) and the console's rules and list (0081). */
export function referralRoutes(bind: EndpointBinder, { referrals }: { referrals: ReferralService }) {
  bind.bind(getReferralDetails, async (input, request) =>
    referrals.details(merchantOf(request), memberOf(request).member, input.autoGenerate === 'true'),
  );
  bind.bind(getInvitedFriends, async (input, request) =>
    referrals.friends(merchantOf(request), memberOf(request).member, input.pageNo),
  );
  bind.bind(getReferralRules, async (_input, request) => referrals.rules(merchantIdOf(request)));
  bind.bind(saveReferralRules, async (input, request) =>
    referrals.saveRules(merchantIdOf(request), actorOf(request), input),
  );
  bind.bind(listReferrals, async (input, request) => referrals.list(merchantIdOf(request), input));
}
