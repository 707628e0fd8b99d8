import { Gauge, type Registry } from 'prom-client';
import type { RealtimeHub } from './realtime-hub.ts';

/** `realtime_sockets`: the signed-in sockets this instance holds, read at each scrape. */
export function installRealtimeMetrics(registry: Registry, hub: RealtimeHub): void {
  new Gauge({
    name: 'realtime_sockets',
    help: 'Signed-in realtime sockets held by this instance',
    registers: [registry],
    collect() {
      this.set(hub.size());
    },
  });
}
