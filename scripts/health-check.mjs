/**
 * Exit 0 when Plantel answers GET /api/health with 200 within 5 s, 1 otherwise: the health check of
 * the systemd unit and the container recipe in the README. `--wait N` retries for N seconds (start-up).
 */
const args = process.argv.slice(2);
const waitIndex = args.indexOf('--wait');
const waitSeconds = waitIndex >= 0 ? Number(args.splice(waitIndex, 2)[1]) : 0;
const url = args[0] ?? `http://127.0.0.1:${process.env.PORT ?? 5000}/api/health`;
const deadline = Date.now() + waitSeconds * 1000;

for (;;) {
  const healthy = await fetch(url, { signal: AbortSignal.timeout(5000) }).then((res) => res.ok, () => false);
  if (healthy) process.exit(0);
  if (Date.now() >= deadline) {
    console.error(`[plantel] ${url} não respondeu 200`);
    process.exit(1);
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
}
