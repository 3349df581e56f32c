/**
 * The spec's shared message catalogue (§5) and the other fixed texts of §4 and §8.
 * Forms, API validation and tests take their wording from here, never retype it.
 */
export const messages = {
  required: 'This field is required',
  requiredShort: 'Required',
  notValid: 'Not valid',
  emailInvalid: 'E-mail must be valid',
  phoneDigits: 'Phone must contain 10 digits',
  mustBeNumber: 'Must be a number',
  mustBeWholeNumber: 'Must be a whole number',
  mustBePositive: 'Must be larger than 0',
  currencyFormat: 'Enter valid currency format',
  mustBeLargerThanOne: 'Must be larger than 1',
  cannotBeNegative: 'Cannot be negative',
  codeDigits: 'Must be 4 digits',
  zipDigits: 'Zip code must contain 5 digits',
  noServiceArea: 'No service available in this area',
  zipExists: 'Zip code already exist in zip code list',
  couponCodeInvalid: 'Coupon Code is not valid',
  lettersAndNumbersOnly: 'Can contain only letters and numbers',
  passwordMinLength: 'At least 8 characters',
  passwordsMustMatch: 'The passwords must match.',
  emailsMustMatch: 'The new email must match.',
  newPasswordMustDiffer: 'New password must differ from current.',
  locationNameMustDiffer: 'Location name must differ from current residential client name.',
  newEmailMustDiffer: 'New mail must differ from the old one.',
  mustBeAfterStartDate: 'Must be after Start Date',
  cannotBeBeforeFromDate: 'Cannot be before From Date',
  sameOrBeforeEndTime: 'Must be same or before end time',
  sameOrAfterStartTime: 'Must be same or after start time',
  sameOrBeforeBreakStart: 'Must be same or before break start',
  sameOrAfterBreakEnd: 'Must be same or after break end',
  sameOrAfterShiftStart: 'Must be same or after shift start time',
  sameOrBeforeShiftEnd: 'Must be same or before shift end time',
  sameOrAfterBreakStartTime: 'Must be same or after break start time',
  sameOrBeforeBreakEndTime: 'Must be same or before break end time',
  breaksOverlap: 'Break times cannot overlap',
  mustBeAfterPausedFrom: 'Must be after Paused From Date',
  mustAgree: 'You must agree to continue!',
  microdepositDigits: 'Must be 2 digits',
  noCommas: 'Cannot contain commas',
  noSpecialCharacters: 'Cannot contain special characters',
  noAmpersand: "Cannot contain '&' character",
  noMultipleBlanks: 'Cannot contain multiple blank spaces',
  dateFormatMmDdYyyy: 'Must be in MM-DD-YYYY format',
  analyticsIdFormat: 'Incorrect id format',
  colorTooLight: 'Selected color is too light',
  colorTooDark: 'Selected color is too dark',
  cannotBeLessThanFromPrice: 'Cannot be less than the From Price',

  // Login (§5)
  fillAllFieldsCorrectly: 'Please fill out all fields correctly',
  twoFactorPrompt: 'Send Code from SMS message to complete login',

  // Subscribe (§5, §4)
  fillAllRequiredFieldsCorrectly: 'Please fill out all required fields correctly',
  couponNotValid: 'Coupon is not valid',
  couponValid: 'Coupon is valid',
  somethingWentWrong: 'Oops something went wrong...',
  subscriptionAdded: 'New Subscription has been successfully added.',

  // Our own texts, kept here so pages and tests share them
  passwordChanged: 'Your password has been changed.',
  /** Every form that asks for the password the person already has (change password, change e-mail, accept an invitation). */
  currentPasswordIncorrect: 'The current password is incorrect.',
  /** Sign-up's organization token expired (24 hours) or was used before the owner's account was created. */
  signUpExpired: 'Your sign-up has expired. Please enter your business again.',

  // Card forms (§5)
  cardNumberRequired: 'Card number is required',
  expiryMonthRequired: 'Expiry month is required',
  expiryYearRequired: 'Expiry year is required',
  cardExpired: 'Card expired',
  cvvRequired: 'CVV is required',
  cvvDigits: 'CVV must be 3 or 4 digits',
  noNameOnCard: 'No name on Card',

  // Staff and shifts: the spec shows no wording for these forms, so these are our own texts
  emailTaken: 'This e-mail is already taken.',
  roleNameTaken: 'A role with this name already exists',
  endOdometerBelowStart: 'Must be same or larger than the start odometer',
  milesMustMatchOdometer: 'Must match the odometer readings',
  endOdometerOrMilesRequired: 'Enter the end odometer or the miles driven',
  shiftsOverlap: 'Overlaps another shift of this person',
  imageTooLarge: 'The image must be 2 MB or smaller',
  imageType: 'The image must be a PNG, JPEG or WebP picture',
  reportRangeTooLong: 'The range can be at most 366 days',
  /** A person who also works for another organization: their name and picture are theirs, shown there too. */
  sharedProfileName: 'This person also works for another organization, so only they can change their name.',
  sharedProfilePicture: 'This person also works for another organization, so only they can change their picture.',

  // Dates, not in spec §5: every day something is set to start or end on (a pause, an expiry) that lies before today
  dateCannotBeInPast: 'Cannot be in the past',
  dateCannotBeInFuture: 'Cannot be in the future',
  dateNotBeforeTwoYearsAgo: 'Cannot be more than 2 years ago',

  // Not in the spec: text that is no valid Unicode (an unpaired UTF-16 surrogate such as "\ud800" in JSON)
  malformedText: 'Contains a character that is not valid text. Please type or paste it again.',

  // Session (§4, §8)
  unauthenticated: 'Unauthenticated.',
  // Not in the spec: our own text for a request refused because the server is at its limit (503)
  serverBusy: 'The server is busy. Please try again in a moment.',
  newVersionTitle: 'New Version is Available!',
  newVersionText: 'Please refresh now to use latest available features.',
  refreshNow: 'Refresh Now',
} as const;

export type MessageKey = keyof typeof messages;

export const minLengthMessage = (n: number) => `Must be at least ${n} characters`;
export const minItemsMessage = (n: number) => `Must be at least ${n} items`;
export const maxLengthMessage = (n: number) => `Must be less or equal ${n} characters`;
export const maxItemsMessage = (n: number) => `Must be less or equal ${n} items`;
export const serviceDaysMessage = (n: number) => `${n} service days must be selected`;
/** Not in the spec: a subscription whose days would send a tech to a location another subscription already visits. */
export const sameDayVisitMessage = (visit: { weekday: string; day: string; plan: string }) =>
  `This location is already visited on ${visit.weekday} ${visit.day} by its ${visit.plan} subscription: choose other service days or change that subscription.`;
export const validUrlMessage = (host: string) => `Must be valid URL (${host}/)`;
