import { describeBadInputSuite } from './bad-input-suite.ts';

/** Bad-input tests for every API route, fourth of four shards (see bad-input-suite.ts). */
await describeBadInputSuite({ shard: 3, shards: 4 });
