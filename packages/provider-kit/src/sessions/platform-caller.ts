import { signedCaller, type SignedCaller } from '@ficha/contract/server';

/** The `X-Provider` code the platform sends when it calls a game server. */
export const platformCallerCode = 'PLATFORM';

/**
 * The platform as the caller of a provider server's signed `/rgs/v1/*` calls (ARCHITECTURE.md "Seamless wallet"):
 * `X-Provider: PLATFORM`, signed with the shared provider secret.
 */
export function platformCaller(secret: string): SignedCaller<string> {
  return signedCaller({
    find: (code) => (code === platformCallerCode ? { caller: code, secret } : undefined),
  });
}
