// Seeded user reviews of the store's apps, deterministic like the rest of the seed: a per-app
// count (some apps have none, some several pages), ratings around a per-app quality, texts that
// match the stars, authors from a fixed pool, dates between the app's first release and now.
import type { StoreAppRecord, StoreRatingRecord } from './model';
import { mulberry32 as seededRandom } from '@domain/random';

/** Reviews per app by index % 10: 0 shows the empty state, 23 makes five pages of five. */
const COUNTS = [12, 0, 4, 7, 1, 23, 3, 9, 2, 15];

const AUTHORS: ReadonlyArray<[did: string, name: string]> = [
  ['z1ReviewerAdaXXXXXXXXXXXXXXXXXXXXXXX', 'Ada Lin'],
  ['z1ReviewerBoXXXXXXXXXXXXXXXXXXXXXXXX', 'Bo Chen'],
  ['z1ReviewerChidiXXXXXXXXXXXXXXXXXXXXX', 'Chidi Okafor'],
  ['z1ReviewerDanaXXXXXXXXXXXXXXXXXXXXXX', 'Dana Weiss'],
  ['z1ReviewerEmilXXXXXXXXXXXXXXXXXXXXXX', 'Emil Novak'],
  ['z1ReviewerFatimaXXXXXXXXXXXXXXXXXXXX', 'Fatima Zahra'],
  ['z1ReviewerWangXXXXXXXXXXXXXXXXXXXXXX', '王小明'],
  ['z1ReviewerLiXXXXXXXXXXXXXXXXXXXXXXXX', '李华'],
  ['z1ReviewerGraceKXXXXXXXXXXXXXXXXXXXX', 'Grace Kim'],
  ['z1ReviewerHiroXXXXXXXXXXXXXXXXXXXXXX', 'Hiro Tanaka'],
  ['z1ReviewerIvanXXXXXXXXXXXXXXXXXXXXXX', 'Ivan Petrov'],
  ['z1ReviewerJuliaXXXXXXXXXXXXXXXXXXXXX', 'Julia Costa'],
];

const TEXTS: Record<number, readonly string[]> = {
  5: [
    'Exactly what our team needed. Set up in five minutes and it has not let us down since.',
    'Fast, clean and the developer answers questions quickly. Highly recommended.',
    '非常好用，界面清晰，部署也很简单。',
    'The best app in this category. The latest update made it even smoother.',
  ],
  4: [
    'Very good overall. I would like more export options, but the basics are solid.',
    'Works well on my server. Documentation could be a bit more detailed.',
    '整体不错，希望以后能支持更多语言。',
    'Reliable and pleasant to use; a couple of small layout glitches on mobile.',
  ],
  3: [
    'Does the job, but the settings page is confusing.',
    'Decent, though it slowed down once we had a few thousand entries.',
    '功能够用，但是文档有些过时。',
  ],
  2: ['The last version broke my saved filters. Hoping for a fix soon.', 'Hard to configure and the error messages do not say what is wrong.'],
  1: ['Would not start after the upgrade; I had to roll back.', 'Missing the features the description promises.'],
};

const DAY_MS = 24 * 3600 * 1000;

export function seedRatings(apps: readonly StoreAppRecord[], now: number): StoreRatingRecord[] {
  const ratings: StoreRatingRecord[] = [];
  for (const app of apps) {
    const published = app.versions.filter((v) => v.status === 'PUBLISHED');
    if (!published.length) continue;
    const rnd = seededRandom(1000 + app.seedIndex);
    const count = COUNTS[app.seedIndex % COUNTS.length]!;
    // Each app has its own quality between 2.6 and 4.8 stars; single ratings scatter around it.
    const quality = 2.6 + rnd() * 2.2;
    const first = Date.parse(app.createdAt);
    for (let n = 0; n < count; n += 1) {
      const rating = Math.min(5, Math.max(1, Math.round(quality + (rnd() - 0.5) * 2.4)));
      const texts = TEXTS[rating]!;
      const [authorDid, authorName] = AUTHORS[(app.seedIndex * 5 + n) % AUTHORS.length]!;
      const at = first + Math.floor(rnd() * Math.max(1, (now - first) / DAY_MS)) * DAY_MS;
      const used = [...published].reverse().find((v) => Date.parse(v.createdAt) <= at) ?? published[0]!;
      ratings.push({
        id: `rev_${app.seedIndex}_${n}`,
        appDid: app.did,
        authorDid,
        authorName,
        rating,
        // Every fourth review is stars only, as in real stores.
        content: n % 4 === 3 ? '' : texts[Math.floor(rnd() * texts.length)]!,
        version: used.version,
        createdAt: new Date(at).toISOString(),
      });
    }
  }
  return ratings;
}
