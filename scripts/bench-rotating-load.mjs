// One load run in which every request differs, in a process of its own (as bench-http runs
// autocannon's CLI): autocannon's API, because each request needs its own tester and listing, or
// its own search. Reads its plan as JSON from BENCH_ROTATING_PLAN (a `RotatingPlan`, see
// bench-writes.ts) and prints its figures as JSON.
// Plain JavaScript: it starts in a tenth of the time a TypeScript loader takes, eight times a run.
import autocannon from 'autocannon';

const plan = JSON.parse(process.env.BENCH_ROTATING_PLAN);
let sent = 0;
const result = await autocannon({
  url: plan.baseUrl,
  connections: plan.connections,
  ...(plan.amount === undefined ? { duration: plan.seconds } : { amount: plan.amount }),
  requests: [
    {
      setupRequest: (request) => {
        const i = plan.from + sent++;
        if (plan.method === 'GET')
          return { ...request, method: 'GET', path: plan.paths[i % plan.paths.length] };
        // Tester i mod T on listing i mod L: with T and L coprime, a new pair each time.
        const cookie = plan.cookies[i % plan.cookies.length];
        const listingId = plan.listingIds[i % plan.listingIds.length];
        const headers = { ...request.headers, cookie };
        if (plan.method === 'DELETE') {
          return { ...request, method: 'DELETE', path: `${plan.path}/${listingId}`, headers };
        }
        return {
          ...request,
          method: 'POST',
          path: plan.path,
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ softwareId: listingId }),
        };
      },
    },
  ],
});
const figures = {
  requestsPerSecond: Math.round(result.requests.average),
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  errors: result.errors + result.non2xx,
  sent,
};
console.log(JSON.stringify(figures));
