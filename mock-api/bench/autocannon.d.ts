// The part of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  namespace autocannon {
    interface RequestParams {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
    }
    interface Request extends RequestParams {
      setupRequest?: (request: RequestParams) => RequestParams;
    }
    interface Options {
      url: string;
      method?: string;
      headers?: Record<string, string>;
      body?: string;
      connections?: number;
      duration?: number;
      pipelining?: number;
      requests?: Request[];
    }
    interface Histogram {
      average: number;
      mean: number;
      p50: number;
      p90: number;
      p99: number;
      max: number;
      total: number;
    }
    interface Result {
      requests: Histogram;
      latency: Histogram;
      throughput: Histogram;
      non2xx: number;
      errors: number;
      timeouts: number;
    }
  }
  function autocannon(
    options: autocannon.Options,
    callback: (error: Error | null, result: autocannon.Result) => void,
  ): unknown;
  export default autocannon;
}
