/** mulberry32(seed): a seeded generator of numbers in [0, 1), the same sequence for the same seed everywhere. */
export { mulberry32 } from './mulberry32';
