/**
 * What approving a change request does, in the words the confirm dialog shows before anything happens. Each sentence
 * follows what the API's approval applies for the kind (change-requests.service.ts and the subscriptions feature's
 * subscription-requests.ts): when those change, this changes with them.
 */
import { serviceFrequencyLabels, type ServiceFrequency } from '@employee-portal/core/scheduling/service-frequency';
import type { ChangeRequest } from '@employee-portal/core/clients/change-request.responses';

type ApprovalSubject = Pick<ChangeRequest, 'kind' | 'details' | 'location' | 'client'>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Subscription changes reach the running subscriptions at the location the client named, or all of theirs. */
const runningSubscriptions = (request: ApprovalSubject) =>
  request.location
    ? `the running subscription at ${request.location.address_line1}`
    : 'every running subscription of the client';
const capitalized = (sentence: string) => `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}`;

const refusedWhenNothingRuns =
  'If the client has no running subscription, nothing changes and the request stays pending.';

export function approvalEffect(request: ApprovalSubject): string {
  const details = request.details;
  switch (request.kind) {
    case 'address':
      return 'The location moves to the new address and is placed on the map again, so its visits are routed from there.';
    case 'dog_count':
      return 'The location’s dog count is updated. The subscription keeps its price: change it on the subscription if the plan is priced by dog count.';
    case 'pause':
      return `${capitalized(runningSubscriptions(request))} is paused from ${text(details.from)} until ${text(details.to)}: no visits are planned in that time, the schedule and routes are re-planned without them, and visits start again on ${text(details.to)}. A pause whose first day has passed starts on the day it is approved; one that has already ended changes nothing and the request stays pending. ${refusedWhenNothingRuns}`;
    case 'frequency': {
      const frequency = text(details.frequency);
      const label = serviceFrequencyLabels[frequency as ServiceFrequency] ?? frequency;
      return `${capitalized(runningSubscriptions(request))} moves to the first active ${label} plan of the pricing setup, at the new price that plan gives the location, with new service days. If no active plan is ${label}, nothing changes and the request stays pending.`;
    }
    case 'cancel':
      return request.client.status === 'inactive'
        ? 'The client is already inactive: any subscription still running is cancelled and the request is marked approved.'
        : 'The client is deactivated with this reason and every running subscription is cancelled; prepaid visits that will not happen are credited back to the client.';
    case 'add_on':
      return `The add-on “${text(details.name)}” is added to ${runningSubscriptions(request)} at its price from Residential Cross-Sells. If no active add-on has that name, nothing changes and the request stays pending.`;
  }
}
