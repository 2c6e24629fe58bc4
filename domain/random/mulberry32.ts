/**
 * mulberry32: a 32-bit seeded pseudo-random generator, small and fast, good enough to pick the
 * next event of a walk. The same seed gives the same sequence on every machine and Node version,
 * which is what makes a random walk (machines/test-kit) and the sandbox's app store seed reproducible from
 * the seed alone (Math.random cannot be seeded).
 */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
