/**
 * Sealed links (decision 0079): the customer-service `path` of the status answer (SPEC §3 "path (encrypted)")
 * travels AES-256-GCM-sealed under a key only the asking client holds. The client makes a fresh 32-byte key,
 * wraps it with RSA-OAEP-SHA256 under the server's session public key (`GET /wps/session/key/rsa`, decision 0004)
 * and sends it as `Link-Key: <keyId>.<base64url(wrapped key)>`; each path comes back as
 * `base64url(iv || ciphertext || tag)`, a 12-byte IV per path, authenticated with `sealedLinkContext`.
 */
export const linkKeyHeader = 'Link-Key';

/** The additional authenticated data of every sealed link: a sealed link opens as nothing else. */
export const sealedLinkContext = 'ficha/customer-service-path/v1';
