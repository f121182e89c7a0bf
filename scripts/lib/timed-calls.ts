/**
 * The API benchmarks' timing (bench:exam-results, bench:cohort-heatmap, bench:practice-queue):
 * GETs through the real app (every middleware, the contract's parsing), each timed as the median
 * of `runs` calls after a warm-up, printed with its label.
 */
interface App {
  request: (path: string, init: RequestInit) => Response | Promise<Response>;
}

/** A timer of GETs on `app`: `timed(label, path, bearer)` prints its figure and answers the warm-up's body. */
export function timedCalls(app: App, runs: number, { digits = 0 } = {}) {
  return async <T>(label: string, path: string, bearer: string): Promise<T> => {
    const call = async () => {
      const response = await app.request(`/api/v2${path}`, { headers: { authorization: `Bearer ${bearer}` } });
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
      return (await response.json()) as T;
    };
    const first = await call();
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const t0 = performance.now();
      await call();
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const ms = (value: number) => value.toFixed(digits);
    console.log(
      `${label}: median ${ms(times[runs >> 1]!)} ms (min ${ms(times[0]!)}, max ${ms(times.at(-1)!)}) over ${runs} runs`,
    );
    return first;
  };
}
