/** A fresh client request id: one per intended transfer, kept across retries of that submit. */
export const newRequestId = () => `web-${crypto.randomUUID()}`;
