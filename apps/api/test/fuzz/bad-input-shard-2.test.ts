import { describeBadInputSuite } from './bad-input-suite.ts';

/** Bad-input tests for every API route, second of four shards (see bad-input-suite.ts). */
await describeBadInputSuite({ shard: 1, shards: 4 });
