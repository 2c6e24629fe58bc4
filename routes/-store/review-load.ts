// What the review panel loads: the version's status and what the signed-in person may do with it.
// The answers that decide the roles (is this person a developer?) and the session read at the end
// must be about the same person. Another person can sign in while the answers are on their way
// (the platform's account switch, the sandbox's identity menu); the review machine drops the reload
// that switch asks for while a load is in flight, so the load itself asks again, as the person now
// signed in. Without this, the owner read with the previous person's developer flag had no role,
// and the panel showed the status with no button (docs/qa.md, session 17).
import type { StoreApi } from '@adapters/store/store-api';
import type { SessionUser } from '@domain/model';
import { isAdminRole } from '@domain/platform';
import type { ActorRole } from '@domain/review';

export interface ReviewAnswers {
  app: Awaited<ReturnType<StoreApi['detail']>>;
  prefs: Awaited<ReturnType<StoreApi['preferences']>>;
  developer: Awaited<ReturnType<StoreApi['developerStatus']>>;
}

/** Tries before the load settles for the answers it has: each switch of person during a load costs one. */
const MAX_TRIES = 3;

export async function loadReviewAsOnePerson(
  version: string,
  signedIn: () => SessionUser | null,
  fetchAnswers: () => Promise<ReviewAnswers>,
) {
  for (let tries = 1; ; tries += 1) {
    const asked = signedIn()?.did;
    const answers = await fetchAnswers();
    const user = signedIn();
    if (user?.did === asked || tries === MAX_TRIES) return reviewOf(version, user, answers);
  }
}

/** The status, the person's roles and the rules, from answers about that person. */
function reviewOf(version: string, user: SessionUser | null, { app, prefs, developer }: ReviewAnswers) {
  const roles: ActorRole[] = [];
  if (user && user.did === app.ownerDid && developer.developer) roles.push('dev');
  if (isAdminRole(user?.role)) roles.push('admin');
  return {
    status: app.specifiedVersion?.status ?? 'DRAFT',
    roles,
    rules: {
      needReview: prefs.needReview,
      blocked: app.status === 'blocked',
      isReviewVersion: app.reviewVersion?.version === version,
      firstPassed: app.reviewType === 'FIRST' && Boolean(app.currentVersion),
    },
  };
}
