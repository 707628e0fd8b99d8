import { frameAncestorSchema } from '@ficha/contract';

/** Names only a development machine answers to: its site may run on any port (the Vite dev server's too). */
const loopbackHosts = new Set(['localhost', '127.0.0.1']);

/**
 * The origins allowed to frame a launched game page (issue 11, finding 3): the merchant's own site domains over
 * https, any local port for a loopback domain, and the site the launch came from when it is one of them (a
 * staging site on plain http or on its own port). A launch from any other host adds nothing.
 */
export function gameFrameAncestors(domains: readonly string[], siteUrl: string): string[] {
  const names = new Set(domains.map((domain) => domain.trim().toLowerCase()).filter(Boolean));
  const origins = [...names].flatMap((name) =>
    loopbackHosts.has(name) ? [`https://${name}`, `http://${name}:*`, `https://${name}:*`] : [`https://${name}`],
  );
  const site = URL.canParse(siteUrl) ? new URL(siteUrl) : undefined;
  if (site && names.has(site.hostname)) origins.push(site.origin);
  return [...new Set(origins)].filter((origin) => frameAncestorSchema.safeParse(origin).success);
}
