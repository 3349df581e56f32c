import { describeBadInputSuite } from './bad-input-suite.ts';

/** Bad-input tests for every API route, third of four shards (see bad-input-suite.ts). */
await describeBadInputSuite({ shard: 2, shards: 4 });
