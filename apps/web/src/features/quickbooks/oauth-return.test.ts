import { describe, expect, it } from 'vitest';
import { oauthReturnOf } from './oauth-return.ts';

describe("reading Intuit's answer on /quick_books_oauth", () => {
  it('hands over the code, the state and the company', () => {
    expect(oauthReturnOf(new URLSearchParams('code=abc&state=s1&realmId=9130'))).toEqual({
      kind: 'exchange',
      body: { code: 'abc', state: 's1', realmId: '9130' },
    });
  });

  it('takes Cancel on the consent page for a cancel, not a failure, even with a state', () => {
    expect(oauthReturnOf(new URLSearchParams('error=access_denied&state=s1'))).toEqual({ kind: 'cancelled' });
  });

  it("says Intuit's own reason for another refusal", () => {
    expect(oauthReturnOf(new URLSearchParams('error=invalid_scope&state=s1'))).toEqual({
      kind: 'refused',
      reason: 'invalid_scope',
    });
    expect(oauthReturnOf(new URLSearchParams('error=server_error&error_description=Try+again+later&state=s1'))).toEqual(
      { kind: 'refused', reason: 'Try again later' },
    );
  });

  it('sends nothing when a part is missing', () => {
    expect(oauthReturnOf(new URLSearchParams('code=abc&state=s1'))).toEqual({ kind: 'incomplete' });
    expect(oauthReturnOf(new URLSearchParams(''))).toEqual({ kind: 'incomplete' });
  });
});
