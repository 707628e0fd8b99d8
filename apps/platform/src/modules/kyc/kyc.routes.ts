import {
  getKycDocumentFile,
  getKycRules,
  getMemberKyc,
  getMyKyc,
  listKycDocuments,
  reviewKycDocument,
  updateKycRules,
  uploadKycDocument,
} from '@ficha/contract';
import type { EndpointBinder } from '@ficha/contract/server';
import {
  memberOf,
  merchantOf,
  operatorActorOf,
  operatorMerchantIdOf as merchantIdOf,
} from '../../http/request-context.ts';
import { toWireKycRules } from './kyc-rules.ts';
import type { KycService } from './kyc.service.ts';

export function kycRoutes(bind: EndpointBinder, kyc: KycService) {
  bind.bind(getMyKyc, async (_input, request) => kyc.status(merchantOf(request), memberOf(request).member));
  bind.bind(uploadKycDocument, async (input, request) =>
    kyc.upload(merchantOf(request), memberOf(request).member, input),
  );

  bind.bind(listKycDocuments, async (input, request) => kyc.search(merchantIdOf(request), input));
  bind.bind(getMemberKyc, async (input, request) => kyc.memberKyc(merchantIdOf(request), input.memberId));
  bind.bind(getKycDocumentFile, async (input, request) => kyc.file(merchantIdOf(request), input.documentId));
  bind.bind(reviewKycDocument, async (input, request) =>
    kyc.review(merchantIdOf(request), input, operatorActorOf(request)),
  );
  bind.bind(getKycRules, async (_input, request) => toWireKycRules(await kyc.rules(merchantIdOf(request))));
  bind.bind(updateKycRules, async (input, request) =>
    kyc.updateRules(merchantIdOf(request), input, operatorActorOf(request)),
  );
}
