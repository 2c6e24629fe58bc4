import { describe, expect, it } from 'vitest';
import { makePaymentLink } from '@test/fixtures/checkout';
import { afterCompletionRedirect, customConfirmationMessage } from './index';

const policy = { origin: 'https://shop.example.com', allowedOrigins: ['https://partner.example.org'] };
const linkTo = (url: string, type: string | null = 'redirect') =>
  makePaymentLink({ after_completion: { type, redirect: { url }, hosted_confirmation: null } });

describe('after-completion redirect', () => {
  it.each([
    ['a same-origin path', '/thanks?order=1', 'https://shop.example.com/thanks?order=1'],
    ['a same-origin absolute URL', 'https://shop.example.com/done', 'https://shop.example.com/done'],
    ['an explicitly allowed origin', 'https://partner.example.org/welcome', 'https://partner.example.org/welcome'],
  ])('follows %s', (_name, url, expected) => {
    expect(afterCompletionRedirect(linkTo(url), policy)).toBe(expected);
  });

  it.each([
    ['another site', 'https://evil.example.net/phish'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/html,hi'],
    ['an unparsable URL', 'http://'],
  ])('refuses %s', (_name, url) => {
    expect(afterCompletionRedirect(linkTo(url), policy)).toBeNull();
  });

  it('does nothing without a link, a URL, or when the link asks for the hosted confirmation', () => {
    expect(afterCompletionRedirect(null, policy)).toBeNull();
    expect(afterCompletionRedirect(makePaymentLink({ after_completion: null }), policy)).toBeNull();
    expect(afterCompletionRedirect(linkTo('/thanks', 'hosted_confirmation'), policy)).toBeNull();
    expect(afterCompletionRedirect(linkTo('/thanks', null), { origin: policy.origin })).toBe('https://shop.example.com/thanks');
    // A hosted confirmation the API sends without any redirect object.
    const confirmationOnly = makePaymentLink({ after_completion: { type: 'hosted_confirmation', redirect: null, hosted_confirmation: { custom_message: 'Merci!' } } });
    expect(afterCompletionRedirect(confirmationOnly, policy)).toBeNull();
  });

  it('reads the custom thank-you message', () => {
    const link = makePaymentLink({ after_completion: { type: 'hosted_confirmation', redirect: null, hosted_confirmation: { custom_message: ' Merci! ' } } });
    expect(customConfirmationMessage(link)).toBe('Merci!');
    expect(customConfirmationMessage(makePaymentLink({ after_completion: null }))).toBeNull();
    expect(customConfirmationMessage(null)).toBeNull();
    expect(customConfirmationMessage(linkTo('/thanks'))).toBeNull();
    const noMessage = makePaymentLink({ after_completion: { type: 'hosted_confirmation', redirect: null, hosted_confirmation: { custom_message: null } } });
    expect(customConfirmationMessage(noMessage)).toBeNull();
    const blank = makePaymentLink({ after_completion: { type: 'hosted_confirmation', redirect: null, hosted_confirmation: { custom_message: '   ' } } });
    expect(customConfirmationMessage(blank)).toBeNull();
  });
});
