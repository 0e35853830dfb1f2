/** The contract runner's version, printed by `guestnet-contract --version`. */
export const CONTRACT_RUNNER_VERSION = '0.1.0';
