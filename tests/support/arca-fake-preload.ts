// Loaded with `--import` into the browser tests' server process: ARCA's homologation web
// services are answered by the fake at that process's network edge, so purchases get invoices.
import { startArcaFake } from './arca-fake';

startArcaFake({ otherRequests: 'bypass' });
