import { BUDGETS, VOLUME } from '../budgets';
import { residentBytes, sampleResident, sleep } from '../proc';
import { mib } from '../report';
import type { Scenario } from './context';

/** The CSV export of every purchase, while the server's resident memory is sampled. */
export const csvExport: Scenario = async ({ server, adminCookie }) => {
  await sleep(1000); // let the previous load's garbage go
  const before = residentBytes(server.pid);
  const sampler = sampleResident(server.pid);
  const started = performance.now();
  const response = await fetch(`${server.url}/api/admin/purchases/export.csv`, {
    headers: { cookie: adminCookie, 'accept-encoding': 'identity' },
  });
  let bytes = 0;
  let lines = 0;
  const reader = response.body!.getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    bytes += chunk.value.length;
    for (const byte of chunk.value) if (byte === 10) lines++;
  }
  const seconds = (performance.now() - started) / 1000;
  const peak = sampler.stop();
  const growth = peak - before;
  const rows = lines - 1; // the header line
  const budget = BUDGETS.csvExport.maxRssGrowthMiB;
  return [
    {
      group: 'csv',
      what: `CSV export of ${VOLUME.purchases.toLocaleString('en')} purchases, memory growth`,
      figure: `${mib(growth)} (${rows} rows, ${mib(bytes)} in ${seconds.toFixed(1)} s)`,
      reference: `RSS before ${mib(before)}`,
      budget: `< ${budget} MiB`,
      // At least the seeded volume: the demo student's purchase is exported too.
      pass: response.status === 200 && rows >= VOLUME.purchases && growth < budget * 1024 * 1024,
      data: { status: response.status, bytes, rows, seconds, rssBefore: before, rssPeak: peak },
    },
  ];
};
