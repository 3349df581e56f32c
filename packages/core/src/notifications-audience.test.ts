import { describe, expect, it } from 'vitest';
import { notificationAudience, permissionsHeld } from './notifications-audience.ts';

describe('who receives a notification', () => {
  it('needs the permission of the page it leads to', () => {
    expect(notificationAudience({ route: 'lead', params: { id: 12 } })).toEqual({
      link: '/lead/12/show',
      required_permissions: ['lead'],
    });
    expect(notificationAudience({ route: 'change_requests' })).toEqual({
      link: '/change_requests',
      required_permissions: ['change_requests'],
    });
    expect(notificationAudience({ route: 'invoice', params: { id: 7 } }).required_permissions).toEqual(['invoice']);
  });

  it('counts the always-allowed permissions as held', () => {
    expect(permissionsHeld({ a: 'schedule', b: 'schedule' }).sort()).toEqual(
      ['directory_listing', 'dormant_clients', 'schedule', 'settings'].sort(),
    );
  });
});
