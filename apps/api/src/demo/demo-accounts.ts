import type { RolePresetName } from '@employee-portal/core';

export const DEMO_PASSWORD = 'demo12345';

export type DemoOrganizationKey = 'demo' | 'trial' | 'expired' | 'franchise' | 'franchisor';

export interface DemoAccount {
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  what: string;
  memberships: { organization: DemoOrganizationKey; role: RolePresetName }[];
  two_factor?: boolean;
  change_password?: boolean;
  /** Joined this many days ago; the others have been there since the organization started. */
  since_days_ago?: number;
}

/** The demo logins the README lists and the first start prints. Phones are in the 555-01xx range kept for fiction. */
export const demoAccounts: DemoAccount[] = [
  {
    email: 'owner@demo.test',
    first_name: 'Olivia',
    last_name: 'Owens',
    phone: '3035550201',
    what: 'owner of Demo Scoopers, every permission',
    memberships: [{ organization: 'demo', role: 'Owner' }],
  },
  {
    email: 'office@demo.test',
    first_name: 'Maria',
    last_name: 'Lopez',
    phone: '3035550202',
    what: 'office manager',
    memberships: [{ organization: 'demo', role: 'Office' }],
  },
  {
    email: 'tech@demo.test',
    first_name: 'Tyler',
    last_name: 'Brooks',
    phone: '3035550203',
    what: 'field tech',
    memberships: [{ organization: 'demo', role: 'Field Tech' }],
  },
  {
    email: 'tech2@demo.test',
    first_name: 'Jasmine',
    last_name: 'Reed',
    phone: '3035550204',
    what: 'second field tech',
    memberships: [{ organization: 'demo', role: 'Field Tech' }],
  },
  {
    email: 'twofactor@demo.test',
    first_name: 'Derek',
    last_name: 'Shaw',
    phone: '3035550205',
    what: 'office staff with two-factor on (code by SMS, see the outbox)',
    memberships: [{ organization: 'demo', role: 'Office' }],
    two_factor: true,
  },
  {
    email: 'newhire@demo.test',
    first_name: 'Nina',
    last_name: 'Hale',
    phone: '3035550206',
    what: 'first login: must change the password',
    memberships: [{ organization: 'demo', role: 'Field Tech' }],
    change_password: true,
    since_days_ago: 3,
  },
  {
    email: 'trial@demo.test',
    first_name: 'Tara',
    last_name: 'Quinn',
    phone: '3035550207',
    what: 'owner of Trial Scoopers, day 3 of the 15-day trial',
    memberships: [{ organization: 'trial', role: 'Owner' }],
  },
  {
    email: 'expired@demo.test',
    first_name: 'Eric',
    last_name: 'Vance',
    phone: '3035550208',
    what: 'owner of Expired Scoopers, trial over',
    memberships: [{ organization: 'expired', role: 'Owner' }],
  },
  {
    email: 'expired-office@demo.test',
    first_name: 'Elena',
    last_name: 'Marsh',
    phone: '3035550212',
    what: 'office staff of Expired Scoopers: told the owner can renew it',
    memberships: [{ organization: 'expired', role: 'Office' }],
  },
  {
    email: 'franchise@demo.test',
    first_name: 'Frank',
    last_name: 'Ortiz',
    phone: '3035550209',
    what: 'owner of Scoop Squad North, in the Scoop Squad franchise',
    memberships: [{ organization: 'franchise', role: 'Owner' }],
  },
  {
    email: 'hq@demo.test',
    first_name: 'Grace',
    last_name: 'Holt',
    phone: '3035550211',
    what: "owner of Scoop Squad HQ, which runs the franchise: its members' royalty roll-up",
    memberships: [{ organization: 'franchisor', role: 'Owner' }],
  },
  {
    email: 'multi@demo.test',
    first_name: 'Morgan',
    last_name: 'Ellis',
    phone: '3035550210',
    what: 'member of Demo Scoopers and Trial Scoopers',
    memberships: [
      { organization: 'demo', role: 'Office' },
      { organization: 'trial', role: 'Manager' },
    ],
  },
];
