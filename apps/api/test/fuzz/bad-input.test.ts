import { describeBadInputSuite } from './bad-input-suite.ts';

/** Bad-input tests for every API route, first of four shards (see bad-input-suite.ts). */
await describeBadInputSuite({ shard: 0, shards: 4 });
