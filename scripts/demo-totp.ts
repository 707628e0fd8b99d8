/**
 * Prints the current TOTP code of a demo operator, so a newcomer can sign in to the console without an
 * authenticator app: `npm run totp -- admin` (or `cajero`, `socio`, `plataforma`). Demo secrets only (README "Demo logins").
 */
import { demoLogins } from '../apps/platform/src/seed/seed-demo.ts';
import { currentTotp } from '../apps/platform/src/security/totp.ts';

const demoOperators = [demoLogins.operator, demoLogins.cashier, demoLogins.secondOwner, demoLogins.platform];
const username = process.argv[2] ?? demoLogins.operator.username;
const operator = demoOperators.find((o) => o.username === username);
if (!operator) {
  console.error(`Unknown demo operator "${username}"; one of: ${demoOperators.map((o) => o.username).join(', ')}`);
  process.exit(1);
}
const secondsLeft = 30 - (Math.floor(Date.now() / 1000) % 30);
console.log(`${currentTotp(operator.totpSecret)}  (${operator.username}, valid for ${secondsLeft} s more)`);
