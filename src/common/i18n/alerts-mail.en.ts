/** The daily digest of saved searches and alerts (issue 22): mail and Telegram, sent by the server. */
export const alertsMailEn = {
  "alerts.digest.subject.one": "RigMarket: 1 new match for your alerts",
  "alerts.digest.subject.other": "RigMarket: {count} new matches for your alerts",
  "alerts.digest.intro": "Here is what your saved searches and alerts found since the last digest.",
  "alerts.digest.product": "{name}, from {price}: {url}",
  "alerts.digest.priceDrop": "{name} is now at {price}: {url}",
  "alerts.digest.halving": "The {coin} halving (block {height}) is expected around {date}.",
  "alerts.digest.more": "…and {count} more on the site.",
  "alerts.digest.unsubscribeOne": "Stop this alert",
  "alerts.digest.unsubscribeAll": "Stop all alerts",
  "alerts.digest.manage": "Manage your alerts",
  "alerts.digest.why":
    "You receive this digest because you saved these searches on RigMarket; at most one a day.",
  "alerts.instant.subjectOne": "RigMarket: a new listing for your alert “{alert}”",
  "alerts.instant.subject.one": "RigMarket: 1 new match for your alerts",
  "alerts.instant.subject.other": "RigMarket: {count} new matches for your alerts",
  "alerts.instant.intro": "A listing that matches your alert has just gone on sale:",
  "alerts.instant.introMany": "Listings that match your alerts have gone on sale:",
  "alerts.instant.why":
    "You receive this because you chose instant alerts on RigMarket; at most {max} messages an hour, the rest together in one.",
} as const;
