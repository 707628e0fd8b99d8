import { moduleIds } from '@ficha/contract';
import { describe, expect, it } from 'vitest';
import { agentPageHref, agentPages, availableAgentPages, resolveAgentPage } from './agent-pages.ts';

const allOn = Object.fromEntries(moduleIds.map((id) => [id, true]));

describe('agent pages', () => {
  it('lists the navigation of SPEC §2.7 in its order', () => {
    expect(agentPages.map((page) => page.id)).toEqual([
      'deposit',
      'withdraw',
      'agentAnnouncement',
      'agentTeamOverview',
      'registerCenter',
      'downlineManagmentView',
      'personalHistoryCopy',
      'palStatementsAgentCopy',
      'agentRevenueReport',
      'agentDownlineTransactionDetailsCopy',
      'agentDividendRecordCopy2',
      'agentDailyWages2',
      'agentHourSalary',
      'agentRealtimeSalary',
      'messages',
      'customerService',
    ]);
  });

  it('hides an entry whose module is off and refuses to open it', () => {
    const withoutRegister = availableAgentPages({ ...allOn, REGCEN: false, DOWNMAN: false });
    expect(withoutRegister.map((page) => page.id)).not.toContain('registerCenter');
    expect(withoutRegister.map((page) => page.id)).not.toContain('downlineManagmentView');
    expect(resolveAgentPage('registerCenter', withoutRegister)?.id).toBe('deposit');
    expect(availableAgentPages({ ...allOn, AGENTANNOUNCE3: false }).map((page) => page.id)).not.toContain(
      'agentAnnouncement',
    );
    expect(availableAgentPages({ ...allOn, AGEINFO3: false }).map((page) => page.id)).not.toContain(
      'agentTeamOverview',
    );
    expect(availableAgentPages(allOn)).toHaveLength(agentPages.length);
  });

  it("shows a contract page when its kind's module and agent contracts (AGENTPOLICY3) are both on", () => {
    const ids = (modules: Record<string, boolean>) => availableAgentPages(modules).map((page) => page.id);
    expect(ids({ ...allOn, DAYSAL: false })).not.toContain('agentDailyWages2');
    expect(ids({ ...allOn, DAYSAL: false })).toContain('agentHourSalary');
    const withoutContracts = ids({ ...allOn, AGENTPOLICY3: false });
    for (const id of ['agentDividendRecordCopy2', 'agentDailyWages2', 'agentHourSalary', 'agentRealtimeSalary'])
      expect(withoutContracts).not.toContain(id);
  });

  it('opens the named page, the first one otherwise', () => {
    const pages = availableAgentPages(allOn);
    expect(resolveAgentPage('downlineManagmentView', pages)?.titleKey).toBe('nav_team');
    expect(resolveAgentPage(null, pages)?.id).toBe('deposit');
    expect(resolveAgentPage('agentDividendRecordCopy2', pages)?.id).toBe('agentDividendRecordCopy2');
    expect(resolveAgentPage('agentMRDailySalary', pages)?.id).toBe('deposit');
  });

  it('links a page with its parameters', () => {
    expect(agentPageHref('downlineManagmentView', { member: '12' })).toBe(
      '/agentHome?page=downlineManagmentView&member=12',
    );
  });
});
