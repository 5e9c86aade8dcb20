/**
 * What other modules read of account signals (issue 31, docs/decisions/069): whether a buyer's
 * account is linked to a company — same device, IP address (within IP_LINK_WINDOW_DAYS), delivery
 * or office address, or payment details as its owner's account. The reviews use it.
 */
export { type Runner as SignalRunner, sharedSignals as linkedSignals } from "./queries.ts";
