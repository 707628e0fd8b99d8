import {
  assignRiskAlert,
  closeRiskAlert,
  getRiskAlert,
  getRiskRules,
  listRiskAlerts,
  lockRiskAlertMember,
  noteRiskAlert,
  updateRiskRule,
} from '@ficha/contract';
import type { EndpointBinder } from '@ficha/contract/server';
import { operatorActorOf, operatorMerchantIdOf as merchantIdOf } from '../../http/request-context.ts';
import type { RiskService } from './risk.service.ts';

export function riskRoutes(bind: EndpointBinder, risk: RiskService) {
  bind.bind(listRiskAlerts, async (input, request) => risk.search(merchantIdOf(request), input));
  bind.bind(getRiskAlert, async (input, request) => risk.detail(merchantIdOf(request), input.alertId));
  bind.bind(assignRiskAlert, async (input, request) =>
    risk.assign(merchantIdOf(request), input.alertId, input.take, operatorActorOf(request)),
  );
  bind.bind(noteRiskAlert, async (input, request) =>
    risk.note(merchantIdOf(request), input.alertId, input.body, operatorActorOf(request)),
  );
  bind.bind(closeRiskAlert, async (input, request) =>
    risk.close(merchantIdOf(request), input.alertId, input.note, operatorActorOf(request)),
  );
  bind.bind(lockRiskAlertMember, async (input, request) =>
    risk.lockMember(merchantIdOf(request), input.alertId, operatorActorOf(request)),
  );
  bind.bind(getRiskRules, async (_input, request) => risk.rules(merchantIdOf(request)));
  bind.bind(updateRiskRule, async (input, request) =>
    risk.updateRule(merchantIdOf(request), input, operatorActorOf(request)),
  );
}
