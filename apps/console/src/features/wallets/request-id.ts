/** A fresh client request id for one adjustment submit (kept while the operator retries the same values). */
export const newRequestId = () => `console-${crypto.randomUUID()}`;
