import { getMerchantWallet, getWalletBalance } from '@ficha/contract';
import type { EndpointBinder } from '@ficha/contract/server';
import { memberOf, merchantOf } from '../../http/request-context.ts';
import type { WalletService } from './wallet.service.ts';

export function walletRoutes(bind: EndpointBinder, wallet: WalletService) {
  bind.bind(getWalletBalance, async (_input, request) => wallet.balance(merchantOf(request), memberOf(request).member));
  bind.bind(getMerchantWallet, async () => wallet.merchantWallet());
}
