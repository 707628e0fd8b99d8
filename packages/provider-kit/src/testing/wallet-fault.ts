/**
 * A `fetch` for a provider's wallet calls (the game server's, the lottery's, the sportsbook's) that a test can make
 * lose messages: `drop_request` fails before the call leaves (the platform never sees it), `drop_answer` lets the
 * platform handle it and then fails as a lost answer would. Rules match the call by its path end (`debit`,
 * `credit`, `rollback`, `balance`). Every call that reached the platform is counted.
 */
export type Fault = 'drop_request' | 'drop_answer';

export function walletFault() {
  const rules = new Map<string, { fault: Fault; times: number }>();
  const delivered: string[] = [];
  const faultyFetch: typeof fetch = async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    const call = url.slice(url.lastIndexOf('/') + 1);
    const rule = rules.get(call);
    const fault = rule?.fault;
    if (rule && --rule.times <= 0) rules.delete(call);
    if (fault === 'drop_request') throw new TypeError(`fetch failed (test drops the ${call} request)`);
    const response = await fetch(input, init);
    delivered.push(call);
    if (fault === 'drop_answer') {
      await response.arrayBuffer();
      throw new TypeError(`fetch failed (test drops the ${call} answer)`);
    }
    return response;
  };
  return {
    fetch: faultyFetch,
    delivered,
    /** Applies `fault` to the next `times` calls of `call` (every call by default). */
    set(call: string, fault: Fault | null, times = Number.POSITIVE_INFINITY) {
      if (fault) rules.set(call, { fault, times });
      else rules.delete(call);
    },
    clear: () => rules.clear(),
  };
}
