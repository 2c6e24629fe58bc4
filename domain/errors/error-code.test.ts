import { describe, expect, it } from 'vitest';
import { ErrorCode, ErrorText, errorCode, errorEventName } from '@domain/errors';

describe('errorCode', () => {
  it.each<[string, unknown, string | undefined]>([
    ['ApiError-like code', { code: 'CUSTOMER_LIMITED' }, 'CUSTOMER_LIMITED'],
    ['details object code', { details: { code: 'REQUIRE_CROSS_SELL' } }, 'REQUIRE_CROSS_SELL'],
    ['axios response body', { response: { data: { code: 'UNIFIED_APP_REQUIRED' } } }, 'UNIFIED_APP_REQUIRED'],
    ['body', { body: { code: 'CUSTOMER_LIMITED' } }, 'CUSTOMER_LIMITED'],
    ['response without data', { response: 'x' }, undefined],
    ['Node-style numeric code ignored', { code: 42 }, undefined],
    ['empty code ignored', { code: '' }, undefined],
    ['string', 'CUSTOMER_LIMITED', undefined],
    ['nothing', undefined, undefined],
    ['null', null, undefined],
  ])('%s', (_name, error, expected) => {
    expect(errorCode(error)).toBe(expected);
  });

  it('names the broadcast event error.{code}', () => {
    expect(errorEventName(ErrorCode.requireCrossSell)).toBe('error.REQUIRE_CROSS_SELL');
  });

  it('keeps the spec texts verbatim', () => {
    expect(ErrorText.overdueTargetMissing).toBe('Either subscriptionId or customerId must be provided');
    expect(ErrorText.accountChanged).toBe('Account changed, please pay manually.');
  });
});
