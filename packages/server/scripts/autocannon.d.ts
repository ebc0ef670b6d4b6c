// autocannon ships no types: the part of its API the bench uses.
declare module 'autocannon' {
  namespace autocannon {
    interface Options {
      url: string;
      connections: number;
      duration: number;
      method?: 'GET' | 'POST';
      headers?: Record<string, string>;
      body?: string;
      /** Replaces each `[<id>]` of the request, its URL included, with a value of its own. */
      idReplacement?: boolean;
    }
    interface Histogram {
      average: number;
      p50: number;
      p99: number;
    }
    interface Result {
      requests: Histogram;
      latency: Histogram;
      non2xx: number;
      errors: number;
      timeouts: number;
    }
  }
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;
  export default autocannon;
}
