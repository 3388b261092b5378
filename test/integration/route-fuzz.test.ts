import { routeFuzzSuite } from '../fixtures/route-fuzz-suite.js';

// issue 35 item 5: every route refuses bad text, numbers and offsets (test/fixtures/route-fuzz-suite.ts)
routeFuzzSuite(0, 3);
