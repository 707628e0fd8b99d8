/**
 * One call as the original player site sends it (SPEC §7, `upstream-api.md`), for the recorded-calls contract
 * test: every `*.calls.ts` file beside this one exports a list of them, and the test sends each exactly as
 * recorded and fails when Ficha refuses one (issue 12).
 */
export interface RecordedCall {
  /** Where the call is recorded, e.g. `upstream-api §1.4 gameHot`. */
  source: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /**
   * Query parameters (GET) or body fields (POST) exactly as recorded. Values in angle brackets are filled by the
   * test: `<merchantCode>`, `<username>`, `<flush>` (a timestamp).
   */
  params: Record<string, string | number | boolean>;
  /** Who sends it: a visitor, or a signed-in player (the test signs one in). */
  caller: 'visitor' | 'player';
}
