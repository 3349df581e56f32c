import { describe, expect, it } from 'vitest';
import type { SignedInUser } from '@employee-portal/core/auth/auth.schema';
import { DEFAULT_HEADER_COLOR } from '@employee-portal/core/branding/brand-colors';
import { HEADER_COLOR } from '../theme.ts';
import { headerBranding } from './header-branding.ts';

const user = (overrides: Partial<SignedInUser>): SignedInUser => ({
  user_id: 1,
  organization_id: 1,
  pricing_plan_id: 1,
  full_name: 'Ada Owner',
  first_name: 'Ada',
  last_name: 'Owner',
  email: 'ada@demo.test',
  organization_name: 'Poop Patrol',
  avatar: null,
  franchise_logo: null,
  subscription_package: 'Pro',
  end_trail: null,
  end_subscription: null,
  two_factor: 0,
  change_password: 0,
  show_guide: 0,
  step_guide: 0,
  status: null,
  payouts_enabled: 0,
  charges_enabled: 0,
  permissions: [],
  user_settings: [],
  card_connect_site: null,
  belongs_to_franchise: 0,
  belongs_to_franchise_name: null,
  franchise_color: null,
  organizations: [],
  subscription_coupon: null,
  current_period_end: null,
  active_users: 1,
  time_zone: 'UTC',
  ...overrides,
});

describe('headerBranding', () => {
  it('writes on the header by spec §9’s brightness rule, the one a saved colour is checked against', () => {
    expect(headerBranding(user({ branding_header_color: '#ffeb3b' })).text).toBe('#211f08');
    expect(headerBranding(user({ branding_header_color: '#7f7f7f' })).text).toBe('#ffffff');
  });

  it('paints the organization’s own colour and logo, else the dark grey the API also falls back to', () => {
    expect(DEFAULT_HEADER_COLOR).toBe(HEADER_COLOR);
    expect(headerBranding(user({}))).toEqual({
      background: HEADER_COLOR,
      text: '#ffffff',
      managedBy: null,
      logo: null,
      logoOwner: 'Poop Patrol',
    });
    expect(headerBranding(user({ branding_header_color: '#1d3557', branding_logo: '/api/branding_logos/a' }))).toEqual({
      background: '#1d3557',
      text: '#ffffff',
      managedBy: null,
      logo: '/api/branding_logos/a',
      logoOwner: 'Poop Patrol',
    });
  });

  it('keeps a franchise member’s header in the franchise’s colour whatever its own branding says', () => {
    const member = user({
      belongs_to_franchise: 1,
      belongs_to_franchise_name: 'Scoop Squad',
      franchise_color: '#5d4037',
      franchise_logo: 'https://cdn.example.com/squad.png',
    });
    expect(headerBranding(member).background).toBe('#5d4037');
    const branded = headerBranding({
      ...member,
      branding_header_color: '#1d3557',
      branding_logo: 'https://cdn.example.com/squad.png',
    });
    expect(branded.background).toBe('#5d4037');
    expect(branded.logo).toBe('https://cdn.example.com/squad.png');
    expect(branded.managedBy).toMatch(/^Managed by Scoop Squad \| v/);
  });

  it('names the logo after whose it is: the franchise’s file after the franchise, an own logo after the organization', () => {
    const member = user({
      belongs_to_franchise: 1,
      belongs_to_franchise_name: 'Scoop Squad',
      franchise_logo: '/demo/scoop-squad-logo.svg',
      branding_logo: '/demo/scoop-squad-logo.svg',
    });
    expect(headerBranding(member).logoOwner).toBe('Scoop Squad');
    expect(headerBranding({ ...member, branding_logo: '/api/branding_logos/north' }).logoOwner).toBe('Poop Patrol');
  });

  it('says "Managed by" to the members a franchise manages, never to the franchisor that runs it', () => {
    const member = user({ belongs_to_franchise: 1, belongs_to_franchise_name: 'Scoop Squad', is_franchisor: 0 });
    expect(headerBranding(member).managedBy).toMatch(/^Managed by Scoop Squad \| v/);
    expect(headerBranding({ ...member, organization_name: 'Scoop Squad HQ', is_franchisor: 1 }).managedBy).toBeNull();
  });
});
