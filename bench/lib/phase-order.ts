/**
 * The order of `rounds` rounds of two phases A and B, as A B B A A B ...: each pair is run in the
 * opposite order to the pair before it, so a drift of the machine over the run (a load that rises or falls)
 * weighs on both phases alike instead of on whichever runs last.
 */
export function abbaOrder<A, B>(rounds: number, a: A, b: B): (A | B)[] {
  return Array.from({ length: rounds }, (_, round) => (round % 2 === 0 ? [a, b] : [b, a])).flat();
}
