/**
 * `npm run dev`: the servers restarted on change (tsx watch) and the Vite dev servers of the player site
 * (http://localhost:5173) and the console (http://localhost:5174/console/), which proxy the API to the platform,
 * of the game pages (http://localhost:5175/web/play/<gameCode>?token=…), which proxy to the game server, and of the
 * betting pages (http://localhost:5176/web/sports?token=…), which proxy to the sportsbook.
 */
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', 'scripts/start.ts'], { stdio: 'inherit', env: { ...process.env, SKIP_BUILD: '1' } }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', 'apps/console'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev:web', '-w', 'apps/games'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev:web', '-w', 'apps/sportsbook'], { stdio: 'inherit' }),
];

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    for (const child of children) child.kill(signal);
  });
}
