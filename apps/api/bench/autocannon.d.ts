// The few parts of autocannon the bench uses (the package ships no types; @types/autocannon is not installed).
declare module "autocannon" {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    /** Per-request hooks; public-page.ts gives each request its own client address. */
    requests?: {
      setupRequest?: (request: { headers?: Record<string, string> }) => { headers?: Record<string, string> };
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
