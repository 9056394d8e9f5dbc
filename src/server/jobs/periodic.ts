/**
 * Runs `task` now and then every `intervalMs`, one run at a time (a slow run delays the next instead
 * of overlapping it). The timer does not keep the process alive; stop() cancels it and waits for a
 * run in progress, so the database can be closed after it. A task reports its own failures.
 */
export function runPeriodically(intervalMs: number, task: () => Promise<void>) {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = running.then(task);
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
