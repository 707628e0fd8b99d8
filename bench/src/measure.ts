import autocannon from 'autocannon';

export interface Measurement {
  name: string;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  errors: number;
  non2xx: number;
}

/** Runs autocannon against one URL: a short warm-up, then the measured window. */
export async function measure(
  name: string,
  url: string,
  options: { connections: number; durationSeconds: number; headers?: Record<string, string> },
): Promise<Measurement> {
  // One worker thread drives the load, so the servers keep the main event loop to themselves.
  const base = { url, connections: options.connections, headers: options.headers, workers: 1 };
  await autocannon({ ...base, duration: 2 });
  const result = await autocannon({ ...base, duration: options.durationSeconds });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}
