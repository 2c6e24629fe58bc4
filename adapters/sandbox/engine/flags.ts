// Named flags of SandboxData.flags. A module of its own so that scenarios can set a flag without
// loading the engine that reads it.

/**
 * The flag (SandboxData.flags) of a checkout whose next wallet payment the chain rejects after the
 * wallet signed it: the scenario "the wallet payment fails" sets it; the failure clears it.
 */
export const settlementFailsFlag = (sessionId: string) => `settlement-fails:${sessionId}`;
