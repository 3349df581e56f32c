/**
 * The schedule's client search: a visit matches when every word typed is in its client's name, the location's name,
 * its address or its zip, whatever the case, so 'adams elm' finds Melissa Adams at 12 Elm St.
 */
import type { JobWire } from '@employee-portal/core/jobs/job.responses';

type Searchable = Pick<JobWire, 'client_name' | 'location_name' | 'address' | 'zip'>;

const wordsOf = (text: string) => text.toLocaleLowerCase().split(/\s+/).filter(Boolean);

/** Null when nothing is typed: every visit shows. */
export function clientMatcher(search: string): ((job: Searchable) => boolean) | null {
  const words = wordsOf(search);
  if (words.length === 0) return null;
  return (job) => {
    const haystack = [job.client_name, job.location_name ?? '', job.address, job.zip].join(' ').toLocaleLowerCase();
    return words.every((word) => haystack.includes(word));
  };
}
