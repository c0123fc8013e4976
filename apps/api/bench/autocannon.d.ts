// The few parts of autocannon the bench uses (the package ships no types; @types/autocannon is not installed).
declare module "autocannon" {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** A number of requests in all instead of a duration (attendance.ts: one per member). */
    amount?: number;
    method?: string;
    headers?: Record<string, string>;
    /** Per-request hooks; public-page.ts gives each request its own client address, attendance.ts its own body. */
    requests?: {
      setupRequest?: (request: { headers?: Record<string, string>; body?: string }) => {
        headers?: Record<string, string>;
        body?: string;
      };
    }[];
  }
  interface Result {
    requests: { total: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  interface Instance {
    on(event: "response", listener: (client: unknown, statusCode: number, bytes: number, ms: number) => void): void;
  }
  function autocannon(options: Options, done: (error: Error | null, result: Result) => void): Instance;
  export default autocannon;
}
