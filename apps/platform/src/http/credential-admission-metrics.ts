import { Gauge, type Registry } from 'prom-client';
import type { CredentialAdmission } from './credential-admission.ts';

/**
 * `credential_calls_running`, `credential_calls_waiting` and `credential_calls_refused` per lane of the credential
 * admission gates, and `credential_calls_held_refusals`, read at each scrape.
 */
export function installCredentialAdmissionMetrics(registry: Registry, admission: CredentialAdmission): void {
  const figures = [
    ['running', 'Credential calls running now', 'running'],
    ['waiting', 'Credential calls waiting for a place', 'waiting'],
    ['refused', 'Credential calls refused at once since the start (gate full)', 'refused'],
  ] as const;
  for (const [suffix, help, figure] of figures) {
    new Gauge({
      name: `credential_calls_${suffix}`,
      help,
      labelNames: ['lane'],
      registers: [registry],
      collect() {
        for (const [lane, stats] of Object.entries(admission.stats())) this.set({ lane }, stats[figure]);
      },
    });
  }
  new Gauge({
    name: 'credential_calls_held_refusals',
    help: 'TOO_MANY_REQUESTS answers to credential calls held back now',
    registers: [registry],
    collect() {
      this.set(admission.heldRefusals());
    },
  });
}
