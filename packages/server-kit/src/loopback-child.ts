import { spawn } from 'node:child_process';

export interface LoopbackChild {
  url: string;
  stop: () => Promise<void>;
}

/**
 * Runs a TypeScript entry as a child process (through tsx) with extra environment, and resolves with the URL it
 * prints as `listening on <url>` once it listens. Used for the simulators `npm start` runs beside the servers
 * (the payment gateway's, the odds feed's) and by tests that need one.
 */
export async function spawnLoopbackChild(options: {
  name: string;
  main: string;
  env: Record<string, string>;
}): Promise<LoopbackChild> {
  const child = spawn(process.execPath, ['--import', 'tsx', options.main], {
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`${options.name} exited (${code}): ${output}`)));
  });
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
