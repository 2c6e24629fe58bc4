// CardPort of the sandbox: a plain HTML card form (number, expiry, CVC) that accepts the Stripe
// test numbers, confirmed by the sandbox's card provider. 4000 0025 0000 3155 first shows an
// authentication step, like 3-D Secure. Texts come from the caller (the app's i18n).
import { Schema } from 'effect';
import type { CardElement, CardPort, CardResult } from '@machines/ports';
import type { HttpClient } from '../http/client';

const Answer = Schema.Struct({
  status: Schema.Literals(['succeeded', 'requires_action', 'failed']),
  intentId: Schema.String,
  message: Schema.optional(Schema.String),
  code: Schema.optional(Schema.String),
});
type Answer = typeof Answer.Type;

export const SANDBOX_CARD_TEXTS = {
  number: 'Card number',
  expiry: 'Expiry (MM/YY)',
  cvc: 'CVC',
  hint: 'Test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0025 0000 3155 asks for authentication.',
  authTitle: 'Authenticate this payment',
  authBody: 'Your bank asks you to confirm this payment (test authentication).',
  authComplete: 'Complete authentication',
  authFail: 'Fail authentication',
  incomplete: 'Your card number is incomplete.',
  badExpiry: "Your card's expiration date is invalid.",
  badCvc: "Your card's security code is incomplete.",
} as const;
export type SandboxCardTextKey = keyof typeof SANDBOX_CARD_TEXTS;

export interface SandboxCardOptions {
  http: HttpClient;
  text?: (key: SandboxCardTextKey) => string;
}

function field(doc: Document, id: string, label: string, attrs: Record<string, string>): HTMLInputElement {
  const wrapper = doc.createElement('div');
  wrapper.style.cssText = 'display:flex;flex-direction:column;gap:4px;margin-bottom:12px';
  const labelEl = doc.createElement('label');
  labelEl.htmlFor = id;
  labelEl.textContent = label;
  const input = doc.createElement('input');
  input.id = id;
  input.style.cssText = 'padding:8px 10px;border:1px solid #868e96;border-radius:6px;font:inherit';
  for (const [key, value] of Object.entries(attrs)) input.setAttribute(key, value);
  wrapper.append(labelEl, input);
  return input;
}

export function createSandboxCard(options: SandboxCardOptions): CardPort {
  const t = options.text ?? ((key: SandboxCardTextKey) => SANDBOX_CARD_TEXTS[key]);
  let mounted = 0;
  return {
    async mount(container, mountOptions) {
      const doc = container.ownerDocument;
      mounted += 1;
      const prefix = `sandbox-card-${mounted}`;
      const root = doc.createElement('div');
      root.dataset.testid = 'sandbox-card';
      const number = field(doc, `${prefix}-number`, t('number'), { inputmode: 'numeric', autocomplete: 'cc-number', placeholder: '4242 4242 4242 4242' });
      const expiry = field(doc, `${prefix}-expiry`, t('expiry'), { inputmode: 'numeric', autocomplete: 'cc-exp', placeholder: 'MM/YY' });
      const cvc = field(doc, `${prefix}-cvc`, t('cvc'), { inputmode: 'numeric', autocomplete: 'cc-csc', placeholder: '123' });
      const hint = doc.createElement('p');
      hint.textContent = t('hint');
      hint.style.cssText = 'font-size:0.85em;margin:0';
      root.append(number.parentElement!, expiry.parentElement!, cvc.parentElement!, hint);
      container.append(root);

      const post = (path: string, body: unknown) => options.http.request({ method: 'POST', path, body, schema: Answer });
      const toResult = (answer: Answer): CardResult =>
        answer.status === 'succeeded'
          ? { status: 'succeeded' }
          : { status: 'failed', message: answer.message ?? 'Your card was declined.', ...(answer.code ? { code: answer.code } : {}) };

      // The 3-D Secure stand-in: resolves with the person's choice.
      const authenticate = () =>
        new Promise<boolean>((resolve) => {
          const panel = doc.createElement('div');
          panel.setAttribute('role', 'group');
          panel.setAttribute('aria-label', t('authTitle'));
          panel.dataset.testid = 'sandbox-card-authentication';
          panel.style.cssText = 'margin-top:12px;padding:12px;border:1px solid #868e96;border-radius:6px;display:flex;flex-direction:column;gap:8px';
          const title = doc.createElement('strong');
          title.textContent = t('authTitle');
          const body = doc.createElement('p');
          body.textContent = t('authBody');
          body.style.cssText = 'margin:0';
          const actions = doc.createElement('div');
          actions.style.cssText = 'display:flex;flex-wrap:wrap;gap:8px';
          const button = (label: string, approved: boolean) => {
            const el = doc.createElement('button');
            el.type = 'button';
            el.textContent = label;
            el.style.cssText = 'padding:6px 12px;border-radius:6px;border:1px solid #868e96;font:inherit;cursor:pointer';
            el.addEventListener('click', () => {
              panel.remove();
              resolve(approved);
            });
            return el;
          };
          actions.append(button(t('authComplete'), true), button(t('authFail'), false));
          panel.append(title, body, actions);
          root.append(panel);
        });

      const element: CardElement = {
        async confirm() {
          const digits = number.value.replace(/\D/g, '');
          if (digits.length < 16) return { status: 'failed', message: t('incomplete'), code: 'incomplete_number' };
          const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.value.trim());
          if (!match || Number(match[1]) < 1 || Number(match[1]) > 12) return { status: 'failed', message: t('badExpiry'), code: 'invalid_expiry' };
          if (!/^\d{3,4}$/.test(cvc.value.trim())) return { status: 'failed', message: t('badCvc'), code: 'incomplete_cvc' };
          const answer = await post('/api/sandbox/card/confirm', { client_secret: mountOptions.clientSecret, number: digits });
          if (answer.status !== 'requires_action') return toResult(answer);
          const approved = await authenticate();
          return toResult(await post('/api/sandbox/card/authenticate', { client_secret: mountOptions.clientSecret, approved }));
        },
        destroy: () => root.remove(),
      };
      return element;
    },
  };
}
