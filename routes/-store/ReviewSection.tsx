// Composition of one version's review: the review machine with its actors
// (machines/app-review/app-review.actors.ts) over a port bound to this version (the store API,
// the session, the wallet and the relay); the panel shows its view. A relay 'blocklet.reviewed' for this app
// (the other side acted) reloads the machine and every store list.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import { errorCode, formatError } from '@domain/errors';
import { appReviewImplementations } from '@machines/app-review/app-review.actors';
import { appReviewMachine } from '@machines/app-review/app-review.machine';
import { appReviewView } from '@machines/app-review/app-review.view';
import { systemLineKey } from '@domain/review';
import { localizeErrorText, useI18n, type MessageKey } from '@ui/i18n';
import { ReviewPanel } from '@ui/store/ReviewPanel';
import { inspection } from '../-inspector/machine-inspection';
import { shortDate, toCategoryOptions } from './mappers';
import { storeKeys } from '@adapters/store/store-queries';
import { useStoreApi } from './store-api';
import { usePreferences } from './viewer';
import { useReloadOnUserSwitch } from './useReloadOnUserSwitch';
import { loadReviewAsOnePerson } from './review-load';
import type { StoreApi } from '@adapters/store/store-api';
import type { AppReviewApi, WalletPort } from '@machines/ports';

/** The wallet did not sign: nothing changed on the server (the text says what happened). */
export class WalletNotSigned extends Error {}

/**
 * Publishing goes through DID Connect (docs/reference/store-shell.md §2.2, row 9): the store says which action
 * publishes the app (free or paid), the wallet signs it, and the store publishes on the signature.
 */
async function publishThroughWallet(api: StoreApi, wallet: () => Promise<WalletPort>, did: string, version: string, texts: ReviewActionDeps['texts']) {
  const [action, prefs] = await Promise.all([api.publishAction(did, version), api.preferences()]);
  const outcome = await (await wallet()).connect({ action, extraParams: { did, version } });
  if (outcome.status === 'approved') return outcome;
  if (outcome.status === 'cancelled') throw new WalletNotSigned(texts.cancelled);
  // Under staking mode the signature also locks the publish stake: say so with the wallet's reason.
  if (prefs.permissionMode === 'staking' && outcome.reason) throw new WalletNotSigned(texts.stakeRefused(prefs.publishStakeAmount ?? '1', outcome.reason));
  throw new WalletNotSigned(outcome.reason ?? texts.declined);
}

export interface ReviewActionDeps {
  api: StoreApi;
  wallet: () => Promise<WalletPort>;
  texts: { declined: string; cancelled: string; stakeRefused: (amount: string, reason: string) => string };
}

/** A refusal the store decided by the domain's rules (its code names the reason) reads in the page's language. */
const REFUSAL_CODES = new Set(['forbidden', 'terminal', 'invalidState', 'reviewDisabled', 'notReviewVersion', 'alreadyInReview', 'blocked', 'reviewRequired', 'noDelegation', 'categoryRequired', 'contentRequired']);

export function ReviewSection({ did, version, app, focusOnOpen = false }: { did: string; version: string; app?: string; focusOnOpen?: boolean }) {
  const api = useStoreApi();
  const { t, locale } = useI18n();
  const queryClient = useQueryClient();
  const { getPorts } = useRouteContext({ from: '__root__' });

  const machine = useMemo(() => {
    const texts = {
      declined: t('store.publish.declined'),
      cancelled: t('store.publish.cancelled'),
      // The wallet's reason in the page's language when the app knows it (the sandbox wallet's refusal).
      stakeRefused: (amount: string, reason: string) => t('store.publish.stakeRefused', { amount, reason: localizeErrorText(t, reason) }),
    };
    // Every answer of the store may change a list (queue, my apps, detail): reload them all.
    const thenReload = async (call: Promise<unknown>) => {
      const answer = await call;
      await queryClient.invalidateQueries({ queryKey: storeKeys.all });
      return answer;
    };
    const review: AppReviewApi = {
      load: async () => {
        const ports = await getPorts();
        return loadReviewAsOnePerson(version, () => ports.session.user(), async () => {
          const [app, prefs, developer] = await Promise.all([api.detail(did, version), api.preferences(), api.developerStatus()]);
          return { app, prefs, developer };
        });
      },
      requestReview: () => thenReload(api.requestReview(did, version)),
      review: (status, extra) => thenReload(api.review(did, version, status, extra)),
      cancelReview: () => thenReload(api.cancelReview(did, version)),
      publish: () => thenReload(publishThroughWallet(api, () => getPorts().then((ports) => ports.wallet), did, version, texts)),
      comment: (content, kind) => thenReload(api.comment(did, version, content, kind)),
      watch: (onReviewed) => {
        let off: (() => void) | undefined;
        let stopped = false;
        void getPorts().then((ports) => {
          if (stopped) return;
          off = ports.realtime.subscribe((event) => {
            if (event.type !== 'blocklet.reviewed' || event.data.blockletId !== did) return;
            void queryClient.invalidateQueries({ queryKey: storeKeys.all });
            onReviewed();
          });
        });
        return () => {
          stopped = true;
          off?.();
        };
      },
    };
    return appReviewMachine.provide(appReviewImplementations({ review }));
  }, [api, did, version, getPorts, queryClient, t]);
  const actor = useActorRef(machine, inspection());
  useReloadOnUserSwitch(useCallback(() => actor.send({ type: 'user.reload' }), [actor]));
  const view = useSelector(actor, appReviewView);
  const categories = useQuery({ queryKey: storeKeys.categories(), queryFn: () => api.categories(), staleTime: 60_000 });
  const prefs = usePreferences();
  // Under staking mode, say before publishing that the wallet will lock a stake.
  const stakeNote = prefs.data?.permissionMode === 'staking' && view.actions.includes('publish') ? t('store.publish.stakeNote', { amount: prefs.data.publishStakeAmount ?? '1' }) : null;
  const history = useQuery({ queryKey: [...storeKeys.comments(did, version), view.status], queryFn: () => api.comments(did, version), enabled: view.phase === 'ready' });

  // The store's own history lines ("⛔ Rejected !") in the page's language; people's words as written.
  const lineText = (content: string, system: boolean) => {
    const key = system ? systemLineKey(content) : null;
    return key ? t(key as MessageKey) : content;
  };
  const code = view.error ? errorCode(view.error) : undefined;
  const errorText = view.error ? (code && REFUSAL_CODES.has(code) ? t(`review.refused.${code}` as MessageKey) : formatError(view.error)) : null;

  return (
    <ReviewPanel
      {...(app ? { app } : {})}
      version={version}
      focusOnOpen={focusOnOpen}
      view={view}
      history={history.data?.map((c) => ({ id: c.id, author: c.authorName, content: lineText(c.content, c.system), system: c.system, date: shortDate(c.createdAt) })) ?? null}
      categories={toCategoryOptions(categories.data ?? [], locale)}
      errorText={errorText}
      notice={stakeNote}
      onType={(message) => actor.send({ type: 'user.type', message })}
      onPickCategory={(category) => actor.send({ type: 'user.pickCategory', category })}
      onAct={(action) => actor.send({ type: 'user.act', action })}
      onConfirm={() => actor.send({ type: 'user.confirm' })}
      onDismiss={() => actor.send({ type: 'user.dismiss' })}
      onRetry={() => actor.send({ type: 'user.retry' })}
      onRefresh={() => actor.send({ type: 'user.reload' })}
    />
  );
}
