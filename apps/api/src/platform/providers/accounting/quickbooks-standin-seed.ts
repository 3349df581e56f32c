/**
 * What a new stand-in sandbox company holds: a chart of accounts, items and tax codes to map, and a few customers
 * the matching step must handle: one shares an e-mail with a Demo Scoopers client, one a name, the rest nobody's.
 */
export const UNDEPOSITED_FUNDS_ID = '4';

export const seedAccounts = [
  { Id: '1', Name: 'Pet Waste Removal Income', AccountType: 'Income', AccountSubType: 'ServiceFeeIncome' },
  { Id: '2', Name: 'Deodorizing Income', AccountType: 'Income', AccountSubType: 'ServiceFeeIncome' },
  { Id: '3', Name: 'Tips Income', AccountType: 'Other Income', AccountSubType: 'OtherMiscellaneousIncome' },
  { Id: UNDEPOSITED_FUNDS_ID, Name: 'Undeposited Funds', AccountType: 'Other Current Asset' },
  { Id: '35', Name: 'Checking', AccountType: 'Bank', AccountSubType: 'Checking' },
  { Id: '36', Name: 'Savings', AccountType: 'Bank', AccountSubType: 'Savings' },
  { Id: '84', Name: 'Accounts Receivable (A/R)', AccountType: 'Accounts Receivable' },
  { Id: '89', Name: 'Sales Tax Payable', AccountType: 'Other Current Liability' },
  { Id: '10', Name: 'Bank Charges', AccountType: 'Expense', AccountSubType: 'BankCharges' },
  { Id: '11', Name: 'Merchant Processing Fees', AccountType: 'Expense', AccountSubType: 'BankCharges' },
  { Id: '12', Name: 'Supplies', AccountType: 'Expense', AccountSubType: 'SuppliesMaterials' },
];

export const seedItems = [
  { Id: '20', Name: 'Weekly Cleanup', Type: 'Service', IncomeAccountRef: { value: '1' }, Taxable: true },
  { Id: '21', Name: 'One-Time Cleanup', Type: 'Service', IncomeAccountRef: { value: '1' }, Taxable: true },
  { Id: '22', Name: 'Deodorizer Treatment', Type: 'Service', IncomeAccountRef: { value: '2' }, Taxable: true },
  { Id: '23', Name: 'Tip', Type: 'Service', IncomeAccountRef: { value: '3' }, Taxable: false },
];

export const seedTaxCodes = [
  { Id: '2', Name: 'Denver Sales Tax', Description: 'Denver city and Colorado state', Taxable: true },
  { Id: '3', Name: 'Colorado Sales Tax', Description: 'State only', Taxable: true },
];

export const seedCustomers = [
  // Same e-mail as the demo's first residential client, David Wilson: matched by e-mail.
  {
    Id: '58',
    DisplayName: 'Dave Wilson',
    GivenName: 'Dave',
    FamilyName: 'Wilson',
    PrimaryEmailAddr: { Address: 'david.wilson1@example.com' },
  },
  // Same name as the demo's Matthew Walker, another address: suggested by name.
  {
    Id: '59',
    DisplayName: 'Matthew Walker',
    GivenName: 'Matthew',
    FamilyName: 'Walker',
    PrimaryEmailAddr: { Address: 'mwalker@walkerfamily.example' },
  },
  {
    Id: '60',
    DisplayName: 'Rocky Mountain Property Management',
    CompanyName: 'Rocky Mountain Property Management',
    PrimaryEmailAddr: { Address: 'ap@rmpm.example' },
  },
  {
    Id: '61',
    DisplayName: 'Jennifer Lee',
    GivenName: 'Jennifer',
    FamilyName: 'Lee',
    PrimaryEmailAddr: { Address: 'jlee@mountainmail.example' },
  },
];

/** Ids the stand-in hands out start above the seeded ones. */
export const FIRST_NEW_ID = 100;
