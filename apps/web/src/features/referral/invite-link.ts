/**
 * The sign-up link a friend follows (decision 0081): `/register?r=<code>` on the domain the member is on when it is
 * one of the merchant's promotion domains (or the merchant lists none), else on the first of them over https.
 */
export function inviteLink(code: string, location: { protocol: string; host: string }, domains: readonly string[]) {
  const hostname = location.host.replace(/:\d+$/, '').toLowerCase();
  const base =
    domains.length === 0 || domains.includes(hostname)
      ? `${location.protocol}//${location.host}`
      : `https://${domains[0]}`;
  return `${base}/register?${new URLSearchParams({ r: code }).toString()}`;
}

/** Share addresses for where the Web Share API is missing: WhatsApp, Telegram and mail, each with the link. */
export function shareTargets(link: string, text: string) {
  const message = `${text} ${link}`;
  return {
    whatsapp: `https://wa.me/?${new URLSearchParams({ text: message }).toString()}`,
    telegram: `https://t.me/share/url?${new URLSearchParams({ url: link, text }).toString()}`,
    email: `mailto:?${new URLSearchParams({ subject: text, body: message }).toString().replaceAll('+', '%20')}`,
  };
}
