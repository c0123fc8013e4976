// The load of the gyms-rotation bench: autocannon blocks that alternate the members list and the dashboard
// home over a list of gyms' tokens, and blocks combined into one figure.
import { type ChildProcess, fork } from "node:child_process";
import autocannon from "autocannon";
import { percentile } from "./measure.ts";
import { productNodeEnv, productNodeFlags } from "./product-node-flags.ts";

/**
 * A built API server (`serverJs`) as the rotation benches run it: the product's Node flags and environment
 * (decision 0388), silent, a pool of 16 in `shards`, sign-in's rate limit out of the way. `env` adds or overrides
 * (gyms-rotation.ts's BENCH_SHIPPED_ENV=false leaves the product's environment out; rotation-queues.ts's probe).
 */
export function forkRotationServer(o: {
  serverJs: string;
  port: number;
  databaseUrl: string;
  dataDir: string;
  jwtSecret: string;
  shards: string;
  execArgv?: string[];
  shippedEnv?: boolean;
  env?: Record<string, string>;
}): ChildProcess {
  return fork(o.serverJs, [], {
    execArgv: [...productNodeFlags(), ...(o.execArgv ?? [])],
    stdio: "ignore",
    env: {
      ...process.env,
      ...(o.shippedEnv === false ? {} : productNodeEnv()),
      NODE_ENV: "production",
      LOG_LEVEL: "silent",
      HOST: "127.0.0.1",
      PORT: String(o.port),
      DATABASE_URL: o.databaseUrl,
      DATA_DIR: o.dataDir,
      JWT_SECRET: o.jwtSecret,
      SEED_DEMO: "false",
      DATABASE_POOL_SIZE: "16",
      DATABASE_POOL_SHARDS: o.shards,
      LOGIN_RATE_LIMIT_PER_MINUTE: "100000",
      ...o.env,
    },
  });
}

export interface Block {
  requests: number;
  seconds: number;
  latencies: number[];
  errors: number;
}

export interface Run {
  rps: number;
  p50: number;
  p95: number;
  errors: number;
}

/**
 * `from` continues the rotation where the previous block left it, so every gym gets its turn; `onResponse` hears
 * each response's latency as it comes (rotation-queues.ts times them within the block).
 */
export function rotate(
  base: string,
  tokens: string[],
  seconds: number,
  from = 0,
  onResponse?: (ms: number) => void,
): Promise<Block> {
  let n = from * 2;
  const paths = ["/api/members/members/?page_size=20", "/api/dashboard/home/"];
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    const instance = autocannon(
      {
        url: base,
        connections: 32,
        duration: seconds,
        requests: [
          {
            setupRequest: (req: { path?: string; headers?: Record<string, string> }) => {
              const i = n++;
              req.path = paths[i % 2];
              req.headers = { ...req.headers, authorization: `Token ${tokens[Math.floor(i / 2) % tokens.length]}` };
              return req;
            },
          },
        ],
      } as never,
      (
        error: Error | null,
        result: { requests: { total: number }; errors: number; timeouts: number; non2xx: number },
      ) => {
        if (error) return reject(error);
        resolve({
          requests: result.requests.total,
          seconds,
          latencies,
          errors: result.errors + result.timeouts + result.non2xx,
        });
      },
    );
    instance.on("response", (_c: unknown, _s: number, _b: number, ms: number) => {
      latencies.push(ms);
      onResponse?.(ms);
    });
  });
}

export function combine(blocks: Block[]): Run {
  const latencies = blocks.flatMap((b) => b.latencies).sort((a, b) => a - b);
  const seconds = blocks.reduce((sum, b) => sum + b.seconds, 0);
  return {
    rps: blocks.reduce((sum, b) => sum + b.requests, 0) / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    errors: blocks.reduce((sum, b) => sum + b.errors, 0),
  };
}
